// The tablet's guess of what the server will do with a queued operation (design.md rule 3): host actions through
// core's applyReservationAction — the very function the server runs — and walk-ins, edits, moves and blockers the way
// server/services/staff-reservations.ts and blockers.ts write them, with core's findCollisions deciding whether a
// table is taken. Pure: the queue applies it inside its Dexie transaction, the day store re-applies pending entries
// on top of every refresh, and the tests compare it with the core rules.
import type { ErrorCode } from '../../core/errors';
import { applyReservationAction, bookingTables, findCollisions, groupKey, localTime, type Collision } from '../../core/reservations';
import type { Blocker } from '../../core/schemas/front-of-house';
import type { Table } from '../../core/schemas/floor';
import type { Reservation } from '../../core/schemas/reservations';
import type { BlockerBody, Operation, ReservationChanges, WalkInInput } from './operations';

export interface LocalState {
  restaurantId: string;
  timeZone: string;
  reservations: readonly Reservation[];
  blockers: readonly Blocker[];
  /** The floor, when known: moves name a table by id, and table numbers are checked against it. */
  tables: readonly Pick<Table, '_id' | 'level' | 'tableNumber'>[];
}

export interface LocalContext {
  /** The device time of the operation (epoch ms), the rules' `now`. */
  now: number;
  actorId: string | null;
  /** Makes ids for rows only the server names for good (extra tables of a walk-in or an edit). */
  newId(): string;
}

export type LocalOutcome =
  | { ok: true; reservations: Reservation[]; blockers: Blocker[]; removedBlockers: string[] }
  | { ok: false; code: ErrorCode; message: string; collisions?: Collision[]; at?: string };

/** Spec §9: a new reservation lasts two hours unless its end is given (server/services/staff-reservations.ts). */
const defaultLengthMs = 2 * 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** The server stamps createdAt with seconds and milliseconds zeroed (spec §3). */
const createdAtOf = (ms: number) => iso(Math.floor(ms / 60_000) * 60_000);

const done = (reservations: Reservation[], blockers: Blocker[] = [], removedBlockers: string[] = []): LocalOutcome => ({
  ok: true,
  reservations,
  blockers,
  removedBlockers,
});
const refuse = (code: ErrorCode, message: string, collisions?: Collision[]): LocalOutcome => ({ ok: false, code, message, ...(collisions ? { collisions } : {}) });

function checkTables(state: LocalState, level: string, tableNumbers: readonly string[]): LocalOutcome | undefined {
  if (new Set(tableNumbers).size !== tableNumbers.length) return refuse('invalid_request', 'A table is named twice');
  if (!state.tables.length) return undefined;
  const known = new Set(state.tables.filter((t) => t.level === level).map((t) => t.tableNumber));
  const missing = tableNumbers.filter((n) => !known.has(n));
  return missing.length ? refuse('invalid_request', `No table ${missing.join(', ')} in ${level}`) : undefined;
}

/** As the server: an overlap with another reservation or a blocker is refused without the override. */
function settleOverlaps(planned: Reservation[], state: LocalState, ownIds: ReadonlySet<string>, allowOverlap: boolean): LocalOutcome | Reservation[] {
  const ids = new Set(planned.map((row) => row._id));
  const others = state.reservations.filter((row) => !ids.has(row._id) && !ownIds.has(row._id));
  const involves = (c: Collision) => (c.kind === 'reservations' ? c.reservationIds.some((id) => ids.has(id)) : ids.has(c.reservationId));
  const collisions = findCollisions([...others, ...planned], state.blockers).filter(involves);
  if (collisions.length && !allowOverlap) {
    const first = collisions[0] as Collision;
    return refuse('table_occupied', `Table ${first.tableNumber} (${first.level}) is taken from ${localTime(first.start, state.timeZone)} to ${localTime(first.end, state.timeZone)}`, collisions);
  }
  return planned.map((row) => ({
    ...row,
    allowOverlap: collisions.some((c) => c.kind === 'reservations' && c.reservationIds.includes(row._id)),
  }));
}

function timesOf(input: { startTime?: string | undefined; endTime?: string | undefined }, fallbackStart: number, lengthMs: number) {
  const start = input.startTime ? Date.parse(input.startTime) : fallbackStart;
  const end = input.endTime ? Date.parse(input.endTime) : start + lengthMs;
  return { start, end };
}

