// The kitchen's read (docs/decisions/010): a restaurant-local day's live reservations, every row of a booking (the
// kitchen lists a combination's tables), by the start of the day's first midnight to the next.
import { asc, gte, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { reservations } from '../../../platform/db/schema';
import { restaurantReservations, type ReservationRow } from '../../booking';

export function kitchenDayRows(q: Queryable, restaurantId: string, from: Date, to: Date): Promise<ReservationRow[]> {
  return q
    .select()
    .from(reservations)
    .where(restaurantReservations(restaurantId, isNull(reservations.deletedAt), gte(reservations.startTime, from), lt(reservations.startTime, to)))
    .orderBy(asc(reservations.startTime), asc(reservations.id));
}
