// Acting on behalf, with a trace (spec §6 admin overrides): override sessions and the audit of every request made with
// one. No foreign keys to users or restaurants: the trace outlives a purged account or restaurant.
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, instant } from './columns';

export const adminOverrideSessions = pgTable(
  'admin_override_sessions',
  {
    id: id().primaryKey(),
    adminId: text('admin_id').notNull(),
    targetUserId: text('target_user_id'),
    targetRestaurantId: text('target_restaurant_id'),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    endedAt: instant('ended_at'),
  },
  (t) => [
    index('admin_override_sessions_admin_idx').on(t.adminId, t.createdAt),
    check('admin_override_sessions_one_target', sql`(${t.targetUserId} IS NULL) <> (${t.targetRestaurantId} IS NULL)`),
  ],
);

export const adminOverrideAudit = pgTable(
  'admin_override_audit',
  {
    id: id().primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => adminOverrideSessions.id, { onDelete: 'cascade' }),
    adminId: text('admin_id').notNull(),
    targetUserId: text('target_user_id'),
    restaurantId: text('restaurant_id'),
    reason: text('reason').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    time: instant('time').notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('admin_override_audit_time_idx').on(t.time), index('admin_override_audit_restaurant_idx').on(t.restaurantId, t.time)],
);
