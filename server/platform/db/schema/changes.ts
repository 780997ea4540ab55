// What staff changes leave: the actions log and the applied action ids (docs/decisions/003).
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { adminOverrideSessions } from './overrides';
import { tenantRestaurantId, tenantTable } from './tenant-table';

export const actionsLog = tenantTable(
  'actions_log',
  {
    time: instant('time').notNull().defaultNow(),
    userId: text('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    read: boolean('read').notNull().default(false),
    /** The client-generated id of the request that made the change (applied_actions), when it sent one. */
    actionId: text('action_id'),
    /** The admin override session the change was made under (spec §6): shown as platform staff, never as the restaurant's. */
    overrideSessionId: text('override_session_id').references(() => adminOverrideSessions.id, { onDelete: 'set null' }),
  },
  (t) => [index('actions_log_time_idx').on(t.restaurantId, t.time)],
);

/**
 * Idempotency keys (docs/decisions/003): a staff change sent with a client-generated action id is applied once. The row is
 * written in the same transaction as the change, and keeps the first answer, which every replay gets back.
 */
export const appliedActions = pgTable(
  'applied_actions',
  {
    restaurantId: tenantRestaurantId(),
    id: text('id').notNull(),
    /** What was asked (method, route, parameters and body, hashed): the same id with another request is refused. */
    requestHash: text('request_hash').notNull(),
    userId: text('user_id'),
    status: integer('status').notNull(),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.id] }), index('applied_actions_created_idx').on(t.restaurantId, t.createdAt)],
);
