// What an online booking reads, in one statement: the restaurant's booking rules and config version, its name, and
// the reservations and blockers around the requested time. One round trip instead of six keeps a connection busy for
// as short a time as possible; the floor itself comes from the per-process cache (floor-cache.ts).
import { sql } from 'drizzle-orm';
import type { EngineBlocker, Occupancy } from '../../core/availability/types';
import { AppError } from '../../core/errors';
import type { Queryable } from '../db/connection';

export interface BookingSnapshot {
  rules: { timeZone: string; sameDayCutoffHour: number; bookingHorizonDays: number; partySizeMin: number; partySizeMax: number };
  configVersion: number;
  restaurantName: string;
  occupancy: Occupancy[];
  blockers: EngineBlocker[];
}

interface SnapshotRow extends Record<string, unknown> {
  time_zone: string;
  same_day_cutoff_hour: number;
  booking_horizon_days: number;
  party_size_min: number;
  party_size_max: number;
  config_version: number;
  restaurant_name: string | null;
  occupancy: [string, string, string, string][] | string;
  blockers: [string, string, string | null, string[]][] | string;
}

// The engine looks at the whole local day of the slot (and a slot may run past midnight): two days either side of
// the requested instants cover every time zone.
const marginMs = 2 * 86_400_000;

/**
 * Occupancy uses the effective end (the guest left early, or the stay was extended), exactly as the exclusion
 * constraint does (migration 0002) and as reservation-dto.effectiveEnd does.
 */
export async function readBookingSnapshot(q: Queryable, restaurantId: string, around: { start: Date; end: Date }): Promise<BookingSnapshot> {
  const from = new Date(around.start.getTime() - marginMs);
  const to = new Date(around.end.getTime() + marginMs);
  // Both drivers (node-postgres, PGlite) answer a raw statement with `{ rows }`; the database type cannot say which.
  const result = (await q.execute<SnapshotRow>(sql`
    select r.time_zone, r.same_day_cutoff_hour, r.booking_horizon_days, r.party_size_min, r.party_size_max, r.config_version,
      (select c.config->>'restaurantName' from app_configs c where c.restaurant_id = r.id) as restaurant_name,
      (select coalesce(json_agg(json_build_array(x.level, x.table_number, x.start_time,
                 greatest(x.start_time, coalesce(x.left_at, x.extended_to, x.end_time)))), '[]'::json)
         from reservations x
        where x.restaurant_id = r.id and x.deleted_at is null and x.start_time < ${to} and x.start_time > ${new Date(from.getTime() - marginMs)}) as occupancy,
      (select coalesce(json_agg(json_build_array(b.start, b."end", b.level, b.table_numbers)), '[]'::json)
         from blockers b
        where b.restaurant_id = r.id and b.start < ${to} and b."end" > ${from}) as blockers
    from restaurants r
    where r.id = ${restaurantId} and r.deleted_at is null`)) as unknown as { rows: SnapshotRow[] };
  const row = result.rows[0];
  if (!row) throw new AppError('not_found', `Unknown restaurant ${restaurantId}`);
  // node-postgres parses json columns; PGlite does too, but a driver may hand back text.
  const occupancy = typeof row.occupancy === 'string' ? (JSON.parse(row.occupancy) as SnapshotRow['occupancy']) : row.occupancy;
  const blockerRows = typeof row.blockers === 'string' ? (JSON.parse(row.blockers) as SnapshotRow['blockers']) : row.blockers;
  return {
    rules: {
      timeZone: row.time_zone,
      sameDayCutoffHour: row.same_day_cutoff_hour,
      bookingHorizonDays: row.booking_horizon_days,
      partySizeMin: row.party_size_min,
      partySizeMax: row.party_size_max,
    },
    configVersion: row.config_version,
    restaurantName: row.restaurant_name ?? '',
    occupancy: (occupancy as [string, string, string, string][]).map(([level, tableNumber, start, end]) => ({
      level,
      tableNumber,
      start: Date.parse(start),
      end: Date.parse(end),
    })),
    blockers: (blockerRows as [string, string, string | null, string[]][]).map(([start, end, level, tableNumbers]) => ({
      start: Date.parse(start),
      end: Date.parse(end),
      level,
      tableNumbers,
    })),
  };
}
