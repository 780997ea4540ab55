// Blockers (spec §3 Blocker; §7 GET/POST/PUT/DELETE /blockers, mapped, matrix): a span of time in which the whole
// restaurant (no level), one area (a level without tables) or some tables of an area take no bookings. The
// availability engine reads them, so every change republishes the availability file (through ./changes.ts). A
// blocker may be placed over existing reservations: staff decide, and the overlaps show under collisions. Changes run
// as core commands (core/commands/blockers.ts): lock → load → plan → write.
import { randomUUID } from 'node:crypto';
import { isRefusal, plan, type BlockerCreate, type BlockerDelete, type BlockerEdit, type Changes } from '../../../core/commands';
import type { Blocker, BlockerInput } from '../../../core/schemas/front-of-house';
import type { Database } from '../../platform/db/connection';
import { logEntryOf, type Change, type Outcome } from './changes';
import { refusalError } from './command-refusals';
import { floorOf } from './repository/day-floor';
import { changeRules, restaurantRules } from '../booking';
import { blockerDto, dayBounds } from './repository/reservation-book';
import { blockersOverlapping, deleteBlocker, insertBlocker, lockBlocker, updateBlocker } from './repository/blockers';

/** Plans a blocker command on the floor (and the blocker it names, locked); a refusal is thrown as the API's error. */
async function plannedBlockers(change: Change, command: BlockerCreate | BlockerEdit | BlockerDelete, current: Blocker[]): Promise<Changes> {
  const { tx, restaurantId } = change;
  const { timeZone } = await changeRules(tx, restaurantId);
  // The floor is read only for a blocker of an area (the whole restaurant names none).
  const floor = command.kind === 'deleteBlocker' || (command.input.level ?? null) === null ? { tables: [] } : await floorOf(tx, restaurantId);
  const state = { restaurantId, timeZone, reservations: [], blockers: current, ...floor };
  const result = plan(state, command, { now: change.now.getTime(), actorId: change.actorId, actionId: change.actionId, newId: randomUUID });
  if (isRefusal(result)) throw refusalError(result.refusal, command.kind, timeZone);
  return result.changes;
}

const rowOf = (restaurantId: string, blocker: Blocker) => ({
  restaurantId,
  id: blocker._id,
  start: new Date(blocker.start),
  end: new Date(blocker.end),
  level: blocker.level,
  tableNumbers: blocker.tableNumbers,
  note: blocker.note,
  createdBy: blocker.createdBy,
  createdAt: new Date(blocker.createdAt),
});

const logOf = logEntryOf<Blocker>('blocker');

export type BlockersService = ReturnType<typeof blockersService>;

export function blockersService({ db }: { db: Database }) {
  /** Spec §7 GET /blockers (date): those overlapping the restaurant-local day; without a date, those not yet over. */
  async function list(restaurantId: string, date: string | undefined, now = new Date()): Promise<Blocker[]> {
    const { timeZone } = await restaurantRules(db, restaurantId);
    const window = date ? dayBounds(date, timeZone) : { start: now, end: new Date('9999-12-31T00:00:00Z') };
    const rows = await blockersOverlapping(db, restaurantId, window);
    return rows.map(blockerDto);
  }

  /** The server names the blocker (a tablet's local id is replaced by the one in the answer). */
  async function create(change: Change, input: BlockerInput): Promise<Outcome<Blocker>> {
    const { tx, restaurantId } = change;
    const changes = await plannedBlockers(change, { kind: 'createBlocker', input }, []);
    const [planned] = changes.blockers as [Blocker];
    const blocker = blockerDto(await insertBlocker(tx, rowOf(restaurantId, planned)));
    await change.record(logOf('createBlocker', null, blocker));
    return { status: 201, body: blocker };
  }

  async function update(change: Change, id: string, input: BlockerInput): Promise<Outcome<Blocker>> {
    const { tx, restaurantId } = change;
    const command = { kind: 'updateBlocker' as const, blockerId: id, input };
    // The body naming another blocker is refused before anything is read or locked.
    if (input._id !== undefined && input._id !== id) await plannedBlockers(change, command, []);
    const current = await lockBlocker(tx, restaurantId, id);
    const before = current ? blockerDto(current) : undefined;
    const changes = await plannedBlockers(change, command, before ? [before] : []);
    const [planned] = changes.blockers as [Blocker];
    const { id: _id, restaurantId: _restaurantId, createdBy: _createdBy, createdAt: _createdAt, ...values } = rowOf(restaurantId, planned);
    const after = blockerDto(await updateBlocker(tx, restaurantId, id, values));
    if (JSON.stringify(before) !== JSON.stringify(after)) await change.record(logOf('updateBlocker', before as Blocker, after));
    return { status: 200, body: after };
  }

  async function remove(change: Change, id: string): Promise<Outcome<Blocker>> {
    const { tx, restaurantId } = change;
    const current = await lockBlocker(tx, restaurantId, id);
    await plannedBlockers(change, { kind: 'deleteBlocker', blockerId: id }, current ? [blockerDto(current)] : []);
    const before = blockerDto(await deleteBlocker(tx, restaurantId, id));
    await change.record(logOf('deleteBlocker', before, null));
    return { status: 200, body: before };
  }

  return { list, create, update, remove };
}
