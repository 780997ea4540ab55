// A booking once made: the guest's manage link reads it (and cancels it), staff load it by id (spec §7 LoadReservation,
// DeleteReservation) and send its confirmation again. The booking itself is made in ./service.ts.
import { AppError } from '../../../core/errors';
import { guestMayCancel } from '../../../core/reservations';
import type { ReservationRow } from '../../platform/db/rows';
import type { ChangeFeed } from '../live';
import { guestRefusal } from './guest-refusals';
import type { BookingRepository } from './repository';
import type { Booking } from './repository/guest-reservations';

export function manageBooking({ repository, feed, now }: { repository: BookingRepository; feed: ChangeFeed; now: () => Date }) {
  /** A live reservation of the restaurant, or not_found. */
  async function live(restaurantId: string, id: string): Promise<ReservationRow> {
    const row = await repository.reservation(restaurantId, id);
    if (!row || row.deletedAt) throw new AppError('not_found', `No reservation ${id}`);
    return row;
  }

  async function byToken(token: string): Promise<Booking | undefined> {
    const primary = await repository.reservationByToken(token);
    return primary ? repository.withLinked(primary) : undefined;
  }

  /** Staff's way to the same view (spec §7 LoadReservation by id): a linked row's id names its booking. */
  async function byId(restaurantId: string, id: string): Promise<Booking | undefined> {
    const row = await repository.reservation(restaurantId, id);
    if (row?.linkedReservationId) return byId(restaurantId, row.linkedReservationId);
    return row ? repository.withLinked(row) : undefined;
  }

  /** The restaurant's IANA time zone, in which guests read their reservation's times. */
  async function timeZoneOf(restaurantId: string): Promise<string> {
    return (await repository.rules(restaurantId)).timeZone;
  }

  /** Guest cancellation: a soft delete of the reservation and its linked rows (spec §3 deletedAt, deletedBy). */
  async function cancelByToken(token: string): Promise<ReservationRow> {
    const found = await byToken(token);
    if (!found || found.primary.linkedReservationId) throw new AppError('not_found', 'No reservation for this link');
    if (found.primary.deletedAt) return found.primary;
    const at = now();
    if (!guestMayCancel(found.primary.startTime, at)) {
      throw guestRefusal('conflict', { reason: 'reservationBegun' }, found.primary.language);
    }
    const cancelled = await repository.cancelAsGuest(found.primary, at);
    feed.notify(found.primary.restaurantId, { kind: 'reservations', ids: cancelled });
    return { ...found.primary, deletedAt: at };
  }

  return { live, byToken, byId, timeZoneOf, cancelByToken };
}
