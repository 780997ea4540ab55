// Online booking (spec §4, §7 POST /reservations/request): the same engine code that made the offer assigns tables,
// and the reservation with a linked row per extra table is written with its confirmation email's outbox row
// (docs/decisions/007), so the booking and its email are committed together or not at all; bookings arriving together
// are written together (./repository/group-commit.ts). The exclusion constraint reservations_no_overlap makes a double booking
// impossible under any concurrency; a lost race is retried against the new state and ends in 409 slot_unavailable
// when nothing is left (docs/decisions/002).
import { randomUUID } from 'node:crypto';
import { availabilityForDate, findAssignment } from '../../../core/availability';
import type { BookingTarget, EngineInput } from '../../../core/availability/types';
import { AppError } from '../../../core/errors';
import { guestMayCancel, onlinePartySizeRefusal } from '../../../core/reservations';
import type { BookingRequest } from '../../../core/schemas/reservations';
import { localSlotOf, weekdayOf } from '../../../core/time';
import { pgErrorCode, type Database } from '../../platform/db/connection';
import type { ReservationRow } from '../../platform/db/rows';
import type { EmailOutbox } from '../email';
import type { ChangeFeed } from '../live';
import { guestRefusal } from './guest-refusals';
import { bookingRepository } from './repository';
import type { BookedRow } from './repository/booking-insert';
import type { FloorCache } from './repository/floor-cache';
import type { Booking } from './repository/guest-reservations';
import type { BookingSnapshot } from './repository/slot-read';
import type { BookingSnapshots } from './repository/slot-read-cache';
import { newReservationToken, newSmsToken } from './reservation-token';

const maxAttempts = 4;
/** The restaurant-local day of an instant lies within this of it in every time zone (UTC−12 to UTC+14, and a slot past midnight). */
const localDayReachMs = 2 * 86_400_000;

