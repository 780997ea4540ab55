// Staff reservations (spec §3/§5/§7 POST and PUT /reservations, POST /reservations/swap): walk-ins and phone bookings
// on chosen tables, edits and moves. Extra tables are linked reservations. A table that is taken at that time — by a
// reservation or a blocker, as core's findCollisions sees it — is refused with 409 table_occupied unless the request
// sets allowOverlap; the rows that then overlap another reservation are stored with allow_overlap, which keeps them out
// of the exclusion constraint (docs/decisions/002), and the overlap is listed under collisions.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import { bookingTables, findCollisions, localTime, type Collision } from '../../core/reservations';
import type { FieldError, StaffReservationInput, StaffReservationUpdate } from '../../core/schemas/front-of-house';
import type { Reservation } from '../../core/schemas/reservations';
import { localDateOf } from '../../core/time';
import type { Transaction } from '../platform/db/connection';
import { areas, diningTables, reservations, specials } from '../platform/db/schema';
import { createdAtOf } from '../modules/booking/service';
import { newReservationToken, newSmsToken } from '../modules/booking/reservation-token';
import type { Change, Outcome } from '../modules/front-of-house/changes';
import { planEdit } from './edit-fields';
import { changeRules } from '../modules/booking/repository/restaurant-rules';
import { lockBooking } from './reservation-actions';
import { dayList, loadBookAround, type Book } from '../modules/front-of-house/reservation-book';
import { reservationDto, type ReservationRow } from '../modules/booking/reservation-dto';

/** Spec §9: a new reservation lasts two hours unless its end is given. */
export const defaultLengthMs = 2 * 3_600_000;
/** A stay longer than a day is a typo, not a reservation. */
const maxLengthMs = 24 * 3_600_000;

const fieldError = (status: 'invalid_request' | 'not_found' | 'conflict', error: FieldError) =>
  new AppError(status, error.message, { fieldErrors: [error] });

/** Spec §5 Timeslot: start and end, with the defaults of spec §9 (now, two hours). */
function timesOf(input: { startTime?: string | undefined; endTime?: string | undefined }, fallback: { start: Date; lengthMs: number }) {
  const start = input.startTime ? new Date(input.startTime) : fallback.start;
  const end = input.endTime ? new Date(input.endTime) : new Date(start.getTime() + fallback.lengthMs);
  if (end.getTime() <= start.getTime()) {
    throw fieldError('invalid_request', { field: 'Timeslot', kind: 'InvalidFormat', message: 'The end must be after the start' });
  }
  if (end.getTime() - start.getTime() > maxLengthMs) {
    throw fieldError('invalid_request', { field: 'Timeslot', kind: 'Other', message: 'A reservation lasts at most 24 hours' });
  }
  return { start, end };
}

/** The area exists and every table is one of its tables, each named once. */
async function checkPlace(tx: Transaction, restaurantId: string, level: string, tableNumbers: readonly string[]): Promise<void> {
  const [area] = await tx.select({ id: areas.id }).from(areas).where(and(eq(areas.restaurantId, restaurantId), eq(areas.name, level))).limit(1);
  if (!area) throw fieldError('invalid_request', { field: 'Area', kind: 'Other', message: `There is no area named ${level}` });
  if (new Set(tableNumbers).size !== tableNumbers.length) {
    throw fieldError('invalid_request', { field: 'Table', kind: 'InvalidFormat', message: 'A table is named twice' });
  }
  const found = await tx
    .select({ tableNumber: diningTables.tableNumber })
    .from(diningTables)
    .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.level, level), inArray(diningTables.tableNumber, [...tableNumbers])));
  const known = new Set(found.map((row) => row.tableNumber));
  const missing = tableNumbers.filter((n) => !known.has(n));
  if (missing.length) throw fieldError('invalid_request', { field: 'Table', kind: 'Other', message: `No table ${missing.join(', ')} in ${level}` });
}

async function checkSpecial(tx: Transaction, restaurantId: string, specialId: string | null | undefined): Promise<void> {
  if (!specialId) return;
  const [row] = await tx.select({ id: specials.id }).from(specials).where(and(eq(specials.restaurantId, restaurantId), eq(specials.id, specialId))).limit(1);
  if (!row) throw new AppError('invalid_request', `No special ${specialId}`);
}

