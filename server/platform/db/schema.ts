// The one schema for PGlite and PostgreSQL. Tenancy (design.md): every tenant-owned table has restaurant_id first in
// its primary key and in every unique constraint, so the schema can later be distributed by restaurant (e.g. Citus).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { FieldClock } from '../../../core/reservations/field-clock';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => instant('created_at').notNull().defaultNow();
const id = () =>
  text('id')
    .notNull()
    .default(sql`gen_random_uuid()::text`);

export const cities = pgTable('cities', {
  id: id().primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  coverImageUrl: text('cover_image_url'),
  createdAt: createdAt(),
});

/** The tenant root. */
export const restaurants = pgTable('restaurants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull().default('Europe/Berlin'),
  sameDayCutoffHour: integer('same_day_cutoff_hour').notNull().default(15),
  bookingHorizonDays: integer('booking_horizon_days').notNull().default(90),
  partySizeMin: integer('party_size_min').notNull().default(1),
  partySizeMax: integer('party_size_max').notNull().default(8),
  contactPhone: text('contact_phone'),
  address: text('address'),
  /** Bumped by triggers whenever areas, area groups, specials or tables change: lets processes cache the floor. */
  configVersion: integer('config_version').notNull().default(0),
  createdAt: createdAt(),
  deletedAt: instant('deleted_at'),
  deletedBy: text('deleted_by'),
});

export const restaurantMetadata = pgTable('restaurant_metadata', {
  restaurantId: text('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  cityId: text('city_id').references(() => cities.id, { onDelete: 'set null' }),
  affiliateProgram: boolean('affiliate_program').notNull().default(false),
  /** Custom hosts that serve this restaurant at the root (spec §2, host-dependent route groups). */
  hosts: jsonb('hosts').$type<string[]>().notNull().default([]),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const appConfigs = pgTable('app_configs', {
  restaurantId: text('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const roles = pgTable(
  'roles',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.id] }), unique('roles_name_unique').on(t.restaurantId, t.name)],
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

export const invites = pgTable(
  'invites',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: id(),
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
    primaryKey({ columns: [t.restaurantId, t.id] }),
    unique('invites_code_unique').on(t.restaurantId, t.inviteCode),
    index('invites_code_idx').on(t.inviteCode),
    foreignKey({ columns: [t.restaurantId, t.roleId], foreignColumns: [roles.restaurantId, roles.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const areas = pgTable(
  'areas',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: id(),
    name: text('name').notNull(),
    bookable: boolean('bookable').notNull().default(false),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    localizedNames: jsonb('localized_names').$type<Record<string, string>>().notNull(),
    description: jsonb('description').$type<Record<string, string>>().notNull().default({}),
    sorting: integer('sorting').notNull().default(99),
    timeslots: jsonb('timeslots').$type<Record<string, { start: number; end: number }[]>>().notNull().default({}),
    bookingPrompt: jsonb('booking_prompt').$type<Record<string, unknown>>(),
    type: text('type').notNull().default('Indoor'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.id] }), unique('areas_name_unique').on(t.restaurantId, t.name)],
);

export const areaGroups = pgTable(
  'area_groups',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: id(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    areaIds: jsonb('area_ids').$type<string[]>().notNull().default([]),
    description: jsonb('description').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.id] })],
);

export const diningTables = pgTable(
  'dining_tables',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: id(),
    label: text('label').notNull(),
    tableNumber: text('table_number').notNull(),
    /** The area's name (spec §3: Table.level); key = `${level}-${tableNumber}`. */
    level: text('level').notNull(),
    bookable: boolean('bookable').notNull().default(false),
    overflow: boolean('overflow').notNull().default(false),
    frontendGroupOrder: integer('frontend_group_order').notNull().default(0),
    combinations: jsonb('combinations').$type<string[]>().notNull().default([]),
    minCovers: integer('min_covers').notNull().default(1),
    maxCovers: integer('max_covers').notNull().default(2),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.id] }),
    unique('dining_tables_number_unique').on(t.restaurantId, t.level, t.tableNumber),
  ],
);

