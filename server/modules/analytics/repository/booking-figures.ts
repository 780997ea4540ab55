// The owner's analytics read from the reservations table (docs/decisions/010): the bookings whose primary row (a
// party on combined tables counts once) starts in [from, to), counted by the decision's rules. Two statements, both
// answered from the covering index reservations_analytics_idx (migration 0014) alone: a range's counts in one pass —
// by restaurant-local day, by place (source × platform × area × special × lead-time bucket, rolled up per dimension by
// the caller) and by party size × whole minutes of stay — and a range's totals (the previous range's).
//
// What keeps a year's read within its budget (bench/analytics.ts): no time-zone arithmetic per row — a row's local day
// (and the day it was made or cancelled) is its place among the range's local midnights, computed once by the caller
// (width_bucket, a binary search); each row's derived values computed once, in a subquery the planner may not flatten
// (`offset 0`); three grouping sets of few groups each, which PostgreSQL hashes (booleans and statuses as FILTERs, not
// grouping columns: the planner cannot tell how few values they have and would sort instead); epochs as double
// precision (date_part), not numeric (extract). The caller reads a long range in two halves at once.
import { sql, type SQL } from 'drizzle-orm';
import type { PlatformFilter } from '../../../../core/analytics/booking-origin';
import type { Queryable } from '../../../platform/db/connection';

export interface FigureWindow {
  restaurantId: string;
  /** Instants: the first local midnight of the range and the one after its last day. */
  from: Date;
  to: Date;
  platform: PlatformFilter;
  /** Epoch ms: a booking whose stay ended before this and who never came is a no-show. */
  now: number;
}

/** What every group of bookings answers (counts cast to int, sums to float8, so both drivers answer numbers). */
export interface CountsRow {
  bookings: number;
  covers: number;
  cancellations: number;
  no_shows: number;
  no_show_covers: number;
  walk_ins: number;
  /** Seconds from making (cancelling) each booking to its start, summed; one made or cancelled after its start counts 0. */
  lead_seconds: number;
  cancellation_lead_seconds: number;
}

/**
 * The local midnights a range's rows are placed among: the first a month and a day before the range (so that a lead
 * time up to 30 days is counted in local days), the last the one ending the range. Row `day` k (1-based) is the day
 * starting at midnights[k - 1]; 0 is before them all.
 */
export type Midnights = readonly Date[];

export interface FigureRow extends CountsRow {
  set: 'day' | 'place' | 'party';
  /** The day's place among the midnights (see Midnights). */
  day: number | null;
  source: string | null;
  platform: string | null;
  level: string | null;
  special: string | null;
  /** The lead-time bucket of core/schemas/analytics.ts by its index: of the making, or of the cancelling. */
  bucket: number | null;
  party_size: number | null;
  /** Whole minutes from arrival to leaving (a visit's stay), or null for a booking that is not such a visit. */
  turn_minute: number | null;
  visits: number;
  turn_minutes: number;
}

const at = (ms: number | Date) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** The primary rows of the window's bookings (cancelled ones included), of the asked platform. */
function primaryRows(w: FigureWindow): SQL {
  const platform = w.platform === 'all' ? sql`` : sql` and r.platform = ${w.platform}`;
  return sql`from reservations r
    where r.restaurant_id = ${w.restaurantId} and r.linked_reservation_id is null
      and r.start_time >= ${at(w.from)} and r.start_time < ${at(w.to)}${platform}`;
}

/** Not cancelled, never checked in, not marked left, and its (extended) end has passed. */
const noShow = (now: number) =>
  sql`r.deleted_at is null and not r.checked_in and r.left_at is null
    and greatest(r.start_time, coalesce(r.extended_to, r.end_time)) <= ${at(now)}`;
const epoch = (column: string) => sql.raw(`date_part('epoch', ${column})`);

/**
 * Arrival is checkedIn (a late mark alone is a guest on the way, docs/decisions/010); its time is checkedInAt, or the
 * booked start for a guest checked in without one. A visit is a live booking with an arrival and a departure after it.
 */
