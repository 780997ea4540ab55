// Booking: the guest's booking and waitlist, the availability it is offered, and the reads and writes behind them
// (group commit, the kept slot and floor reads). What other modules may use.
export { availabilityService, type AvailabilityService } from './availability';
export { bookingRoutes } from './routes';
export { createdAtOf } from './booking-request';
export { bookingService, type BookingService } from './service';
export { waitlistColumnsOf, waitlistDto, waitlistService, type WaitlistService } from './waitlist';
export { effectiveEnd, guestReservationDto, reservationDto, type ReservationRow } from './reservation-dto';
export { newReservationToken, newSmsToken } from './reservation-token';
export { effectiveEndSql } from './repository/effective-end-sql';
export { restaurantReservations } from './repository/restaurant-reservations';
export { changeRules, restaurantRules } from './repository/restaurant-rules';
export { FloorCache } from './repository/floor-cache';
export { BookingSnapshots } from './repository/slot-read-cache';
export { warmUpGuestBooking } from './warm-up';
