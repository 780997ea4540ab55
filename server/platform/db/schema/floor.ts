// A restaurant's floor: areas, area groups, tables and specials.
import { boolean, integer, jsonb, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { tenantTable } from './tenant-table';

export const areas = tenantTable(
  'areas',
  {
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
  (t) => [unique('areas_name_unique').on(t.restaurantId, t.name)],
);

export const areaGroups = tenantTable('area_groups', {
  name: jsonb('name').$type<Record<string, string>>().notNull(),
  areaIds: jsonb('area_ids').$type<string[]>().notNull().default([]),
  description: jsonb('description').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

export const diningTables = tenantTable(
  'dining_tables',
  {
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
  (t) => [unique('dining_tables_number_unique').on(t.restaurantId, t.level, t.tableNumber)],
);

export const specials = tenantTable('specials', {
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  enabled: boolean('enabled').notNull().default(false),
  weekdays: jsonb('weekdays').$type<string[]>().notNull().default([]),
  timeslots: jsonb('timeslots').$type<{ start: number; end: number }[]>().notNull().default([]),
  description: jsonb('description').$type<Record<string, string>>().notNull().default({}),
  menu: jsonb('menu').$type<Record<string, string>>(),
  prompt: jsonb('prompt').$type<Record<string, unknown>>(),
  areaGroupId: text('area_group_id'),
  createdAt: createdAt(),
});
