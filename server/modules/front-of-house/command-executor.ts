// Each host command executed on the server (design.md rule 3): lock the rows it changes → load the day it touches →
// core's plan → write, inside the change's transaction (./changes.ts: idempotency, actions log, announcements). The
// single routes and POST /sync/batch call these same functions, so a command sent alone and one sent in a batch are
// one thing. The tablet runs the same plan on its own day (src/offline).
import { randomUUID } from 'node:crypto';
import type { ReservationSource } from '../../../core/analytics/booking-origin';
import { actionsReadingNeighbours } from '../../../core/reservations';
import { bookingAfter, isRefusal, plan, type Changes, type Command, type DayState, type Edit, type HostAction, type Move, type PlanContext, type WalkIn } from '../../../core/commands';
import type { ReservationAction } from '../../../core/schemas/reservation-actions';
import type { Reservation } from '../../../core/schemas/reservations';
import { localDateOf } from '../../../core/time';
import { logEntryOf, type Change, type Outcome } from './changes';
import { refusalError } from './command-refusals';
import { changedColumns, columnsOf, loadDay, type DayLoad } from './command-state';
import { lockBooking } from './repository/reservation-lock';
import { insertReservations, updateRow } from './repository/reservation-writes';
import { dayList } from './repository/reservation-book';
import { newReservationToken, newSmsToken, reservationDto, type ReservationRow } from '../booking';

const contextOf = (change: Change): PlanContext => ({ now: change.now.getTime(), actorId: change.actorId, actionId: change.actionId, newId: randomUUID });

/** Loads the day, plans the command on it; a refusal is thrown as the API's error for it. */
async function planned(change: Change, command: Command, load: DayLoad): Promise<{ changes: Changes; state: DayState; rows: Map<string, ReservationRow> }> {
  const { state, rows } = await loadDay(change.tx, change.restaurantId, load);
  const result = plan(state, command, contextOf(change));
  if (isRefusal(result)) throw refusalError(result.refusal, command.kind, state.timeZone);
  return { changes: result.changes, state, rows };
}

const logOf = logEntryOf<Reservation>('reservation');

/** Spec §4 host action: the booking's rows after it, and where it starts (the check-in and delete routes answer its day). */
export async function executeHostAction(change: Change, command: HostAction): Promise<{ reservations: Reservation[]; timeZone: string; startTime: string }> {
  const { tx, restaurantId } = change;
  const { target, rows } = await lockBooking(tx, restaurantId, command.action.reservationId);
  // Most actions read only the booking (core's actionsReadingNeighbours): the day's book is loaded when the rule needs it.
  const starts = actionsReadingNeighbours.has(command.action.type) ? [target.startTime] : undefined;
  const { changes, state, rows: read } = await planned(change, command, { starts, locked: rows });
  for (const next of changes.reservations) await updateRow(tx, restaurantId, next._id, changedColumns(read.get(next._id) as ReservationRow, next));
  const before = new Map(state.reservations.map((row) => [row._id, row]));
  await change.record(...changes.reservations.map((next) => logOf(command.action.type, before.get(next._id) ?? null, next)));
  const after = new Map(before);
  for (const next of changes.reservations) after.set(next._id, next);
  return { reservations: bookingAfter([...after.values()], command), timeZone: state.timeZone, startTime: reservationDto(target).startTime };
}

/**
 * Applies a host action inside a change. Refused actions raise the core rule's code (409 extension_blocked …, 404
 * not_found); a repeated action whose result already holds changes and logs nothing.
 */
export function applyHostAction(change: Change, action: ReservationAction): Promise<{ reservations: Reservation[]; timeZone: string; startTime: string }> {
  return executeHostAction(change, { kind: 'action', action });
}

/**
 * Spec §7 POST /reservations: answers the day's list. `source` names where a booking came from when it is not the
 * staff form's own (a waitlist entry turned into a reservation, docs/decisions/010).
 */
export async function executeWalkIn(change: Change, command: WalkIn, source?: Extract<ReservationSource, 'waitlist'>): Promise<Outcome<Reservation[]>> {
  const { tx, restaurantId, now } = change;
  const { input } = command;
  const start = input.startTime ? new Date(input.startTime) : now;
  const { changes, state } = await planned(change, command, { starts: [start], ids: [input._id], floor: true, specialId: input.specialId });
  const smsToken = newSmsToken();
  const made = source ? changes.reservations.map((row) => ({ ...row, source })) : changes.reservations;
  const rows = made.map((row) => ({ ...columnsOf(row), token: newReservationToken(), smsToken, guestBooking: false, fieldClock: {}, referredAt: null, spend: null }));
  await insertReservations(tx, rows);
  await change.record(...rows.map((row) => logOf('createReservation', null, reservationDto(row))));
  const first = changes.reservations[0] as Reservation;
  return { status: 200, body: await dayList(tx, restaurantId, localDateOf(new Date(first.startTime), state.timeZone), state.timeZone) };
}

