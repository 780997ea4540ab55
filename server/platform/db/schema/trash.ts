// The database trash (docs/decisions/013-trash.md): the settings rows a restaurant deleted, kept whole until restored
// or purged, and the log of every purge.
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';
import { tenantRestaurantId } from './tenant-table';

/**
 * A deleted table, area, area group, special or role: its row as it was (`row`, the table's columns by name), taken
 * out of its own table so that nothing reading that table has to skip it and a new item may take its name. Reservations,
 * users and restaurants are marked deleted in place instead (their deleted_at).
 */
export const trashItems = pgTable(
  'trash_items',
  {
    restaurantId: tenantRestaurantId(),
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    label: text('label').notNull(),
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    deletedAt: instant('deleted_at').notNull().defaultNow(),
    deletedBy: text('deleted_by'),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.kind, t.id] }), index('trash_items_deleted_idx').on(t.deletedAt)],
);

/** One row per item deleted for good, by an admin or by the retention purge; kept when its restaurant is purged. */
export const trashPurges = pgTable(
  'trash_purges',
  {
    id: id().primaryKey(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    label: text('label').notNull(),
    restaurantId: text('restaurant_id'),
    restaurantName: text('restaurant_name'),
    deletedAt: instant('deleted_at'),
    purgedAt: instant('purged_at').notNull().defaultNow(),
    /** The admin's user id, or 'retention' for the automatic purge. */
    purgedBy: text('purged_by').notNull(),
  },
  (t) => [index('trash_purges_purged_idx').on(t.purgedAt)],
);
