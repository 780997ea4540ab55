import { staffRoute } from '../../shell/staff-route';

export const gridRoutes = [
  staffRoute('Reservations', () => import('./ReservationsPage')),
  staffRoute('Reservation', () => import('./ReservationPage')),
] as const;
