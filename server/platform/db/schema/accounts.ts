// Accounts: roles, users (with child users' PIN misses) and invitations.
import { foreignKey, index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { restaurants } from './restaurants';
import { tenantTable } from './tenant-table';

export const roles = tenantTable(
  'roles',
  {
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('roles_name_unique').on(t.restaurantId, t.name)],
);

/** Users are global: an admin or affiliate belongs to no restaurant; staff point at one restaurant and role. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email'),
    type: text('type'),
    username: text('username').unique(),
    restaurantId: text('restaurant_id').references(() => restaurants.id, { onDelete: 'set null' }),
    roleId: text('role_id'),
    parentUserId: text('parent_user_id'),
    pinHash: text('pin_hash'),
    publicInformation: jsonb('public_information').$type<Record<string, unknown>>().notNull().default({}),
    personalInformation: jsonb('personal_information').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    deletedAt: instant('deleted_at'),
    deletedBy: text('deleted_by'),
  },
  (t) => [
    foreignKey({ columns: [t.parentUserId], foreignColumns: [t.id], name: 'users_parent_fk' }).onDelete('cascade'),
    index('users_restaurant_idx').on(t.restaurantId),
    index('users_parent_idx').on(t.parentUserId),
  ],
);

/**
 * Wrong child-user PINs, one row per miss, per parent account (server/modules/accounts/repository/pin-attempts.ts): in the database so every
 * API process counts the same misses and a restart forgets none.
 */
export const pinFailures = pgTable(
  'pin_failures',
  {
    id: id().primaryKey(),
    parentUserId: text('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedAt: instant('failed_at').notNull().defaultNow(),
  },
  (t) => [index('pin_failures_parent_idx').on(t.parentUserId, t.failedAt)],
);

export const invites = tenantTable(
  'invites',
  {
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    roleId: text('role_id').notNull(),
    inviteCode: text('invite_code'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    redeemedAt: instant('redeemed_at'),
    redeemedBy: text('redeemed_by'),
  },
  (t) => [
    unique('invites_code_unique').on(t.restaurantId, t.inviteCode),
    index('invites_code_idx').on(t.inviteCode),
    foreignKey({ columns: [t.restaurantId, t.roleId], foreignColumns: [roles.restaurantId, roles.id] }).onDelete(
      'cascade',
    ),
  ],
);
