// The kitchen screen's figures (docs/decisions/010): a day's covers per quarter hour per area. The server answers
// GET /analytics/kitchen with this function and the kitchen screen runs it over the offline day store, so both say
// the same.
import { effectiveEnd, instantOf } from '../reservations/occupancy';
import { addCounts } from '../counts';
import type { KitchenCounts, KitchenFigures, KitchenNote, KitchenSlot } from '../schemas/analytics';
import { kitchenSlotMinutes } from '../schemas/analytics';
import type { LocalizedText } from '../schemas/common';
import { addDays, toInstant, toLocal, weekdayOf, zoneOffsetMs, type Weekday } from '../time';
import type { ReservationSource } from './booking-origin';
import { mentionsDiet } from './dietary';

/** What the kitchen reads of a reservation row (a Reservation of core/schemas has all of it). */
export interface KitchenReservation {
  _id: string;
  linkedReservationId: string | null;
  level: string;
  tableNumber: string;
  partySize: number;
  startTime: string;
  endTime: string;
  extendedTo: string | null;
  checkedIn: boolean;
  checkedInAt: string | null;
  leftAt: string | null;
  deletedAt: string | null;
  specialId: string | null;
  note: string | null;
  source?: ReservationSource;
}

export interface KitchenArea {
  name: string;
  /** Spec §3 Area.timeslots: per weekday, minutes since midnight. */
  timeslots: Partial<Record<Weekday, readonly { start: number; end: number }[]>>;
}

export interface KitchenDay {
  date: string;
  timeZone: string;
  /** The areas shown, in the order shown. */
  areas: readonly KitchenArea[];
  reservations: readonly KitchenReservation[];
  specials: readonly { _id: string; title: LocalizedText }[];
  /** Epoch ms: arrivals whose stay is over are no longer expected. */
  now: number;
}

const zero = (): KitchenCounts => ({ bookings: 0, covers: 0, expectedCovers: 0, seatedCovers: 0, walkInCovers: 0 });

const countKeys = ['bookings', 'covers', 'expectedCovers', 'seatedCovers', 'walkInCovers'] as const satisfies readonly (keyof KitchenCounts)[];
const add = (into: KitchenCounts, from: KitchenCounts): void => addCounts(into, from, countKeys);

/**
 * One booking's contribution: checked in and not left is seated. checkedInAt is no arrival: spec §4's late mark sets it
 * for a guest still on the way (core/reservations/attendance.ts), who is still expected.
 */
function countsOf(booking: KitchenReservation, now: number): KitchenCounts {
  const arrived = booking.checkedIn;
  const left = booking.leftAt !== null;
  const over = effectiveEnd(booking) <= now;
  return {
    bookings: 1,
    covers: booking.partySize,
    expectedCovers: !arrived && !left && !over ? booking.partySize : 0,
    seatedCovers: arrived && !left ? booking.partySize : 0,
    walkInCovers: booking.source === 'walk-in' ? booking.partySize : 0,
  };
}

const floorToSlot = (minutes: number) => minutes - (minutes % kitchenSlotMinutes);

/** The day's opening and closing minute from the areas' time slots of that weekday. */
function serviceHours(areas: readonly KitchenArea[], weekday: Weekday): { open: number; close: number } | undefined {
  const slots = areas.flatMap((area) => area.timeslots[weekday] ?? []);
  if (slots.length === 0) return undefined;
  return { open: Math.min(...slots.map((slot) => slot.start)), close: Math.max(...slots.map((slot) => slot.end)) };
}

interface Booking {
  row: KitchenReservation;
  minute: number;
  tables: string[];
}

/** The date's local clock: midnight to midnight, and whether the offset changes that day (a DST day). */
interface DayClock {
  date: string;
  timeZone: string;
  start: number;
  end: number;
  offsetChanges: boolean;
}

function dayClock(date: string, timeZone: string): DayClock {
  const start = toInstant(date, 0, timeZone).getTime();
  const end = toInstant(addDays(date, 1), 0, timeZone).getTime();
  return { date, timeZone, start, end, offsetChanges: zoneOffsetMs(start, timeZone) !== zoneOffsetMs(end - 1, timeZone) };
}

/**
 * The local minute of an instant on the clock's date, undefined on another date. On a day without a change of offset
 * that is the minutes since local midnight, read without the time-zone database (a wall screen recomputes the day on
 * every change); on a DST day the wall clock is read (core/time.ts toLocal).
 */
function localMinuteOf(clock: DayClock, instant: number): number | undefined {
  if (instant < clock.start || instant >= clock.end) return undefined;
  if (!clock.offsetChanges) return Math.floor((instant - clock.start) / 60_000);
  const local = toLocal(instant, clock.timeZone);
  return local.date === clock.date ? local.minutes : undefined;
}

const byTableNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/**
 * The day's bookings of the chosen areas, each once with all its tables (spec §3 linkedReservationId): the booking's
 * own table first, its extra tables in table-number order, so the server and the tablet list them alike.
 */
function bookingsOf(day: KitchenDay, clock: DayClock): Booking[] {
  const areaNames = new Set(day.areas.map((area) => area.name));
  const extraTables = new Map<string, string[]>();
  for (const row of day.reservations) {
    if (row.linkedReservationId === null || row.deletedAt !== null) continue;
    extraTables.set(row.linkedReservationId, [...(extraTables.get(row.linkedReservationId) ?? []), row.tableNumber]);
  }
  const bookings: Booking[] = [];
  for (const row of day.reservations) {
    if (row.linkedReservationId !== null || row.deletedAt !== null || !areaNames.has(row.level)) continue;
    const minute = localMinuteOf(clock, instantOf(row.startTime));
    if (minute === undefined) continue;
    const extra = [...(extraTables.get(row._id) ?? [])].sort(byTableNumber);
    bookings.push({ row, minute, tables: [row.tableNumber, ...extra] });
  }
  return bookings.sort((a, b) => a.minute - b.minute || (a.row._id < b.row._id ? -1 : 1));
}

/**
 * Whether a quarter hour happens on the date: on the day clocks go forward the skipped hour's quarters do not (a
 * kitchen screen must not show a 02:15 that never comes). Days without a change of offset are answered at once.
 */
function slotExists(clock: DayClock, start: number): boolean {
  if (!clock.offsetChanges) return true;
  const local = toLocal(toInstant(clock.date, start, clock.timeZone), clock.timeZone);
  return local.date === clock.date && local.minutes === start;
}

/** The slot starts of a day: every quarter hour from `first` to `last` that the wall clock shows that day. */
function slotStarts(clock: DayClock, first: number, last: number): number[] {
  const starts: number[] = [];
  for (let start = first; start <= last; start += kitchenSlotMinutes) if (slotExists(clock, start)) starts.push(start);
  return starts;
}

function noteOf({ row, tables }: Booking): KitchenNote | undefined {
  const note = row.note?.trim() ? row.note.trim() : null;
  if (note === null && row.specialId === null) return undefined;
  return { reservationId: row._id, partySize: row.partySize, area: row.level, tables, specialId: row.specialId, note, dietary: mentionsDiet(note) };
}

function emptySlot(start: number, areas: readonly KitchenArea[]): KitchenSlot {
  return { start, ...zero(), areas: areas.map((area) => ({ area: area.name, ...zero() })), notes: [] };
}

/** The areas once each, in the order given (a name given twice is shown once, where it came first). */
function distinctAreas(areas: readonly KitchenArea[]): KitchenArea[] {
  const seen = new Set<string>();
  return areas.filter((area) => !seen.has(area.name) && Boolean(seen.add(area.name)));
}

/** The slot figures of one day: every quarter hour from the opening to the close, and any booked outside them. */
export function kitchenFigures(day: KitchenDay): KitchenFigures {
  const areas = distinctAreas(day.areas);
  const clock = dayClock(day.date, day.timeZone);
  const bookings = bookingsOf(day, clock);
  const hours = serviceHours(areas, weekdayOf(day.date));
  // Bookings are in start order: the first and the last name the range they need.
  const earliest = bookings.length ? floorToSlot((bookings[0] as Booking).minute) : Infinity;
  const latest = bookings.length ? floorToSlot((bookings[bookings.length - 1] as Booking).minute) : -Infinity;
  const first = Math.min(hours ? floorToSlot(hours.open) : Infinity, earliest);
  const last = Math.max(hours ? hours.close - 1 : -Infinity, latest);
  const slots = Number.isFinite(first) ? slotStarts(clock, first, last).map((start) => emptySlot(start, areas)) : [];
  const slotAt = new Map(slots.map((slot) => [slot.start, slot]));
  const areaIndex = new Map(areas.map((area, index) => [area.name, index]));
  const totals = zero();
  for (const booking of bookings) {
    // A booking always has its slot: it exists on the wall clock, since a booking's start was read from it.
    const slot = slotAt.get(floorToSlot(booking.minute)) as KitchenSlot;
    const counts = countsOf(booking.row, day.now);
    add(slot, counts);
    add(slot.areas[areaIndex.get(booking.row.level) as number] as KitchenCounts, counts);
    add(totals, counts);
    const note = noteOf(booking);
    if (note) slot.notes.push(note);
  }
  const specialIds = new Set(bookings.map((booking) => booking.row.specialId).filter((id) => id !== null));
  return {
    date: day.date,
    timeZone: day.timeZone,
    areas: areas.map((area) => area.name),
    slots,
    totals,
    specials: day.specials.filter((special) => specialIds.has(special._id)).map(({ _id, title }) => ({ specialId: _id, title })),
  };
}
