// A restaurant's specials (spec §3 Special), read and written in the caller's transaction where it has one.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { areaGroups, specials } from '../../../platform/db/schema';
import { tenantRows, type TenantValues } from '../../../platform/db/tenant-rows';

export type SpecialRow = typeof specials.$inferSelect;
export type SpecialValues = TenantValues<typeof specials>;

/** A LIKE pattern matching `text` literally anywhere (its %, _ and \ escaped). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const specialTable = tenantRows(specials);

export const { find: specialRow, insert: insertSpecial, update: updateSpecial, remove: deleteSpecial } = specialTable;

/** Every special of the restaurant, oldest first (the order of the pages below). */
export const specialRows = (q: Queryable, restaurantId: string): Promise<SpecialRow[]> => specialTable.list(q, restaurantId, asc(specials.createdAt), asc(specials.id));

/**
 * A page of the restaurant's specials, oldest first, with their total: titles searched in every language,
 * case-insensitively; `enabledOnly` keeps the enabled ones.
 */
export async function specialPage(
  q: Queryable,
  restaurantId: string,
  options: { text?: string | undefined; limit: number; skip: number; enabledOnly?: boolean | undefined },
): Promise<{ rows: SpecialRow[]; total: number }> {
  const where: SQL | undefined = and(
    eq(specials.restaurantId, restaurantId),
    options.enabledOnly ? eq(specials.enabled, true) : undefined,
    options.text ? sql`exists (select 1 from jsonb_each_text(${specials.title}) as t(language, title) where t.title ilike ${containsPattern(options.text)})` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    q.select().from(specials).where(where).orderBy(asc(specials.createdAt), asc(specials.id)).limit(options.limit).offset(options.skip),
    q.select({ n: count() }).from(specials).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether the restaurant has an area group with this id. */
export const areaGroupExists = (q: Queryable, restaurantId: string, id: string): Promise<boolean> => tenantRows(areaGroups).exists(q, restaurantId, eq(areaGroups.id, id));
