// A restaurant's specials (spec §3 Special), read and written in the caller's transaction where it has one.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { areaGroups, specials } from '../../../platform/db/schema';

export type SpecialRow = typeof specials.$inferSelect;
export type SpecialValues = Omit<typeof specials.$inferInsert, 'id' | 'restaurantId' | 'createdAt'>;

const byId = (restaurantId: string, id: string) => and(eq(specials.restaurantId, restaurantId), eq(specials.id, id));

/** A LIKE pattern matching `text` literally anywhere (its %, _ and \ escaped). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function specialRow(q: Queryable, restaurantId: string, id: string): Promise<SpecialRow | undefined> {
  const [row] = await q.select().from(specials).where(byId(restaurantId, id)).limit(1);
  return row;
}

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

export async function insertSpecial(q: Queryable, restaurantId: string, values: SpecialValues): Promise<SpecialRow> {
  const [row] = await q.insert(specials).values({ restaurantId, ...values }).returning();
  return row as SpecialRow;
}

/** The special as changed, or undefined when there is none with this id. */
export async function updateSpecial(q: Queryable, restaurantId: string, id: string, values: SpecialValues): Promise<SpecialRow | undefined> {
  const [row] = await q.update(specials).set(values).where(byId(restaurantId, id)).returning();
  return row;
}

/** The special as it was, or undefined when there is none with this id. */
export async function deleteSpecial(q: Queryable, restaurantId: string, id: string): Promise<SpecialRow | undefined> {
  const [row] = await q.delete(specials).where(byId(restaurantId, id)).returning();
  return row;
}

/** Whether the restaurant has an area group with this id. */
export async function areaGroupExists(q: Queryable, restaurantId: string, id: string): Promise<boolean> {
  const [group] = await q
    .select({ id: areaGroups.id })
    .from(areaGroups)
    .where(and(eq(areaGroups.restaurantId, restaurantId), eq(areaGroups.id, id)))
    .limit(1);
  return Boolean(group);
}