export const specials = pgTable(
  'specials',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: id(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    enabled: boolean('enabled').notNull().default(false),
    weekdays: jsonb('weekdays').$type<string[]>().notNull().default([]),
    timeslots: jsonb('timeslots').$type<{ start: number; end: number }[]>().notNull().default([]),
    description: jsonb('description').$type<Record<string, string>>().notNull().default({}),
    menu: jsonb('menu').$type<Record<string, string>>(),
    prompt: jsonb('prompt').$type<Record<string, unknown>>(),
    areaGroupId: text('area_group_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.id] })],
);

export const reservations = pgTable(
  'reservations',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: id(),
    token: text('token').notNull(),
    smsToken: text('sms_token'),
    creatorId: text('creator_id'),
    editorId: text('editor_id'),
    deletedBy: text('deleted_by'),
    specialId: text('special_id'),
    areaGroupId: text('area_group_id'),
    linkedReservationId: text('linked_reservation_id'),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    level: text('level').notNull(),
    tableNumber: text('table_number').notNull(),
    partySize: integer('party_size').notNull().default(2),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
    originalStartTime: instant('original_start_time').notNull(),
    originalEndTime: instant('original_end_time').notNull(),
    /** Staff deliberately placed this reservation on an occupied table (walk-in override); it shows in collisions. */
    allowOverlap: boolean('allow_overlap').notNull().default(false),
    /** The primary row of an online booking: one per guest email and time (reservations_no_duplicate_guest, migration 0012). */
    guestBooking: boolean('guest_booking').notNull().default(false),
    checkedIn: boolean('checked_in').notNull().default(false),
    checkedInAt: instant('checked_in_at'),
    extendedTo: instant('extended_to'),
    leftAt: instant('left_at'),
    note: text('note'),
    color: text('color'),
    referralCode: text('referral_code'),
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    notifiedAt: instant('notified_at'),
    deletedAt: instant('deleted_at'),
    /**
     * Per editable field, the stamp `{ at, id }` of the write that set it (docs/decisions/005 rule 3: two tablets editing
     * one field offline, the later device time wins). Kept alike on a booking's rows; the primary's is read.
     */
    fieldClock: jsonb('field_clock').$type<FieldClock>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.id] }),
    unique('reservations_token_unique').on(t.restaurantId, t.token),
    index('reservations_token_idx').on(t.token),
    index('reservations_day_idx').on(t.restaurantId, t.startTime),
    index('reservations_linked_idx').on(t.restaurantId, t.linkedReservationId),
  ],
);

export const blockers = pgTable(
  'blockers',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: id(),
    start: instant('start').notNull(),
    end: instant('end').notNull(),
    /** null: the whole restaurant; otherwise one area, optionally narrowed to some of its tables. */
    level: text('level'),
    tableNumbers: jsonb('table_numbers').$type<string[]>().notNull().default([]),
    note: text('note'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.id] }), index('blockers_day_idx').on(t.restaurantId, t.start)],
);

export const waitlist = pgTable(
  'waitlist',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: id(),
    day: date('day', { mode: 'string' }).notNull(),
    level: text('level'),
    partySize: integer('party_size').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    language: text('language'),
    note: text('note'),
    createdAt: createdAt(),
    notifiedAt: instant('notified_at'),
    /** Staff turned the entry into this reservation (issue 6); the guest was emailed then. */
    reservationId: text('reservation_id'),
    convertedAt: instant('converted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.id] }),
    index('waitlist_day_idx').on(t.restaurantId, t.day),
    // The outbox stamps the entry its 'waitlist' email was about by the reservation it became (email-outbox.ts).
    index('waitlist_reservation_idx').on(t.restaurantId, t.reservationId).where(sql`${t.reservationId} is not null`),
  ],
);

export const actionsLog = pgTable(
  'actions_log',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: id(),
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
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.id] }), index('actions_log_time_idx').on(t.restaurantId, t.time)],
);

/**
 * Idempotency keys (issue 6/7): a staff change sent with a client-generated action id is applied once. The row is
 * written in the same transaction as the change, and keeps the first answer, which every replay gets back.
 */
export const appliedActions = pgTable(
  'applied_actions',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
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

/**
 * Guest emails still to send (issue 4, docs/decisions/007): a row is written in the same statement or transaction as
 * the change that calls for the email, so both are committed or neither is. The outbox worker
 * (server/modules/email/outbox.ts) claims due rows, sends, and stamps sent_at; a failure is retried later
 * (attempts, next_attempt_at, last_error). Given up: sent_at and next_attempt_at both null, the last error kept.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: id(),
    /** What to send: 'confirmation' (online booking) or 'waitlist' (a waiting guest was given a table). */
    kind: text('kind').notNull(),
    reservationId: text('reservation_id').notNull(),
    /** The guest's language when the email was asked for; null: the restaurant's first language when it is sent. */
    language: text('language'),
    /** Claims so far, each one send at most. */
    attempts: integer('attempts').notNull().default(0),
    /** Due from then on; while a worker sends, the end of its lease; null once sent or given up. */
    nextAttemptAt: instant('next_attempt_at').defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.id] }),
    foreignKey({ name: 'email_outbox_reservation_fk', columns: [t.restaurantId, t.reservationId], foreignColumns: [reservations.restaurantId, reservations.id] }).onDelete('cascade'),
    // The worker's claim reads only the rows still to send, oldest due first.
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
    index('email_outbox_reservation_idx').on(t.restaurantId, t.reservationId),
  ],
);
