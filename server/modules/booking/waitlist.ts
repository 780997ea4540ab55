// The waitlist (spec §1: guests join it when a day is full). The staff's side is ../front-of-house/waitlist-staff.ts.
import { availabilityForDate } from '../../../core/availability';
import { inHorizon, localDay } from '../../../core/availability/calendar';
import { dateOutcome } from '../../../core/availability/offer';
import { onlinePartySizeRefusal } from '../../../core/reservations';
import { localDateOf } from '../../../core/time';
import type { Database } from '../../platform/db/connection';
import { guestRefusal } from './guest-refusals';
import type { ChangeFeed } from '../live';
import { loadEngineInput } from './repository/engine-input';
import type { FloorCache } from './repository/floor-cache';
import { insertWaitlistEntry, type WaitlistRow } from './repository/waitlist';

export type WaitlistService = ReturnType<typeof waitlistService>;

/** Spec §7 WaitlistEntry: the columns it shows as stored (day, level, partySize, note, language, reservationId) as they are. */
export function waitlistDto(row: WaitlistRow) {
  const { id, restaurantId: _restaurantId, customerName, customerPhone, customerEmail, createdAt, notifiedAt, convertedAt, ...same } = row;
  return {
    _id: id,
    ...same,
    customer: { name: customerName, phone: customerPhone, email: customerEmail },
    createdAt: createdAt.toISOString(),
    notifiedAt: notifiedAt?.toISOString() ?? null,
    convertedAt: convertedAt?.toISOString() ?? null,
  };
}

type JoinRequest = { day: string; level?: string | undefined; partySize: number; customer: { name: string; phone: string; email: string }; note?: string | undefined; language?: string | undefined };

/** The columns a waitlist request writes, as a guest joins or staff edit the entry; `language` when it names none. */
export function waitlistColumnsOf(input: JoinRequest, language: string | null) {
  return {
    day: input.day,
    level: input.level ?? null,
    partySize: input.partySize,
    customerName: input.customer.name,
    customerPhone: input.customer.phone,
    customerEmail: input.customer.email.toLowerCase(),
    note: input.note ?? null,
    language: input.language ?? language,
  };
}

export function waitlistService({ db, feed, floors, now = () => new Date() }: { db: Database; feed: ChangeFeed; floors: FloorCache; now?: () => Date }) {
  /**
   * A guest waits for a day the restaurant books online (not a past one, none beyond the booking horizon), for a party
   * size it takes online, in one of its areas when the guest named one, and only when that day is full for the party:
   * the engine's offer of the day, read as the booking page reads it (core/availability/offer), has slots still to come
   * but none for this party. The day as a whole, as the guest saw it; a named area is where the guest would like to sit.
   * A table freed since the guest saw the day answers 409 tables_available, so the guest books it instead.
   */
  async function checkRequest(restaurantId: string, input: JoinRequest): Promise<void> {
    const at = now();
    const engineInput = await loadEngineInput(db, restaurantId, at, { from: input.day, to: input.day }, floors);
    const { rules } = engineInput;
    const today = localDay(localDateOf(at, rules.timeZone), rules.timeZone);
    const { language } = input;
    if (input.day < today.date) throw guestRefusal('invalid_request', { reason: 'dayPassed', day: input.day }, language);
    // The engine's own horizon: the days it offers tables on.
    if (!inHorizon(input.day, today, rules.bookingHorizonDays)) {
      throw guestRefusal('invalid_request', { reason: 'waitlistBeyondHorizon', days: rules.bookingHorizonDays }, language);
    }
    const sizeRefusal = onlinePartySizeRefusal(rules, input.partySize);
    if (sizeRefusal) throw guestRefusal('invalid_request', sizeRefusal, language);
    if (input.level !== undefined && !engineInput.areas.some((area) => area.name === input.level)) {
      throw guestRefusal('invalid_request', { reason: 'unknownArea', area: input.level }, language);
    }
    const outcome = dateOutcome(availabilityForDate(engineInput, input.day), input.day, input.partySize, at.getTime());
    if (outcome === 'open') throw guestRefusal('tables_available', { reason: 'tableFree', partySize: input.partySize, day: input.day }, language);
    if (outcome === 'closed') throw guestRefusal('invalid_request', { reason: 'dayClosed', day: input.day }, language);
  }

  async function join(restaurantId: string, input: JoinRequest) {
    await checkRequest(restaurantId, input);
    const row = await insertWaitlistEntry(db, { restaurantId, ...waitlistColumnsOf(input, null) });
    const entry = waitlistDto(row);
    feed.notify(restaurantId, { kind: 'waitlist', ids: [entry._id] });
    return entry;
  }
  return { join };
}
