// Area groups (spec §3, §7): a localised name over some of the restaurant's own areas.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../../core/errors';
import type { AreaGroup, AreaGroupInput } from '../../../core/schemas/floor';
import type { Database, Queryable } from '../../platform/db/connection';
import { areaGroups, areas, specials } from '../../platform/db/schema';
import { lockFloor } from './repository/floor-lock';

type AreaGroupRow = typeof areaGroups.$inferSelect;
type AreaGroupDto = z.infer<typeof AreaGroup>;
type Input = z.infer<typeof AreaGroupInput>;

export type AreaGroupsService = ReturnType<typeof areaGroupsService>;

export function areaGroupDto(row: AreaGroupRow): AreaGroupDto {
  return { _id: row.id, name: row.name, areaIds: row.areaIds, description: row.description };
}

/** The de-duplicated area ids, all of them this restaurant's. */
async function checkedAreaIds(q: Queryable, restaurantId: string, areaIds: string[]): Promise<string[]> {
  const ids = [...new Set(areaIds)];
  if (ids.length === 0) return ids;
  const rows = await q
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.restaurantId, restaurantId), inArray(areas.id, ids)));
  const known = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw new AppError('invalid_request', `No area ${missing.join(', ')} in this restaurant`);
  return ids;
}

export function areaGroupsService({ db }: { db: Database }) {
  const byId = (restaurantId: string, id: string) => and(eq(areaGroups.restaurantId, restaurantId), eq(areaGroups.id, id));

  async function list(restaurantId: string): Promise<AreaGroupDto[]> {
    const rows = await db.select().from(areaGroups).where(eq(areaGroups.restaurantId, restaurantId)).orderBy(asc(areaGroups.createdAt), asc(areaGroups.id));
    return rows.map(areaGroupDto);
  }

  async function create(restaurantId: string, input: Input): Promise<AreaGroupDto> {
    return db.transaction(async (tx) => {
      await lockFloor(tx, restaurantId);
      const areaIds = await checkedAreaIds(tx, restaurantId, input.areaIds);
      const [row] = await tx.insert(areaGroups).values({ restaurantId, ...input, areaIds }).returning();
      return areaGroupDto(row as AreaGroupRow);
    });
  }

  async function update(restaurantId: string, id: string, input: Input): Promise<AreaGroupDto> {
    return db.transaction(async (tx) => {
      await lockFloor(tx, restaurantId);
      const areaIds = await checkedAreaIds(tx, restaurantId, input.areaIds);
      const [row] = await tx.update(areaGroups).set({ ...input, areaIds }).where(byId(restaurantId, id)).returning();
      if (!row) throw new AppError('not_found', `No area group ${id}`);
      return areaGroupDto(row);
    });
  }

  /** A group a special is booked in cannot go: the special would silently widen to every area. */
  async function remove(restaurantId: string, id: string): Promise<AreaGroupDto> {
    return db.transaction(async (tx) => {
      await lockFloor(tx, restaurantId);
      const [current] = await tx.select().from(areaGroups).where(byId(restaurantId, id)).limit(1);
      if (!current) throw new AppError('not_found', `No area group ${id}`);
      const [used] = await tx
        .select({ n: count() })
        .from(specials)
        .where(and(eq(specials.restaurantId, restaurantId), eq(specials.areaGroupId, id)));
      if ((used?.n ?? 0) > 0) throw new AppError('conflict', `The area group is used by ${used?.n} special(s); change them first`);
      await tx.delete(areaGroups).where(byId(restaurantId, id));
      return areaGroupDto(current);
    });
  }

  return { list, create, update, remove };
}
