// Area groups (spec §3, §7): a localised name over some of the restaurant's own areas.
import type { z } from 'zod';
import { AppError } from '../../../core/errors';
import type { StaffRefusal } from '../../../core/staff-refusal';
import type { AreaGroup, AreaGroupInput } from '../../../core/schemas/floor';
import type { Database, Queryable } from '../../platform/db/connection';
import { copyToTrash } from '../../platform/db/trash-bin';
import { localisedLabel } from './localised-label';
import {
  areaGroupRow,
  areaGroupRows,
  deleteAreaGroup,
  insertAreaGroup,
  knownAreaIds,
  specialsInGroup,
  updateAreaGroup,
  type AreaGroupRow,
} from './repository/area-groups';
import { lockFloor } from './repository/floor-lock';
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
  const known = await knownAreaIds(q, restaurantId, ids);
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw new AppError('invalid_request', `No area ${missing.join(', ')} in this restaurant`, { params: { reason: 'unknownAreas', areas: missing } satisfies StaffRefusal });
  return ids;
}

export function areaGroupsService({ db }: { db: Database }) {
  async function list(restaurantId: string): Promise<AreaGroupDto[]> {
    return (await areaGroupRows(db, restaurantId)).map(areaGroupDto);
  }

  async function create(restaurantId: string, input: Input): Promise<AreaGroupDto> {
    return db.transaction(async (tx) => {
      await lockFloor(tx, restaurantId);
      const areaIds = await checkedAreaIds(tx, restaurantId, input.areaIds);
      return areaGroupDto(await insertAreaGroup(tx, restaurantId, { ...input, areaIds }));
    });
  }

  async function update(restaurantId: string, id: string, input: Input): Promise<AreaGroupDto> {
    return db.transaction(async (tx) => {
      await lockFloor(tx, restaurantId);
      const areaIds = await checkedAreaIds(tx, restaurantId, input.areaIds);
      const row = await updateAreaGroup(tx, restaurantId, id, { ...input, areaIds });
      if (!row) throw new AppError('not_found', `No area group ${id}`);
      return areaGroupDto(row);
    });
  }

  /** A group a special is booked in cannot go: the special would silently widen to every area. Moves to the trash. */
  async function remove(restaurantId: string, id: string, deletedBy: string | null): Promise<AreaGroupDto> {
    return db.transaction(async (tx) => {
      await lockFloor(tx, restaurantId);
      const current = await areaGroupRow(tx, restaurantId, id);
      if (!current) throw new AppError('not_found', `No area group ${id}`);
      const used = await specialsInGroup(tx, restaurantId, id);
      if (used > 0) throw new AppError('conflict', `The area group is used by ${used} special(s); change them first`, { params: { reason: 'areaGroupInUse', specials: used } satisfies StaffRefusal });
      await copyToTrash(tx, { kind: 'areaGroup', restaurantId, id, label: localisedLabel(current.name, id), deletedBy });
      await deleteAreaGroup(tx, restaurantId, id);
      return areaGroupDto(current);
    });
  }

  return { list, create, update, remove };
}
