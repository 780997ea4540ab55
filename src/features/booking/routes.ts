import { guestRoute } from '../../shell/route-module';

// Spec §2: the old manage link (/reservation?…) opens the same page as the token link.
const loadManage = () => import('./GuestReservationPage');

export const bookingRoutes = [
  guestRoute('Booking', () => import('./BookingHomePage')),
  guestRoute('GuestReservation', loadManage),
  guestRoute('OldGuestReservation', loadManage),
] as const;