/**
 * Spec §7 PUT /reservations: dropped tables are written first, so a row moving onto a table of its own booking never
 * meets its old occupant; a row the edit leaves as it was still takes the booking's clock when it moved (a write that
 * sets a field to the value it had still moves the field's clock, docs/decisions/005 rule 3).
 */
export async function executeEdit(change: Change, command: Edit): Promise<Outcome<Reservation[]>> {
  const { tx, restaurantId } = change;
  const { rows: locked } = await lockBooking(tx, restaurantId, command.reservationId);
  const target = locked.find((row) => row.id === command.reservationId) as ReservationRow;
  const primary = locked.find((row) => row.id === (target.linkedReservationId ?? target.id)) ?? target;
  const asked = command.changes.startTime ? new Date(command.changes.startTime) : primary.startTime;
  const { changes, state, rows } = await planned(change, command, { starts: [asked, primary.startTime], locked, floor: true, specialId: command.changes.specialId });
  const clock = changes.fieldClock;
  const clockOf = (id: string) => (clock && clock.rowIds.includes(id) ? clock.clock : undefined);
  const existing = changes.reservations.filter((row) => rows.has(row._id));
  const added = changes.reservations.filter((row) => !rows.has(row._id));
  const ordered = [...existing.filter((row) => row.deletedAt !== null), ...existing.filter((row) => row.deletedAt === null)];
  for (const next of ordered) {
    const before = rows.get(next._id) as ReservationRow;
    const nextClock = clockOf(next._id);
    await updateRow(tx, restaurantId, next._id, { ...changedColumns(before, next), ...(nextClock ? { fieldClock: nextClock } : {}) });
  }
  const written = new Set(changes.reservations.map((row) => row._id));
  for (const id of clock?.rowIds ?? []) {
    const before = rows.get(id) as ReservationRow;
    if (!written.has(id) && clock && JSON.stringify(before.fieldClock) !== JSON.stringify(clock.clock)) await updateRow(tx, restaurantId, id, { fieldClock: clock.clock });
  }
  if (added.length) {
    const base = rows.get(primary.id) as ReservationRow;
    await insertReservations(tx, added.map((row) => ({ ...columnsOf(row), token: newReservationToken(), smsToken: row.smsToken ?? null, guestBooking: base.guestBooking, fieldClock: clock?.clock ?? {} })));
  }
  const dto = new Map(state.reservations.map((row) => [row._id, row]));
  await change.record(...existing.map((row) => logOf('updateReservation', dto.get(row._id) ?? null, row)), ...added.map((row) => logOf('updateReservation', null, row)));
  const primaryNow = changes.reservations.find((row) => row._id === primary.id) ?? (dto.get(primary.id) as Reservation);
  return { status: 200, body: await dayList(tx, restaurantId, localDateOf(new Date(primaryNow.startTime), state.timeZone), state.timeZone) };
}

/** Spec §7 POST /reservations/swap: the moves are written so that the exclusion constraint judges only the final places. */
export async function executeMove(change: Change, command: Move): Promise<Outcome<{ reservationA: Reservation; reservationB?: Reservation }>> {
  const { tx, restaurantId } = change;
  if (command.reservationIdB === command.reservationIdA) throw refusalError({ code: 'invalid_request', params: { reason: 'swap_with_itself' } }, command.kind, 'UTC');
  // Lock in id order: two swaps of the same pair never wait on each other crosswise.
  const ids = [command.reservationIdA, command.reservationIdB].filter((id): id is string => Boolean(id)).sort();
  const locked: ReservationRow[] = [];
  for (const id of ids) locked.push(...(await lockBooking(tx, restaurantId, id)).rows);
  const starts = ids.map((id) => (locked.find((row) => row.id === id) as ReservationRow).startTime);
  const { changes, state } = await planned(change, command, { starts, locked, floor: true });
  const before = new Map(state.reservations.map((row) => [row._id, row]));
  const [nextA, nextB] = changes.reservations;
  if (nextA) {
    // A leaves the constraint while B takes its place, then A's final flag is checked at its new place.
    const columns = (row: Reservation) => changedColumns({ ...columnsOf(before.get(row._id) as Reservation), token: '', smsToken: null, guestBooking: false, fieldClock: {}, referredAt: null, spend: null }, row);
    await updateRow(tx, restaurantId, nextA._id, { ...columns(nextA), allowOverlap: true });
    if (nextB) await updateRow(tx, restaurantId, nextB._id, columns(nextB));
    await updateRow(tx, restaurantId, nextA._id, { allowOverlap: nextA.allowOverlap });
    const moved = changes.reservations.filter((row) => {
      const old = before.get(row._id) as Reservation;
      return old.level !== row.level || old.tableNumber !== row.tableNumber || old.allowOverlap !== row.allowOverlap;
    });
    await change.record(...moved.map((row) => logOf(nextB ? 'swapReservations' : 'moveReservation', before.get(row._id) ?? null, row)));
  }
  const answer = (id: string) => changes.reservations.find((row) => row._id === id) ?? (before.get(id) as Reservation);
  return { status: 200, body: { reservationA: answer(command.reservationIdA), ...(command.reservationIdB ? { reservationB: answer(command.reservationIdB) } : {}) } };
}
