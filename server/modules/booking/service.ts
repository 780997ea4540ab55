// Online booking (spec §4, §7 POST /reservations/request): the same engine code that made the offer assigns tables,
// and the reservation with a linked row per extra table is written with its confirmation email's outbox row
// (docs/decisions/007), so the booking and its email are committed together or not at all; bookings arriving together
// are written together (./repository/group-commit.ts). The exclusion constraint reservations_no_overlap makes a double booking
// impossible under any concurrency; a lost race is retried against the new state and ends in 409 slot_unavailable
// when nothing is left (docs/decisions/002).
import { randomUUID } from 'node:crypto';
import { findAssignment } from '../../../core/availability';
import type { BookingTarget, EngineInput } from '../../../core/availability/types';
import { AppError } from '../../../core/errors';
import type { BookingRequest } from '../../../core/schemas/reservations';
import { pgErrorCode, type Database } from '../../platform/db/connection';
import type { EmailOutbox } from '../email';
import type { ChangeFeed } from '../live';
import { newBookingOf, targetOf, unavailableRefusal } from './booking-request';
import { guestRefusal } from './guest-refusals';
import { manageBooking } from './manage-booking';
import { bookingRepository } from './repository';
import type { BookedRow, BookingRowsValues } from './repository/booking-insert';
import type { FloorCache } from './repository/floor-cache';
import type { BookingSnapshots } from './repository/slot-read-cache';
import { stageTimings } from '../../platform/timing/stage-timings';

const maxAttempts = 4;
/** The restaurant-local day of an instant lies within this of it in every time zone (UTC−12 to UTC+14, and a slot past midnight). */
const localDayReachMs = 2 * 86_400_000;

export type BookingService = ReturnType<typeof bookingService>;

export function bookingService({
  db,
  floors,
  snapshots,
  feed,
  emailOutbox: outbox,
  now = () => new Date(),
}: {
  db: Database;
  floors: FloorCache;
  snapshots: BookingSnapshots;
  feed: ChangeFeed;
  emailOutbox: Pick<EmailOutbox, 'wake'>;
  now?: () => Date;
}) {
  const repository = bookingRepository({ db, floors, snapshots, now });
  /**
   * Why no table was found (./booking-request.ts unavailableRefusal). The booking read only its slot; the day's offer
   * needs the whole day (localDayReachMs either side).
   */
  async function explainUnavailable(restaurantId: string, request: BookingRequest, slotInput: EngineInput, target: BookingTarget): Promise<AppError> {
    const around = { from: new Date(Date.parse(request.startTime) - localDayReachMs), to: new Date(Date.parse(request.endTime) + localDayReachMs) };
    const wide = await repository.readSlot(restaurantId, around);
    const input: EngineInput = { ...slotInput, occupancy: wide.occupancy, blockers: wide.blockers };
    return unavailableRefusal(input, target, request.language);
  }

  /**
   * 409 duplicate_booking when the guest's email already holds a live online booking of the restaurant overlapping this
   * time (the rule reservations_no_duplicate_guest enforces; emails are stored in lower case).
   */
  async function refuseDuplicate(restaurantId: string, input: BookingRequest): Promise<void> {
    const found = await repository.guestBookingOverlapping(restaurantId, input.customer.email.toLowerCase(), new Date(input.startTime), new Date(input.endTime));
    if (found) throw guestRefusal('duplicate_booking', { reason: 'duplicateBooking' }, input.language);
  }

  /**
   * Optimistic: read (one statement, or the read of the same slot kept from a moment ago), assign with the engine,
   * insert every row of the booking and the email's outbox row (alone, one statement: ./repository/booking-insert.ts; or with the
   * bookings that arrived beside it, one statement too: ./repository/group-commit.ts). The exclusion constraint refuses an insert
   * that would overlap a booking made since the read (23P01); then we read again and retry, and answer 409 when
   * nothing is left.
   */
  async function request(
    restaurantId: string,
    input: BookingRequest,
    platform: BookingRowsValues['platform'],
  ): Promise<{ primary: BookedRow; linked: BookedRow[]; restaurant: { name: string; timeZone: string } }> {
    if (Date.parse(input.startTime) <= now().getTime()) throw guestRefusal('invalid_request', { reason: 'slotPassed' }, input.language);
    for (let attempt = 1; ; attempt++) {
      try {
        // A retry follows an insert the database refused: a table taken meanwhile, or this guest's own booking of the
        // time (reservations_no_duplicate_guest), which no other table can cure.
        if (attempt > 1) stageTimings.add('booking.retry', 0);
        if (attempt > 1) await refuseDuplicate(restaurantId, input);
        const at = now();
        const window = { from: new Date(input.startTime), to: new Date(input.endTime) };
        // The first attempt may use a read kept from a moment ago (./repository/slot-read-cache.ts); every retry reads afresh.
        const kept = attempt === 1 ? repository.keptSlot(restaurantId, window) : undefined;
        const snapshot = kept ?? (await stageTimings.measure('booking.read', () => repository.readSlot(restaurantId, window)));
        const target = targetOf(snapshot.rules, input);
        const floor = await repository.floor(restaurantId, snapshot.configVersion);
        const engineInput: EngineInput = { rules: snapshot.rules, ...floor, occupancy: snapshot.occupancy, blockers: snapshot.blockers, now: at.getTime() };
        const assignment = stageTimings.measureSync('booking.assign', () => findAssignment(engineInput, target));
        // A kept read may miss a table freed since: the guest hears "full" only from a fresh one.
        if (!assignment && kept) continue;
        if (!assignment) throw await explainUnavailable(restaurantId, input, engineInput, target);
        const primaryId = randomUUID();
        const values = newBookingOf(restaurantId, input, assignment, { at, primaryId, platform });
        const rows = await stageTimings.measure('booking.write', () => repository.insert(values));
        const primary = rows.find((row) => row.id === primaryId) as BookedRow;
        repository.booked(
          restaurantId,
          rows.map((row) => ({ id: row.id, level: row.level, tableNumber: row.tableNumber, start: row.startTime.getTime(), end: row.endTime.getTime() })),
        );
        // The tablets show the guest's booking at once (live updates, docs/decisions/006).
        feed.notify(restaurantId, { kind: 'reservations', ids: rows.map((row) => row.id) });
        outbox.wake();
        return {
          primary,
          linked: rows.filter((row) => row.id !== primaryId),
          restaurant: { name: snapshot.restaurantName, timeZone: snapshot.rules.timeZone },
        };
      } catch (error) {
        // Another booking took a table between our read and our insert (23P01): try again against the new state.
        const code = pgErrorCode(error);
        const raced = code === '23P01' || code === '40P01' || code === '40001';
        if (raced && attempt < maxAttempts) continue;
        if (raced) {
          await refuseDuplicate(restaurantId, input);
          throw new AppError('slot_unavailable', 'That time was just booked by someone else');
        }
        throw error;
      }
    }
  }

  return { request, once: repository.once, ...manageBooking({ repository, feed, now }) };
}
