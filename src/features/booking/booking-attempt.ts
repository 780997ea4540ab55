import type { BookingRequest } from '../../../core/schemas/reservations';

/** One press of "Book now" and its Idempotency-Key: the server answers every send of it once (a double tap, a retry). */
export interface BookingAttempt {
  key: string;
  body: BookingRequest;
}

/**
 * The attempt for this booking: the previous one again when nothing in it changed (a retry after no answer gets the
 * first answer, never a second booking), a new key as soon as the guest changed anything.
 */
export function bookingAttempt(previous: BookingAttempt | null, body: BookingRequest, newKey: () => string = () => crypto.randomUUID()): BookingAttempt {
  if (previous && JSON.stringify(previous.body) === JSON.stringify(body)) return previous;
  return { key: newKey(), body };
}
