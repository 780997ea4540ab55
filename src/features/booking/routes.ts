import { eagerGuestRoute, guestRoute } from '../../shell/route-module';
import * as bookingHome from './BookingHomePage';

// Spec §2: the old manage link (/reservation?…) opens the same page as the token link.
const loadManage = () => import('./GuestReservationPage');

export const bookingRoutes = [
  eagerGuestRoute('Booking', bookingHome),
  guestRoute('GuestReservation', loadManage),
  guestRoute('OldGuestReservation', loadManage),
] as const;