/** The collisions the planned rows would be part of, against the rest of the book (core findCollisions). */
function collisionsOf(planned: readonly ReservationRow[], book: Book): Collision[] {
  const ids = new Set(planned.map((row) => row.id));
  const others = book.reservations.filter((row) => !ids.has(row._id));
  const involves = (c: Collision) => (c.kind === 'reservations' ? c.reservationIds.some((id) => ids.has(id)) : ids.has(c.reservationId));
  return findCollisions([...others, ...planned.map(reservationDto)], book.blockers).filter(involves);
}

/**
 * Refuses an overlap without the override; with it, marks the rows that overlap another reservation as allow_overlap
 * (an overlap with a blocker needs the override but not the flag: the exclusion constraint knows no blockers).
 */
function settleOverlaps(planned: ReservationRow[], book: Book, allowOverlap: boolean, timeZone: string): Collision[] {
  const collisions = collisionsOf(planned, book);
  if (collisions.length && !allowOverlap) {
    const first = collisions[0] as Collision;
    const what = first.kind === 'reservations' ? 'another reservation' : 'a blocker';
    // A person may read this: restaurant-local times; the instants are in `collisions`.
    const message = `Table ${first.tableNumber} (${first.level}) is taken by ${what} from ${localTime(first.start, timeZone)} to ${localTime(first.end, timeZone)}; allowOverlap places it there anyway`;
    throw new AppError('table_occupied', message, { fieldErrors: [{ field: 'Table', kind: 'AlreadyExists', message }], collisions });
  }
  for (const row of planned) {
    row.allowOverlap = collisions.some((c) => c.kind === 'reservations' && c.reservationIds.includes(row.id));
  }
  return collisions;
}

function newRow(base: Omit<ReservationRow, 'id' | 'token' | 'tableNumber' | 'linkedReservationId'>, id: string, tableNumber: string, linkedReservationId: string | null): ReservationRow {
  return { ...base, id, token: newReservationToken(), tableNumber, linkedReservationId };
}

const logOf = (action: string, before: ReservationRow | null, after: ReservationRow | null) => ({
  action,
  entity: 'reservation' as const,
  entityId: (after ?? before)?.id as string,
  before: before ? reservationDto(before) : null,
  after: after ? reservationDto(after) : null,
});

