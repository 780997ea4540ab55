// Specials (spec §3, §7): staff list them all with a title search and paging; guests see only enabled ones
// (GET /specials in routes/booking.ts). A special may be limited to one of the restaurant's area groups.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../../core/errors';
import type { SpecialInput } from '../../../core/schemas/floor';
import type { Special } from '../../../core/schemas/reservations';
import type { Database, Queryable } from '../../platform/db/connection';
import { areaGroups, specials } from '../../platform/db/schema';
import { promptOrNull } from './areas';
import { lockFloor } from './repository/floor-lock';

type SpecialRow = typeof specials.$inferSelect;
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

async function columnsOf(q: Queryable, restaurantId: string, input: Input) {
  const areaGroupId = input.areaGroupId ?? null;
  if (areaGroupId) {
    const [group] = await q
      .select({ id: areaGroups.id })
      .from(areaGroups)
      .where(and(eq(areaGroups.restaurantId, restaurantId), eq(areaGroups.id, areaGroupId)))
      .limit(1);
    if (!group) throw new AppError('invalid_request', `No area group ${areaGroupId} in this restaurant`);
  }
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

/** A LIKE pattern matching `text` literally anywhere (its %, _ and \ escaped). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function specialsService({ db }: { db: Database }) {
  const byId = (restaurantId: string, id: string) => and(eq(specials.restaurantId, restaurantId), eq(specials.id, id));

  async function get(restaurantId: string, id: string): Promise<SpecialDto> {
    const [row] = await db.select().from(specials).where(byId(restaurantId, id)).limit(1);
    if (!row) throw new AppError('not_found', `No special ${id}`);
    return specialDto(row);
  }

  /** Titles are searched in every language, case-insensitively; guests (`enabledOnly`) see enabled specials only. */
  async function search(restaurantId: string, options: { query?: string | undefined; limit: number; skip: number; enabledOnly?: boolean }) {
    const text = options.query?.trim();
    const where: SQL | undefined = and(
      eq(specials.restaurantId, restaurantId),
      options.enabledOnly ? eq(specials.enabled, true) : undefined,
      text ? sql`exists (select 1 from jsonb_each_text(${specials.title}) as t(language, title) where t.title ilike ${containsPattern(text)})` : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db.select().from(specials).where(where).orderBy(asc(specials.createdAt), asc(specials.id)).limit(options.limit).offset(options.skip),
      db.select({ n: count() }).from(specials).where(where),
    ]);
    return { items: rows.map(specialDto), total: total?.n ?? 0 };
  }

  async function create(restaurantId: string, input: Input): Promise<SpecialDto> {
    return db.transaction(async (tx) => {
      await lockFloor(tx, restaurantId);
      const [row] = await tx.insert(specials).values({ restaurantId, ...(await columnsOf(tx, restaurantId, input)) }).returning();
      return specialDto(row as SpecialRow);
    });
  }

  async function update(restaurantId: string, id: string, input: Input): Promise<SpecialDto> {
    return db.transaction(async (tx) => {
      await lockFloor(tx, restaurantId);
      const columns = await columnsOf(tx, restaurantId, input);
      const [row] = await tx.update(specials).set(columns).where(byId(restaurantId, id)).returning();
      if (!row) throw new AppError('not_found', `No special ${id}`);
      return specialDto(row);
    });
  }

  async function remove(restaurantId: string, id: string): Promise<SpecialDto> {
    const [row] = await db.delete(specials).where(byId(restaurantId, id)).returning();
    if (!row) throw new AppError('not_found', `No special ${id}`);
    return specialDto(row);
  }

  return { get, search, create, update, remove };
}
