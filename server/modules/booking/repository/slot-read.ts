// What an online booking reads, in one statement: the restaurant's booking rules and config version, its name, and
// the reservations and blockers that overlap the requested time. One round trip instead of six keeps a connection busy
// for as short a time as possible; the floor itself comes from the per-process cache (floor-cache.ts).
import { and, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { EngineBlocker, Occupancy } from '../../../../core/availability/types';
import { AppError } from '../../../../core/errors';
import type { Database, Queryable } from '../../../platform/db/connection';
import { parsedJson } from '../../../platform/db/json-column';
import { restaurants } from '../../../platform/db/schema';
import { effectiveEndSql } from './effective-end-sql';
import { ruleColumns } from './restaurant-rules';

export interface BookingSnapshot {
  rules: { timeZone: string; sameDayCutoffHour: number; bookingHorizonDays: number; partySizeMin: number; partySizeMax: number };
  configVersion: number;
  restaurantName: string;
  occupancy: Occupancy[];
  blockers: EngineBlocker[];
}

type OccupancyTuple = [string, string, string, string];
type BlockerTuple = [string, string, string | null, string[]];

// No stay lasts longer than this: a reservation that starts earlier cannot reach into the window, which lets the
// read use the (restaurant, start time) index.
export const longestStayMs = 2 * 86_400_000;

/** The restaurant's part of a booking's read: its rules, config version and name. */
export type RestaurantFacts = Pick<BookingSnapshot, 'rules' | 'configVersion' | 'restaurantName'>;

const factColumns = (restaurantId: Placeholder | string) => ({
  rules: ruleColumns,
  configVersion: restaurants.configVersion,
  restaurantName: sql<string | null>`(select c.config->>'restaurantName' from app_configs c where c.restaurant_id = ${restaurantId})`,
});

/** The restaurant's facts alone: the horizon's read takes them, so that a slot's read can be cut from it at once. */
export async function readRestaurantFacts(q: Queryable, restaurantId: string): Promise<RestaurantFacts> {
  const [row] = await q
    .select(factColumns(restaurantId))
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), isNull(restaurants.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('not_found', `Unknown restaurant ${restaurantId.slice(0, 64)}`);
  return { rules: row.rules, configVersion: row.configVersion, restaurantName: row.restaurantName ?? '' };
}

/** The statement, prepared once per database handle: planning it took as long as running it. */
function snapshotStatement(db: Database) {
  const from = sql`${sql.placeholder('from')}::timestamptz`;
  const to = sql`${sql.placeholder('to')}::timestamptz`;
  const earliestStart = sql`${sql.placeholder('earliestStart')}::timestamptz`;
  // Drizzle writes a column inside a selected expression without its table, which a subquery would read as its own.
  const restaurantId = sql.placeholder('restaurantId');
  return db
    .select({
      ...factColumns(restaurantId),
      occupancy: sql<OccupancyTuple[] | string>`(select coalesce(json_agg(json_build_array(x.level, x.table_number, x.start_time, ${effectiveEndSql('x')})), '[]'::json)
         from reservations x
        where x.restaurant_id = ${restaurantId} and x.deleted_at is null and x.start_time < ${to} and x.start_time > ${earliestStart}
          and ${effectiveEndSql('x')} > ${from})`,
      blockers: sql<BlockerTuple[] | string>`(select coalesce(json_agg(json_build_array(b.start, b."end", b.level, b.table_numbers)), '[]'::json)
         from blockers b
        where b.restaurant_id = ${restaurantId} and b.start < ${to} and b."end" > ${from})`,
    })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), isNull(restaurants.deletedAt)))
    .prepare('booking_snapshot');
}

const prepared = new WeakMap<Database, ReturnType<typeof snapshotStatement>>();

/**
 * The reservations and blockers that overlap [from, to). A booking needs only those of its slot: the engine's
 * assignment looks at nothing else (core/availability/occupancy.ts), and reading the whole day made every booking
 * carry every booking of the day through the connection. Occupancy uses the effective end (the guest left early, or
 * the stay was extended), exactly as the exclusion constraint does (migration 0002) and as
 * reservation-dto.effectiveEnd does.
 */
export async function readBookingSnapshot(db: Database, restaurantId: string, window: { from: Date; to: Date }): Promise<BookingSnapshot> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = snapshotStatement(db)));
  const [row] = await statement.execute({
    restaurantId,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    earliestStart: new Date(window.from.getTime() - longestStayMs).toISOString(),
  });
  if (!row) throw new AppError('not_found', `Unknown restaurant ${restaurantId.slice(0, 64)}`);
  const occupancy = parsedJson(row.occupancy);
  const blockerRows = parsedJson(row.blockers);
  return {
    rules: row.rules,
    configVersion: row.configVersion,
    restaurantName: row.restaurantName ?? '',
    occupancy: occupancy.map(([level, tableNumber, start, end]) => ({
      level,
      tableNumber,
      start: Date.parse(start),
      end: Date.parse(end),
    })),
    blockers: blockerRows.map(([start, end, level, tableNumbers]) => ({
      start: Date.parse(start),
      end: Date.parse(end),
      level,
      tableNumbers,
    })),
  };
}
