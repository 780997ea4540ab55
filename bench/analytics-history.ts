// The restaurant the analytics bench reads (./analytics.ts): `bench`, four areas of twenty tables and an annex for
// the extra tables of large parties, with three years of bookings written by the database itself (generate_series):
// per day, area, table and slot a party by chance, about 300,000 rows, with sources, devices (none recorded in the
// oldest months), lead times, cancellations, no-shows, walk-ins, arrivals, departures, notes and a special. Every
// table holds one party per slot and the annex's tables each serve one table, so nothing overlaps.
import { sql } from 'drizzle-orm';
import type { Database } from '../server/platform/db/connection';

export const benchRestaurant = 'bench';
const zone = 'Europe/Berlin';
/** Days of history before today. */
export const benchHistoryDays = 3 * 365 + 1;
const everyDay = (slots: string) => `jsonb_build_object(${['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => `'${day}', ${slots}`).join(', ')})`;
const slots = `'[{"start":720,"end":840},{"start":840,"end":960},{"start":1080,"end":1200},{"start":1200,"end":1320}]'::jsonb`;

const floor = [
  `insert into restaurants (id, name, time_zone) values ('${benchRestaurant}', 'Bench Bistro', '${zone}')`,
  `insert into areas (restaurant_id, id, name, bookable, sorting, localized_names, timeslots)
   select '${benchRestaurant}', 'area-' || a, 'Area ' || a, true, a, jsonb_build_object('en', 'Area ' || a), ${everyDay(slots)}
   from generate_series(1, 4) a
   union all select '${benchRestaurant}', 'annex', 'Annex', false, 9, '{"en":"Annex"}'::jsonb, '{}'::jsonb`,
  `insert into dining_tables (restaurant_id, label, table_number, level, bookable, min_covers, max_covers)
   select '${benchRestaurant}', t::text, t::text, 'Area ' || a, true, 1, 2 + (t % 4) * 2 from generate_series(1, 4) a, generate_series(1, 20) t
   union all select '${benchRestaurant}', 'X' || n, 'X' || n, 'Annex', false, 1, 4 from generate_series(101, 420) n`,
  `insert into specials (restaurant_id, id, title, enabled) values ('${benchRestaurant}', 'chef-table', '{"en":"Chef''s table"}', true)`,
];

/** Every booking's primary row: its facts drawn from the random numbers of its (day, area, table, slot). */
const bookings = `insert into reservations (restaurant_id, id, token, customer_name, level, table_number, party_size, start_time, end_time,
    original_start_time, original_end_time, created_at, updated_at, deleted_at, checked_in, checked_in_at, left_at, source, platform,
    special_id, note, referral_code)
  select '${benchRestaurant}', id, 'token-' || id, 'Guest ' || t, 'Area ' || a, t::text, party, st, st + interval '2 hours', st,
    st + interval '2 hours', made, made, case when cancelled then made + (st - made) / 2 end, seated,
    case when seated and r6 > 0.2 then st + r6 * interval '20 minutes' end,
    case when seated then st + interval '60 minutes' + r6 * interval '55 minutes' end,
    source, case when d > 900 then null when source in ('online', 'affiliate') then (case when r3 < 0.6 then 'mobile' else 'desktop' end) else 'staff' end,
    case when r7 < 0.05 then 'chef-table' end, case when r7 > 0.9 then 'Nut allergy' end, case when source = 'affiliate' then 'creator' end
  from (
    select *, 'b-' || d || '-' || a || '-' || t || '-' || s as id,
      ((current_date - d) + time '12:00' + s * interval '2 hours' + (s / 2) * interval '2 hours') at time zone '${zone}' as st,
      1 + floor(r1 * 8)::int as party,
      case when r2 < 0.09 then 'walk-in' when r2 < 0.14 then 'waitlist' when r2 < 0.34 then 'staff' when r2 < 0.44 then 'affiliate' else 'online' end as source
    from generate_series(1, ${benchHistoryDays}) d, generate_series(1, 4) a, generate_series(1, 20) t, generate_series(0, 3) s,
      lateral (select random() as r0, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6, random() as r7
        where d > 0 and a > 0 and t > 0 and s >= 0) r
    where r0 < 0.82
  ) b,
  lateral (select case when source = 'walk-in' then st else st - r4 * r4 * r4 * interval '60 days' - interval '1 hour' end as made,
    source <> 'walk-in' and r5 < 0.08 as cancelled, not (source <> 'walk-in' and r5 < 0.12) as seated) f`;

/** A third of the parties of eight also hold their table's own annex table (a combination), with the same facts. */
const extraTables = `insert into reservations (restaurant_id, id, token, linked_reservation_id, customer_name, level, table_number, party_size,
    start_time, end_time, original_start_time, original_end_time, created_at, updated_at, deleted_at, checked_in, checked_in_at, left_at,
    source, platform, special_id, note, referral_code)
  select restaurant_id, id || '-x', token || '-x', id, customer_name, 'Annex', 'X' || (substr(level, 6)::int * 100 + table_number::int),
    party_size, start_time, end_time, original_start_time, original_end_time, created_at, updated_at, deleted_at, checked_in, checked_in_at,
    left_at, source, platform, special_id, note, referral_code
  from reservations where restaurant_id = '${benchRestaurant}' and party_size = 8 and abs(hashtext(id)) % 3 = 0`;

/** Writes the bench restaurant; answers the rows written. */
export async function fillAnalyticsHistory(db: Database): Promise<number> {
  for (const statement of [...floor, bookings, extraTables]) await db.execute(sql.raw(statement));
  // As a restaurant's database would be between bookings: statistics and the visibility map up to date (the analytics
  // read the index alone), and the fill's dirty pages written out, so the writer does not run during the measurement.
  await db.execute(sql.raw('vacuum analyze reservations'));
  await db.execute(sql.raw('checkpoint'));
  const result = (await db.execute(sql.raw(`select count(*)::int as n from reservations where restaurant_id = '${benchRestaurant}'`))) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