/** Spec §3: createdAt is UTC with seconds and milliseconds zeroed. */
export const createdAtOf = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000);

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
  function targetOf(rules: BookingSnapshot['rules'], input: BookingRequest): BookingTarget {
    const sizeRefusal = onlinePartySizeRefusal(rules, input.partySize);
    if (sizeRefusal) throw guestRefusal('invalid_request', sizeRefusal, input.language);
    const startMs = Date.parse(input.startTime);
    const endMs = Date.parse(input.endTime);
    if (!(endMs > startMs)) throw new AppError('invalid_request', 'endTime must be after startTime');
    // The wall-clock slot whose instants these are, as the offer computed them (docs/decisions/008); a slot ending at
    // or after midnight keeps its end as minutes of the start day.
    const slot = localSlotOf(startMs, endMs, rules.timeZone);
    if (!slot) throw guestRefusal('invalid_request', { reason: 'slotNotOffered' }, input.language);
    const choice: BookingTarget['choice'] = input.level
      ? { kind: 'area', name: input.level }
      : input.areaGroupId
        ? { kind: 'areaGroup', id: input.areaGroupId }
        : { kind: 'special', id: input.specialId as string };
    return { date: slot.date, slot: { start: slot.start, end: slot.end }, partySize: input.partySize, choice };
  }

  /**
   * 400 when the slot is not one the restaurant offers at all; 409 when it is, but not (any more) for this party. The
   * booking read only its slot; the day's offer needs the whole day (localDayReachMs either side).
   */
  async function explainUnavailable(restaurantId: string, request: BookingRequest, slotInput: EngineInput, target: BookingTarget): Promise<AppError> {
    const around = { from: new Date(Date.parse(request.startTime) - localDayReachMs), to: new Date(Date.parse(request.endTime) + localDayReachMs) };
    const wide = await repository.readSlot(restaurantId, around);
    const input: EngineInput = { ...slotInput, occupancy: wide.occupancy, blockers: wide.blockers };
    const day = availabilityForDate(input, target.date);
    const key = `${target.slot.start}-${target.slot.end}`;
    const byChoice =
      target.choice.kind === 'area'
        ? day.availability[target.date]?.[target.choice.name]
        : target.choice.kind === 'areaGroup'
          ? day.areaGroupAvailability[target.date]?.[target.choice.id]
          : day.specialAvailability[target.date]?.[target.choice.id];
    const exists = byChoice !== undefined && key in byChoice;
    const isConfigured = isConfiguredSlot(input, target);
    const { language } = request;
    if (!exists && !isConfigured) return guestRefusal('invalid_request', { reason: 'slotNotOffered' }, language);
    if (!(target.date in day.availability)) {
      return guestRefusal('invalid_request', { reason: 'beyondHorizon', days: input.rules.bookingHorizonDays }, language);
    }
    // Not even an empty restaurant could seat the party there: the size is not offered, nothing was taken.
    if (!findAssignment({ ...input, occupancy: [], blockers: [] }, target)) {
      return guestRefusal('invalid_request', { reason: 'noTableSeats', partySize: target.partySize }, language);
    }
    return guestRefusal('slot_unavailable', { reason: 'slotTaken', partySize: target.partySize }, language);
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
  ): Promise<{ primary: BookedRow; linked: BookedRow[]; restaurant: { name: string; timeZone: string } }> {
    if (Date.parse(input.startTime) <= now().getTime()) throw guestRefusal('invalid_request', { reason: 'slotPassed' }, input.language);
    for (let attempt = 1; ; attempt++) {
      try {
        // A retry follows an insert the database refused: a table taken meanwhile, or this guest's own booking of the
        // time (reservations_no_duplicate_guest), which no other table can cure.
        if (attempt > 1) await refuseDuplicate(restaurantId, input);
        const at = now();
        const window = { from: new Date(input.startTime), to: new Date(input.endTime) };
        // The first attempt may use a read kept from a moment ago (./repository/slot-read-cache.ts); every retry reads afresh.
        const kept = attempt === 1 ? repository.keptSlot(restaurantId, window) : undefined;
        const snapshot = kept ?? (await repository.readSlot(restaurantId, window));
        if (!kept) repository.keepSlot(restaurantId, window, snapshot);
        const target = targetOf(snapshot.rules, input);
        const floor = await repository.floor(restaurantId, snapshot.configVersion);
        const engineInput: EngineInput = { rules: snapshot.rules, ...floor, occupancy: snapshot.occupancy, blockers: snapshot.blockers, now: at.getTime() };
        const assignment = findAssignment(engineInput, target);
        // A kept read may miss a table freed since: the guest hears "full" only from a fresh one.
        if (!assignment && kept) continue;
        if (!assignment) throw await explainUnavailable(restaurantId, input, engineInput, target);
        const primaryId = randomUUID();
        const rows = await repository.insert({
          restaurantId,
          specialId: input.specialId ?? null,
          areaGroupId: input.areaGroupId ?? null,
          customerName: input.customer.name,
          customerPhone: input.customer.phone,
          customerEmail: input.customer.email.toLowerCase(),
          level: assignment.level,
          partySize: input.partySize,
          startTime: new Date(input.startTime),
          endTime: new Date(input.endTime),
          note: input.note ?? null,
          referralCode: input.referralCode ?? null,
          language: input.language ?? null,
          smsToken: newSmsToken(),
          createdAt: createdAtOf(at),
          updatedAt: at,
          rows: assignment.tableNumbers.map((tableNumber, i) => ({ id: i === 0 ? primaryId : randomUUID(), tableNumber, token: newReservationToken() })),
        });
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

  return { request, once: repository.once, live, byToken, byId, timeZoneOf, cancelByToken };
}

/** Whether the restaurant has this slot for the choice on the target's weekday (booked or not, open or not). */
function isConfiguredSlot(input: EngineInput, target: BookingTarget): boolean {
  const matches = (slot: { start: number; end: number }) => slot.start === target.slot.start && slot.end === target.slot.end;
  const weekday = weekdayOf(target.date);
  if (target.choice.kind === 'special') {
    const id = target.choice.id;
    return input.specials.some(
      (special) => special.id === id && special.enabled && special.weekdays.includes(weekday) && special.timeslots.some(matches),
    );
  }
  const areaNames =
    target.choice.kind === 'area'
      ? [target.choice.name]
      : input.areas.filter((area) => input.areaGroups.find((g) => g.id === (target.choice as { id: string }).id)?.areaIds.includes(area.id)).map((area) => area.name);
  return input.areas.some((area) => areaNames.includes(area.name) && area.bookable && Boolean(area.timeslots[weekday]?.some(matches)));
}
