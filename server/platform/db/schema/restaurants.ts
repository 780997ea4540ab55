// The tenants: restaurants, their metadata and published app config, and the cities they are listed under.
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';

export const cities = pgTable('cities', {
  id: id().primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  /** The zone a restaurant created in the city starts with. */
  timeZone: text('time_zone').notNull().default('Europe/Berlin'),
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