function walkIn(state: LocalState, input: WalkInInput, ctx: LocalContext): LocalOutcome {
  // Re-applied after the server created it (a refresh arrived before the acknowledgement): nothing to do.
  if (state.reservations.some((row) => row._id === input._id)) return done([]);
  const { start, end } = timesOf(input, ctx.now, defaultLengthMs);
  if (end <= start) return refuse('invalid_request', 'The end must be after the start');
  const invalid = checkTables(state, input.level, input.tableNumbers);
  if (invalid) return invalid;
  const base: Omit<Reservation, '_id' | 'tableNumber' | 'linkedReservationId'> = {
    restaurantId: state.restaurantId,
    creatorId: ctx.actorId,
    editorId: ctx.actorId,
    deletedBy: null,
    specialId: input.specialId ?? null,
    areaGroupId: null,
    customer: { name: input.customer.name.trim(), phone: (input.customer.phone ?? '').trim(), email: (input.customer.email ?? '').trim().toLowerCase() },
    level: input.level,
    partySize: input.partySize ?? 2,
    startTime: iso(start),
    endTime: iso(end),
    originalStartTime: iso(start),
    originalEndTime: iso(end),
    createdAt: createdAtOf(ctx.now),
    updatedAt: iso(ctx.now),
    checkedIn: false,
    checkedInAt: null,
    extendedTo: null,
    leftAt: null,
    notifiedAt: null,
    deletedAt: null,
    note: input.note ?? null,
    color: input.color ?? null,
    referralCode: null,
    language: input.language ?? null,
    allowOverlap: false,
  };
  const [first, ...extra] = input.tableNumbers;
  if (first === undefined) return refuse('invalid_request', 'Choose a table');
  const planned: Reservation[] = [
    { ...base, _id: input._id, tableNumber: first, linkedReservationId: null },
    ...extra.map((tableNumber) => ({ ...base, _id: ctx.newId(), tableNumber, linkedReservationId: input._id })),
  ];
  const settled = settleOverlaps(planned, state, new Set(), input.allowOverlap ?? false);
  return Array.isArray(settled) ? done(settled) : settled;
}

/** The edit as server/services/staff-reservations.ts `update` writes it, with the fields the host did not touch kept. */
function edit(state: LocalState, reservationId: string, changes: ReservationChanges, allowOverlap: boolean, ctx: LocalContext): LocalOutcome {
  const target = state.reservations.find((row) => row._id === reservationId);
  if (!target) return refuse('not_found', `No reservation ${reservationId}`);
  const key = groupKey(target);
  const rows = state.reservations.filter((row) => groupKey(row) === key);
  const primary = rows.find((row) => row._id === key) ?? target;
  if (primary.deletedAt) return refuse('reservation_deleted', `Reservation ${primary._id} was deleted`);
  const live = [primary, ...rows.filter((row) => row !== primary && row.deletedAt === null)];
  const level = changes.level ?? primary.level;
  const wanted = changes.tableNumbers ?? live.filter((row) => row.level === level).map((row) => row.tableNumber);
  const invalid = checkTables(state, level, wanted);
  if (invalid) return invalid;
  const oldStart = Date.parse(primary.startTime);
  const oldEnd = Date.parse(primary.endTime);
  const { start, end } =
    changes.startTime || changes.endTime
      ? timesOf(changes, oldStart, changes.startTime && !changes.endTime ? oldEnd - oldStart : defaultLengthMs)
      : { start: oldStart, end: oldEnd };
  if (end <= start) return refuse('invalid_request', 'The end must be after the start');
  const timesChanged = start !== oldStart || end !== oldEnd;

  const { keeps, added: addedTables } = bookingTables(primary, live, level, wanted);
  const customer = {
    name: changes.customer?.name?.trim() ?? primary.customer.name,
    phone: changes.customer?.phone?.trim() ?? primary.customer.phone,
    email: changes.customer?.email?.trim().toLowerCase() ?? primary.customer.email,
  };
  const edited = (row: Reservation, tableNumber: string): Reservation => ({
    ...row,
    customer,
    partySize: changes.partySize ?? primary.partySize,
    level,
    tableNumber,
    startTime: iso(start),
    endTime: iso(end),
    extendedTo: timesChanged ? null : row.extendedTo,
    note: changes.note === undefined ? row.note : changes.note,
    color: changes.color === undefined ? row.color : changes.color,
    language: changes.language === undefined ? row.language : changes.language,
    specialId: changes.specialId === undefined ? row.specialId : changes.specialId,
    editorId: ctx.actorId,
    updatedAt: iso(ctx.now),
  });
  const kept = [...keeps].map(([row, n]) => edited(row, n));
  const dropped = live.filter((row) => !keeps.has(row)).map((row) => ({ ...row, deletedAt: iso(ctx.now), deletedBy: ctx.actorId, editorId: ctx.actorId, updatedAt: iso(ctx.now) }));
  const primaryNext = kept.find((row) => row._id === primary._id) as Reservation;
  const added = addedTables.map((tableNumber) => ({
      ...primaryNext,
      _id: ctx.newId(),
      tableNumber,
      linkedReservationId: primary._id,
      originalStartTime: iso(start),
      originalEndTime: iso(end),
      creatorId: ctx.actorId,
      createdAt: createdAtOf(ctx.now),
      notifiedAt: null,
    }));
  const settled = settleOverlaps([...kept, ...added], state, new Set(rows.map((row) => row._id)), allowOverlap);
  return Array.isArray(settled) ? done([...dropped, ...settled]) : settled;
}