export function staffReservationsService() {
  /** Spec §7 POST /reservations: a walk-in or phone booking; answers the day's list. */
  async function create(change: Change, input: StaffReservationInput): Promise<Outcome<Reservation[]>> {
    const { tx, restaurantId, now, actorId } = change;
    const { timeZone } = await changeRules(tx, restaurantId);
    const { start, end } = timesOf(input, { start: now, lengthMs: defaultLengthMs });
    await checkPlace(tx, restaurantId, input.level, input.tableNumbers);
    await checkSpecial(tx, restaurantId, input.specialId);
    const id = input._id ?? randomUUID();
    if (input._id) {
      const [taken] = await tx.select({ id: reservations.id }).from(reservations).where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.id, id))).limit(1);
      if (taken) throw new AppError('conflict', `A reservation with id ${id} exists already`, { fieldErrors: [{ field: null, kind: 'AlreadyExists', message: `A reservation with id ${id} exists already` }] });
    }
    const base = {
      restaurantId,
      smsToken: newSmsToken(),
      creatorId: actorId,
      editorId: actorId,
      deletedBy: null,
      specialId: input.specialId ?? null,
      areaGroupId: null,
      customerName: input.customer.name,
      customerPhone: input.customer.phone,
      customerEmail: input.customer.email.toLowerCase(),
      level: input.level,
      partySize: input.partySize,
      startTime: start,
      endTime: end,
      originalStartTime: start,
      originalEndTime: end,
      allowOverlap: false,
      guestBooking: false,
      checkedIn: false,
      checkedInAt: null,
      extendedTo: null,
      leftAt: null,
      note: input.note ?? null,
      color: input.color ?? null,
      referralCode: null,
      language: input.language ?? null,
      createdAt: createdAtOf(now),
      updatedAt: now,
      notifiedAt: null,
      deletedAt: null,
      fieldClock: {},
    };
    const [first, ...extra] = input.tableNumbers as [string, ...string[]];
    const planned = [newRow(base, id, first, null), ...extra.map((tableNumber) => newRow(base, randomUUID(), tableNumber, id))];
    const book = await loadBookAround(tx, restaurantId, [start], timeZone);
    settleOverlaps(planned, book, input.allowOverlap, timeZone);
    await tx.insert(reservations).values(planned);
    await change.record(...planned.map((row) => logOf('createReservation', null, row)));
    return { status: 200, body: await dayList(tx, restaurantId, localDateOf(start, timeZone), timeZone) };
  }

  /**
   * Spec §7 PUT /reservations: edits the booking (by its id or any of its linked rows' ids). Tables still wanted keep
   * their rows; dropped extra tables are soft-deleted, new ones get linked rows. A changed time clears an extension
   * (it was computed against the old end). Times, note, colour, language and special left out are kept. With
   * `changed` and `deviceTime`, only the named fields this edit is the latest write of are written (./edit-fields.ts,
   * docs/decisions/005 rule 3); the tables are decided here as for every edit (rule 4).
   */
  async function update(change: Change, input: StaffReservationUpdate): Promise<Outcome<Reservation[]>> {
    const { tx, restaurantId, now, actorId } = change;
    const { timeZone } = await changeRules(tx, restaurantId);
    const { target, rows } = await lockBooking(tx, restaurantId, input._id);
    const primary = rows.find((row) => row.id === (target.linkedReservationId ?? target.id)) ?? target;
    if (primary.deletedAt) throw new AppError('reservation_deleted', `Reservation ${primary.id} was deleted`);
    const asked = timesOf(input, {
      start: primary.startTime,
      lengthMs: input.startTime && !input.endTime ? primary.endTime.getTime() - primary.startTime.getTime() : defaultLengthMs,
    });
    const { patch, times, clock } = planEdit(primary, input, input.startTime || input.endTime ? asked : null, change);
    await checkPlace(tx, restaurantId, input.level, input.tableNumbers);
    await checkSpecial(tx, restaurantId, input.specialId);

    const live = [primary, ...rows.filter((row) => row !== primary && row.deletedAt === null)];
    const wanted = input.tableNumbers;
    const { keeps, added: addedTables } = bookingTables(primary, live, input.level, wanted);
    const timesChanged = times.start.getTime() !== primary.startTime.getTime() || times.end.getTime() !== primary.endTime.getTime();
    // A column the patch leaves out keeps the row's value: absent note … special keeps, null clears (a client that
    // never showed the field cannot wipe it), and a field another edit won keeps that edit's value.
    const edited = (row: ReservationRow, tableNumber: string): ReservationRow => ({
      ...row,
      ...patch,
      level: input.level,
      tableNumber,
      startTime: times.start,
      endTime: times.end,
      extendedTo: timesChanged ? null : row.extendedTo,
      fieldClock: clock,
      editorId: actorId,
      updatedAt: now,
    });
    const kept = [...keeps].map(([row, n]) => ({ before: row, after: edited(row, n) }));
    const dropped = live.filter((row) => !keeps.has(row)).map((row) => ({ before: row, after: { ...row, deletedAt: now, deletedBy: actorId, editorId: actorId, updatedAt: now } }));
    const primaryNext = kept.find((k) => k.before === primary)?.after as ReservationRow;
    const added = addedTables.map((tableNumber) => ({
        ...primaryNext,
        id: randomUUID(),
        token: newReservationToken(),
        tableNumber,
        linkedReservationId: primary.id,
        originalStartTime: times.start,
        originalEndTime: times.end,
        creatorId: actorId,
        createdAt: createdAtOf(now),
        notifiedAt: null,
      }));
    const planned = [...kept.map((k) => k.after), ...added];
    const book = await loadBookAround(tx, restaurantId, [times.start, primary.startTime], timeZone, rows.map((row) => row.id));
    settleOverlaps(planned, { ...book, reservations: book.reservations.filter((row) => !rows.some((own) => own.id === row._id)) }, input.allowOverlap, timeZone);

    // An edit that changes nothing writes nothing (and logs nothing); updatedAt and editorId alone are no change.
    const same = (before: ReservationRow, after: ReservationRow) =>
      JSON.stringify(reservationDto(before)) === JSON.stringify(reservationDto({ ...after, updatedAt: before.updatedAt, editorId: before.editorId }));
    const changedKept = kept.filter(({ before, after }) => !same(before, after));
    // A write that sets a field to the value it had still moves the field's clock (and logs nothing): otherwise an
    // earlier edit arriving later could win over it, and the outcome would depend on the order of arrival.
    const clockOnly = kept.filter(({ before, after }) => same(before, after) && JSON.stringify(before.fieldClock) !== JSON.stringify(after.fieldClock));
    // Dropped tables first, so a row moving onto a table of its own booking never meets its old occupant.
    for (const { after } of dropped) await writeRow(tx, after);
    for (const { after } of changedKept) await writeRow(tx, after);
    for (const { before, after } of clockOnly) await writeRow(tx, { ...before, fieldClock: after.fieldClock });
    if (added.length) await tx.insert(reservations).values(added);
    await change.record(
      ...[...dropped, ...changedKept].map(({ before, after }) => logOf('updateReservation', before, after)),
      ...added.map((row) => logOf('updateReservation', null, row)),
    );
    return { status: 200, body: await dayList(tx, restaurantId, localDateOf(times.start, timeZone), timeZone) };
  }

  /**
   * Spec §7 POST /reservations/swap: reservation A (one table of its booking) moves to the table `tableId`; B, when
   * given, to A's former table. The moves are written so that the exclusion constraint judges only the final places.
   */
  async function swap(change: Change, input: { reservationIdA: string; reservationIdB?: string | undefined; tableId: string; allowOverlap: boolean }) {
    const { tx, restaurantId, now, actorId } = change;
    if (input.reservationIdB === input.reservationIdA) throw new AppError('invalid_request', 'A reservation cannot be swapped with itself');
    const { timeZone } = await changeRules(tx, restaurantId);
    // Lock in id order: two swaps of the same pair never wait on each other crosswise.
    const ids = [input.reservationIdA, input.reservationIdB].filter((id): id is string => Boolean(id)).sort();
    const locked = new Map<string, { target: ReservationRow; rows: ReservationRow[] }>();
    for (const id of ids) locked.set(id, await lockBooking(tx, restaurantId, id));
    const a = locked.get(input.reservationIdA) as { target: ReservationRow; rows: ReservationRow[] };
    const b = input.reservationIdB ? locked.get(input.reservationIdB) : undefined;
    for (const { target } of [a, ...(b ? [b] : [])]) {
      if (target.deletedAt) throw new AppError('reservation_deleted', `Reservation ${target.id} was deleted`);
    }
    const [table] = await tx
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.id, input.tableId)))
      .limit(1);
    if (!table) throw new AppError('not_found', `No table ${input.tableId}`);

    const moved = (row: ReservationRow, to: { level: string; tableNumber: string }): ReservationRow => ({ ...row, ...to, editorId: actorId, updatedAt: now });
    const nextA = moved(a.target, { level: table.level, tableNumber: table.tableNumber });
    const nextB = b ? moved(b.target, { level: a.target.level, tableNumber: a.target.tableNumber }) : undefined;
    const planned = [nextA, ...(nextB ? [nextB] : [])];
    const holdsAlready = (row: ReservationRow, own: ReservationRow[]) =>
      own.some((other) => other.id !== row.id && other.deletedAt === null && other.level === row.level && other.tableNumber === row.tableNumber);
    if (holdsAlready(nextA, a.rows) || (b && nextB && holdsAlready(nextB, b.rows))) {
      throw new AppError('invalid_request', 'The booking already holds that table (one of its extra tables)');
    }
    const book = await loadBookAround(tx, restaurantId, planned.map((row) => row.startTime), timeZone);
    settleOverlaps(planned, book, input.allowOverlap, timeZone);

    const changes = [
      { before: a.target, after: nextA },
      ...(b && nextB ? [{ before: b.target, after: nextB }] : []),
    ].filter(({ before, after }) => before.level !== after.level || before.tableNumber !== after.tableNumber || before.allowOverlap !== after.allowOverlap);
    if (changes.length) {
      // A leaves the constraint while B takes its place, then A's final flag is checked at its new place.
      await writeRow(tx, { ...nextA, allowOverlap: true });
      if (nextB) await writeRow(tx, nextB);
      await writeRow(tx, nextA);
      await change.record(...changes.map(({ before, after }) => logOf(nextB ? 'swapReservations' : 'moveReservation', before, after)));
    }
    const body = { reservationA: reservationDto(changes.length ? nextA : a.target), ...(b ? { reservationB: reservationDto(changes.length && nextB ? nextB : b.target) } : {}) };
    return { status: 200, body };
  }

  return { create, update, swap };
}

async function writeRow(tx: Transaction, row: ReservationRow): Promise<void> {
  const { restaurantId, id, ...fields } = row;
  await tx
    .update(reservations)
    .set(fields)
    .where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.id, id)));
}
