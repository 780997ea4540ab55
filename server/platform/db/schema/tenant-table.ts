// What every tenant-owned table starts with (design.md "Tenancy", ./index.ts): the restaurant it belongs to, deleted
// with it, and an id unique within the restaurant, the pair being the primary key. Not exported from ./index.ts: it
// builds tables, it is not one.
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { pgTable, primaryKey, text, type PgColumnBuilderBase, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { restaurants } from './restaurants';

/** The owning restaurant; its rows go when it is purged. */
export const tenantRestaurantId = () =>
  text('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

const tenantColumns = () => ({ restaurantId: tenantRestaurantId(), id: id() });
type TenantColumns = ReturnType<typeof tenantColumns>;

/** A table whose first columns are `restaurant_id` and a generated `id`, keyed by both; `extraConfig` adds the rest. */
export function tenantTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extraConfig: (table: BuildExtraConfigColumns<TName, TenantColumns & TColumns, 'pg'>) => PgTableExtraConfigValue[] = () => [],
) {
  return pgTable(name, { ...tenantColumns(), ...columns }, (table) => [primaryKey({ columns: [table.restaurantId, table.id] }), ...extraConfig(table)]);
}
