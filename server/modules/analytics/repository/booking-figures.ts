// The owner's analytics read from the reservations table (docs/decisions/010): the counts of each restaurant-local day,
// and, for the asked range, the counts by source, platform, area, special, party size and lead time, and the turn
// times. The counting rules are the decision's, written once here as SQL expressions over a booking's primary row
// (a party on combined tables counts once) that starts in [from, to).
import { sql, type SQL } from 'drizzle-orm';
import type { PlatformFilter } from '../../../../core/analytics/booking-origin';
import type { Queryable } from '../../../platform/db/connection';

export interface FigureWindow {
  restaurantId: string;
  timeZone: string;
  /** Instants: the first local midnight of the range and the one after its last day. */
  from: Date;
  to: Date;
  platform: PlatformFilter;
  /** Epoch ms: a booking whose stay ended before this and who never came is a no-show. */
  now: number;
}

/** What every group of bookings answers (bigint counts cast to int, so both drivers answer numbers). */
export interface CountsRow {
  bookings: number;
  covers: number;
  cancellations: number;
  no_shows: number;
  no_show_covers: number;
  walk_ins: number;
}

export interface DayRow extends CountsRow {
  day: string;
  lead_seconds: number;
  cancellation_lead_seconds: number;
}

export const dimensions = ['source', 'platform', 'level', 'special', 'party_size', 'lead_bucket', 'cancellation_bucket'] as const;
export type Dimension = (typeof dimensions)[number];

export interface DimensionRow extends CountsRow {
  dimension: Dimension;
  /** The group's value as text; null for bookings without one (no platform recorded, no special). */
  value: string | null;
}

export interface TurnTimeRow {
  party_size: number;
  visits: number;
  average_minutes: number;
  median_minutes: number;
}

const cancelled = sql.raw(`r.deleted_at is not null`);
const live = sql.raw(`r.deleted_at is null`);
/** Not cancelled, never checked in, not marked left, and its (extended) end has passed. */
const noShow = (now: number) =>
  sql`(r.deleted_at is null and not r.checked_in and r.checked_in_at is null and r.left_at is null
    and greatest(r.start_time, coalesce(r.extended_to, r.end_time)) <= ${new Date(now).toISOString()}::timestamptz)`;

function counts(now: number): SQL {
  return sql`count(*) filter (where ${live})::int as bookings,
    coalesce(sum(r.party_size) filter (where ${live}), 0)::int as covers,
    count(*) filter (where ${cancelled})::int as cancellations,
    count(*) filter (where ${noShow(now)})::int as no_shows,
    coalesce(sum(r.party_size) filter (where ${noShow(now)}), 0)::int as no_show_covers,
    count(*) filter (where ${live} and r.source = 'walk-in')::int as walk_ins`;
}

/** The primary rows of the window's bookings (cancelled ones included), of the asked platform. */
function primaryRows(w: FigureWindow): SQL {
  const platform = w.platform === 'all' ? sql`` : sql` and r.platform = ${w.platform}`;
  return sql`from reservations r
    where r.restaurant_id = ${w.restaurantId} and r.linked_reservation_id is null
      and r.start_time >= ${w.from.toISOString()}::timestamptz and r.start_time < ${w.to.toISOString()}::timestamptz${platform}`;
}

const localDate = (column: string, timeZone: string) => sql`(${sql.raw(column)} at time zone ${timeZone})::date`;

/** Days from making (or cancelling) a booking to its start, as restaurant-local dates, in the buckets of the schema. */
function bucket(from: string, timeZone: string): SQL {
  const days = sql`${localDate('r.start_time', timeZone)} - ${localDate(from, timeZone)}`;
  return sql`case when ${days} <= 0 then 'sameDay' when ${days} = 1 then 'oneDay' when ${days} <= 7 then 'upToWeek'
    when ${days} <= 30 then 'upToMonth' else 'longer' end`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Each local day's counts, with the summed lead times (seconds; a booking made or cancelled after its start counts 0). */
export async function dayFigures(q: Queryable, w: FigureWindow): Promise<DayRow[]> {
  const result = await q.execute(sql`select ${localDate('r.start_time', w.timeZone)}::text as day, ${counts(w.now)},
      coalesce(sum(greatest(0, extract(epoch from r.start_time - r.created_at))) filter (where ${live}), 0)::float8 as lead_seconds,
      coalesce(sum(greatest(0, extract(epoch from r.start_time - r.deleted_at))) filter (where ${cancelled}), 0)::float8 as cancellation_lead_seconds
    ${primaryRows(w)}
    group by 1`);
  return rowsOf<DayRow>(result);
}

/** The window's counts by each dimension: one statement, a grouping set per dimension. */
export async function dimensionFigures(q: Queryable, w: FigureWindow): Promise<DimensionRow[]> {
  const result = await q.execute(sql`select
      case when grouping(source) = 0 then 'source' when grouping(platform) = 0 then 'platform' when grouping(level) = 0 then 'level'
        when grouping(special) = 0 then 'special' when grouping(party_size) = 0 then 'party_size'
        when grouping(lead_bucket) = 0 then 'lead_bucket' else 'cancellation_bucket' end as dimension,
      coalesce(source, platform, level, special, party_size::text, lead_bucket, cancellation_bucket) as value,
      ${counts(w.now)}
    from (select r.*, r.special_id as special,
        case when ${live} then ${bucket('r.created_at', w.timeZone)} end as lead_bucket,
        case when ${cancelled} then ${bucket('r.deleted_at', w.timeZone)} end as cancellation_bucket
      ${primaryRows(w)}) r
    group by grouping sets ((source), (platform), (level), (special), (party_size), (lead_bucket), (cancellation_bucket))`);
  return rowsOf<DimensionRow>(result);
}

/**
 * Minutes from arrival to leaving by party size: arrival is the check-in time, or the booked start for a guest checked
 * in without one (spec §4: check-in does not stamp a time); only visits with both, in that order.
 */
export async function turnTimes(q: Queryable, w: FigureWindow): Promise<TurnTimeRow[]> {
  const result = await q.execute(sql`select party_size, count(*)::int as visits, avg(minutes)::float8 as average_minutes,
      percentile_cont(0.5) within group (order by minutes)::float8 as median_minutes
    from (select r.party_size, extract(epoch from r.left_at - coalesce(r.checked_in_at, r.start_time)) / 60 as minutes
      ${primaryRows(w)} and ${live} and r.left_at is not null and (r.checked_in or r.checked_in_at is not null)) visits
    where minutes >= 0
    group by party_size
    order by party_size`);
  return rowsOf<TurnTimeRow>(result);
}