const stay = sql`case when r.deleted_at is null and r.left_at is not null and r.checked_in
    and r.left_at >= coalesce(r.checked_in_at, r.start_time)
  then (${epoch('r.left_at')} - ${epoch('coalesce(r.checked_in_at, r.start_time)')}) / 60 end`;

/** The range's counts by day, by place and by party size and stay: one pass, three grouping sets. */
export async function rangeFigures(q: Queryable, w: FigureWindow, midnights: Midnights): Promise<FigureRow[]> {
  const bounds = sql`${`{${midnights.map((midnight) => midnight.toISOString()).join(',')}}`}::timestamptz[]`;
  const result = await q.execute(sql`select
      case when grouping(day) = 0 then 'day' when grouping(source) = 0 then 'place' else 'party' end as set,
      day, source, platform, level, special, bucket, party_size, turn_minute,
      count(*) filter (where not cancelled)::int as bookings,
      coalesce(sum(party_size) filter (where not cancelled), 0)::int as covers,
      count(*) filter (where cancelled)::int as cancellations,
      count(*) filter (where no_show)::int as no_shows,
      coalesce(sum(party_size) filter (where no_show), 0)::int as no_show_covers,
      count(*) filter (where walk_in)::int as walk_ins,
      coalesce(sum(lead_seconds) filter (where not cancelled), 0)::float8 as lead_seconds,
      coalesce(sum(lead_seconds) filter (where cancelled), 0)::float8 as cancellation_lead_seconds,
      count(turn_minutes)::int as visits, coalesce(sum(turn_minutes), 0)::float8 as turn_minutes
    from (
      select r.party_size, r.source, r.platform, r.level, r.special_id as special, r.deleted_at is not null as cancelled,
        ${noShow(w.now)} as no_show,
        r.deleted_at is null and r.source = 'walk-in' as walk_in,
        width_bucket(r.start_time, ${bounds}) as day,
        width_bucket(coalesce(r.deleted_at, r.created_at), ${bounds}) as made_day,
        greatest(0, ${epoch('r.start_time')} - ${epoch('coalesce(r.deleted_at, r.created_at)')}) as lead_seconds,
        ${stay} as turn_minutes
      ${primaryRows(w)}
      offset 0
    ) x, lateral (select
        case when made_day = 0 or day - made_day > 30 then 4 when day - made_day > 7 then 3 when day - made_day > 1 then 2
          when day - made_day = 1 then 1 else 0 end as bucket,
        round(turn_minutes)::int as turn_minute) b
    group by grouping sets ((day), (source, platform, level, special, bucket), (party_size, turn_minute))`);
  return (result as unknown as { rows: FigureRow[] }).rows;
}

/** The window's totals (the previous range's: no groups, no local dates). */
export async function rangeTotals(q: Queryable, w: FigureWindow): Promise<CountsRow> {
  const result = await q.execute(sql`select count(*) filter (where r.deleted_at is null)::int as bookings,
      coalesce(sum(r.party_size) filter (where r.deleted_at is null), 0)::int as covers,
      count(*) filter (where r.deleted_at is not null)::int as cancellations,
      count(*) filter (where ${noShow(w.now)})::int as no_shows,
      coalesce(sum(r.party_size) filter (where ${noShow(w.now)}), 0)::int as no_show_covers,
      count(*) filter (where r.deleted_at is null and r.source = 'walk-in')::int as walk_ins,
      coalesce(sum(greatest(0, ${epoch('r.start_time')} - ${epoch('r.created_at')})) filter (where r.deleted_at is null), 0)::float8 as lead_seconds,
      coalesce(sum(greatest(0, ${epoch('r.start_time')} - ${epoch('r.deleted_at')})) filter (where r.deleted_at is not null), 0)::float8 as cancellation_lead_seconds
    ${primaryRows(w)}`);
  return (result as unknown as { rows: CountsRow[] }).rows[0] as CountsRow;
}