/** Spec §7 swap: A moves to the table; B, when given, to A's former table (server/services/staff-reservations.ts). */
function swap(state: LocalState, op: Extract<Operation, { kind: 'swap' }>, ctx: LocalContext): LocalOutcome {
  const a = state.reservations.find((row) => row._id === op.reservationIdA);
  const b = op.reservationIdB ? state.reservations.find((row) => row._id === op.reservationIdB) : undefined;
  if (!a || (op.reservationIdB && !b)) return refuse('not_found', `No reservation ${a ? op.reservationIdB : op.reservationIdA}`);
  if (op.reservationIdB === op.reservationIdA) return refuse('invalid_request', 'A reservation cannot be swapped with itself');
  for (const row of [a, ...(b ? [b] : [])]) if (row.deletedAt) return refuse('reservation_deleted', `Reservation ${row._id} was deleted`);
  const table = state.tables.find((t) => t._id === op.tableId);
  if (!table) return refuse('not_found', `No table ${op.tableId}`);
  const moved = (row: Reservation, to: { level: string; tableNumber: string }): Reservation => ({ ...row, ...to, editorId: ctx.actorId, updatedAt: iso(ctx.now) });
  const planned = [moved(a, { level: table.level, tableNumber: table.tableNumber }), ...(b ? [moved(b, { level: a.level, tableNumber: a.tableNumber })] : [])];
  const unchanged = planned.every((row, i) => {
    const before = i === 0 ? a : (b as Reservation);
    return before.level === row.level && before.tableNumber === row.tableNumber;
  });
  if (unchanged) return done([]);
  const settled = settleOverlaps(planned, state, new Set(), op.allowOverlap ?? false);
  return Array.isArray(settled) ? done(settled) : settled;
}

function blockerOf(id: string, input: BlockerBody, createdBy: string | null, createdAt: string): Blocker {
  return {
    _id: id,
    start: new Date(input.start).toISOString(),
    end: new Date(input.end).toISOString(),
    level: input.level ?? null,
    tableNumbers: [...new Set(input.tableNumbers ?? [])],
    note: input.note ?? null,
    createdBy,
    createdAt,
  };
}

function checkBlocker(input: BlockerBody): LocalOutcome | undefined {
  if (Date.parse(input.end) <= Date.parse(input.start)) return refuse('invalid_request', 'A blocker ends after it starts');
  if ((input.level ?? null) === null && input.tableNumbers?.length) return refuse('invalid_request', 'Tables of a blocker belong to an area: set level');
  return undefined;
}

/** The operation applied to the local state: the rows to write, or the refusal the server would give. */
export function applyOperation(state: LocalState, op: Operation, ctx: LocalContext): LocalOutcome {
  switch (op.kind) {
    case 'action': {
      const applied = applyReservationAction({ timeZone: state.timeZone, reservations: state.reservations, blockers: state.blockers }, op.action, ctx.now, ctx.actorId);
      return applied.ok ? done(applied.changed) : { ...refuse(applied.code, applied.message), ...(applied.at === undefined ? {} : { at: applied.at }) };
    }
    case 'createReservation':
      return walkIn(state, op.input, ctx);
    case 'updateReservation':
      return edit(state, op.reservationId, op.changes, op.allowOverlap ?? false, ctx);
    case 'swap':
      return swap(state, op, ctx);
    case 'createBlocker': {
      if (state.blockers.some((b) => b._id === op.blockerId)) return done([]);
      return checkBlocker(op.input) ?? done([], [blockerOf(op.blockerId, op.input, ctx.actorId, iso(ctx.now))]);
    }
    case 'updateBlocker': {
      const current = state.blockers.find((b) => b._id === op.blockerId);
      if (!current) return refuse('not_found', `No blocker ${op.blockerId}`);
      return checkBlocker(op.input) ?? done([], [blockerOf(op.blockerId, op.input, current.createdBy, current.createdAt)]);
    }
    case 'deleteBlocker': {
      if (!state.blockers.some((b) => b._id === op.blockerId)) return refuse('not_found', `No blocker ${op.blockerId}`);
      return done([], [], [op.blockerId]);
    }
  }
}

/** State after an outcome (for applying several operations in a row). */
export function withOutcome(state: LocalState, outcome: Extract<LocalOutcome, { ok: true }>): LocalState {
  if (!outcome.reservations.length && !outcome.blockers.length && !outcome.removedBlockers.length) return state;
  const rows = new Map(state.reservations.map((row) => [row._id, row]));
  for (const row of outcome.reservations) rows.set(row._id, row);
  const blockers = new Map(state.blockers.map((b) => [b._id, b]));
  for (const b of outcome.blockers) blockers.set(b._id, b);
  for (const id of outcome.removedBlockers) blockers.delete(id);
  return { ...state, reservations: [...rows.values()], blockers: [...blockers.values()] };
}
