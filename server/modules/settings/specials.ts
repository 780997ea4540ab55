// Specials (spec §3, §7): staff list them all with a title search and paging; guests see only enabled ones
// (GET /specials in routes/booking.ts). A special may be limited to one of the restaurant's area groups.
import type { z } from 'zod';
import { AppError } from '../../../core/errors';
import type { StaffRefusal } from '../../../core/staff-refusal';
import type { SpecialInput } from '../../../core/schemas/floor';
import type { Special } from '../../../core/schemas/reservations';
import type { Database, Queryable } from '../../platform/db/connection';
import { copyToTrash } from '../../platform/db/trash-bin';
import { localisedLabel } from './localised-label';
import { promptOrNull } from './areas';
import { lockFloor } from './repository/floor-lock';
import { areaGroupExists, deleteSpecial, insertSpecial, specialPage, specialRow, updateSpecial, type SpecialRow } from './repository/specials';
type SpecialDto = z.infer<typeof Special>;
type Input = z.infer<typeof SpecialInput>;

export type SpecialsService = ReturnType<typeof specialsService>;

export function specialDto(row: SpecialRow): SpecialDto {
  return {
    _id: row.id,
    title: row.title,
    enabled: row.enabled,
    weekdays: row.weekdays,
    timeslots: row.timeslots,
    description: row.description,
    menu: row.menu,
    prompt: row.prompt,
    areaGroupId: row.areaGroupId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The row's columns for a special in `areaGroupId`: weekdays once each, timeslots in order, empty menus and prompts null. */
export function specialColumns(input: Omit<Input, 'areaGroupId'>, areaGroupId: string | null) {
  return {
    title: input.title,
    enabled: input.enabled,
    weekdays: [...new Set(input.weekdays)],
    timeslots: [...input.timeslots].sort((a, b) => a.start - b.start),
    description: input.description,
    menu: input.menu && Object.keys(input.menu).length > 0 ? input.menu : null,
    prompt: promptOrNull(input.prompt),
    areaGroupId,
  };
}

/** The columns of the input, whose area group must be the restaurant's. */
async function columnsOf(q: Queryable, restaurantId: string, input: Input) {
  const areaGroupId = input.areaGroupId ?? null;
  if (areaGroupId) {
    if (!(await areaGroupExists(q, restaurantId, areaGroupId))) throw new AppError('invalid_request', `No area group ${areaGroupId} in this restaurant`, { params: { reason: 'unknownAreaGroup' } satisfies StaffRefusal });
  }
  return specialColumns(input, areaGroupId);
}

export function specialsService({ db }: { db: Database }) {
  async function get(restaurantId: string, id: string): Promise<SpecialDto> {
    const row = await specialRow(db, restaurantId, id);
    if (!row) throw new AppError('not_found', `No special ${id}`);
    return specialDto(row);
  }

  /** Titles are searched in every language, case-insensitively; guests (`enabledOnly`) see enabled specials only. */
  async function search(restaurantId: string, options: { query?: string | undefined; limit: number; skip: number; enabledOnly?: boolean }) {
    const { rows, total } = await specialPage(db, restaurantId, { ...options, text: options.query?.trim() });
    return { items: rows.map(specialDto), total };
  }

  async function create(restaurantId: string, input: Input): Promise<SpecialDto> {
    return db.transaction(async (tx) => {
      await lockFloor(tx, restaurantId);
      return specialDto(await insertSpecial(tx, restaurantId, await columnsOf(tx, restaurantId, input)));
    });
  }

  async function update(restaurantId: string, id: string, input: Input): Promise<SpecialDto> {
    return db.transaction(async (tx) => {
      await lockFloor(tx, restaurantId);
      const columns = await columnsOf(tx, restaurantId, input);
      const row = await updateSpecial(tx, restaurantId, id, columns);
      if (!row) throw new AppError('not_found', `No special ${id}`);
      return specialDto(row);
    });
  }

  /** Moves the special to the database trash (docs/decisions/013-trash.md). */
  async function remove(restaurantId: string, id: string, deletedBy: string | null): Promise<SpecialDto> {
    return db.transaction(async (tx) => {
      const current = await specialRow(tx, restaurantId, id);
      if (!current) throw new AppError('not_found', `No special ${id}`);
      await copyToTrash(tx, { kind: 'special', restaurantId, id, label: localisedLabel(current.title, id), deletedBy });
      await deleteSpecial(tx, restaurantId, id);
      return specialDto(current);
    });
  }

  return { get, search, create, update, remove };
}
