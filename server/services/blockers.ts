// Blockers (spec §3 Blocker; §7 GET/POST/PUT/DELETE /blockers, mapped, matrix): a span of time in which the whole
// restaurant (no level), one area (a level without tables) or some tables of an area take no bookings. The
// availability engine reads them, so every change republishes the availability file (through ../modules/front-of-house/changes.ts). A
// blocker may be placed over existing reservations: staff decide, and the overlaps show under collisions.
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import type { Blocker, BlockerInput } from '../../core/schemas/front-of-house';
import type { Database, Transaction } from '../platform/db/connection';
import { areas, blockers, diningTables } from '../platform/db/schema';
import type { Change, Outcome } from '../modules/front-of-house/changes';
import { restaurantRules } from '../modules/booking/repository/restaurant-rules';
import { blockerDto, dayBounds } from '../modules/front-of-house/reservation-book';

const maxLengthMs = 366 * 86_400_000;

async function checkBlocker(tx: Transaction, restaurantId: string, input: BlockerInput): Promise<{ start: Date; end: Date; level: string | null; tableNumbers: string[] }> {
  const start = new Date(input.start);
  const end = new Date(input.end);
  if (end.getTime() <= start.getTime()) throw new AppError('invalid_request', 'A blocker ends after it starts');
  if (end.getTime() - start.getTime() > maxLengthMs) throw new AppError('invalid_request', 'A blocker lasts at most a year');
  const level = input.level ?? null;
  const tableNumbers = [...new Set(input.tableNumbers)];
  if (level === null) {
    if (tableNumbers.length) throw new AppError('invalid_request', 'Tables of a blocker belong to an area: set level');
    return { start, end, level, tableNumbers };
  }
  const [area] = await tx.select({ id: areas.id }).from(areas).where(and(eq(areas.restaurantId, restaurantId), eq(areas.name, level))).limit(1);
  if (!area) throw new AppError('invalid_request', `There is no area named ${level}`);
  if (tableNumbers.length) {
    const found = await tx
      .select({ tableNumber: diningTables.tableNumber })
      .from(diningTables)
      .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.level, level), inArray(diningTables.tableNumber, tableNumbers)));
    const known = new Set(found.map((row) => row.tableNumber));
    const missing = tableNumbers.filter((n) => !known.has(n));
    if (missing.length) throw new AppError('invalid_request', `No table ${missing.join(', ')} in ${level}`);
  }
  return { start, end, level, tableNumbers };
}

const logOf = (action: string, before: Blocker | null, after: Blocker | null) => ({
  action,
  entity: 'blocker' as const,
  entityId: (after ?? before)?._id as string,
  before,
  after,
});

export type BlockersService = ReturnType<typeof blockersService>;

export function blockersService({ db }: { db: Database }) {
  /** Spec §7 GET /blockers (date): those overlapping the restaurant-local day; without a date, those not yet over. */
  async function list(restaurantId: string, date: string | undefined, now = new Date()): Promise<Blocker[]> {
    const { timeZone } = await restaurantRules(db, restaurantId);
    const window = date ? dayBounds(date, timeZone) : { start: now, end: new Date('9999-12-31T00:00:00Z') };
    const rows = await db
      .select()
      .from(blockers)
      .where(and(eq(blockers.restaurantId, restaurantId), lt(blockers.start, window.end), gt(blockers.end, window.start)))
      .orderBy(asc(blockers.start), asc(blockers.id));
    return rows.map(blockerDto);
  }

  async function create(change: Change, input: BlockerInput): Promise<Outcome<Blocker>> {
    const { tx, restaurantId } = change;
    const values = await checkBlocker(tx, restaurantId, input);
    const [row] = await tx
      .insert(blockers)
      .values({ restaurantId, ...values, note: input.note ?? null, createdBy: change.actorId })
      .returning();
    const blocker = blockerDto(row as typeof blockers.$inferSelect);
    await change.record(logOf('createBlocker', null, blocker));
    return { status: 201, body: blocker };
  }

  async function update(change: Change, id: string, input: BlockerInput): Promise<Outcome<Blocker>> {
    const { tx, restaurantId } = change;
    if (input._id !== undefined && input._id !== id) throw new AppError('invalid_request', `The body names blocker ${input._id}, the path ${id}`);
    const [current] = await tx.select().from(blockers).where(and(eq(blockers.restaurantId, restaurantId), eq(blockers.id, id))).for('update');
    if (!current) throw new AppError('not_found', `No blocker ${id}`);
    const values = await checkBlocker(tx, restaurantId, input);
    const [row] = await tx
      .update(blockers)
      .set({ ...values, note: input.note ?? null })
      .where(and(eq(blockers.restaurantId, restaurantId), eq(blockers.id, id)))
      .returning();
    const before = blockerDto(current);
    const after = blockerDto(row as typeof blockers.$inferSelect);
    if (JSON.stringify(before) !== JSON.stringify(after)) await change.record(logOf('updateBlocker', before, after));
    return { status: 200, body: after };
  }

  async function remove(change: Change, id: string): Promise<Outcome<Blocker>> {
    const { tx, restaurantId } = change;
    const [row] = await tx.delete(blockers).where(and(eq(blockers.restaurantId, restaurantId), eq(blockers.id, id))).returning();
    if (!row) throw new AppError('not_found', `No blocker ${id}`);
    const before = blockerDto(row);
    await change.record(logOf('deleteBlocker', before, null));
    return { status: 200, body: before };
  }

  return { list, create, update, remove };
}
