// The big restaurant of the booking bench's scale cases (./booking-scale.ts): the demo grown by an annex of two-seat
// tables open 12:00–22:00 in two-hour slots every day, and a book of upcoming reservations in it, written by the
// database itself; and the load's requests, spread evenly over the annex's slots of the horizon.
import type pg from 'pg';
import { addDays, localDateOf, toInstant } from '../core/time';

export const annexTables = 400;
const annexSlots = [12, 14, 16, 18, 20].map((hour) => ({ start: hour * 60, end: (hour + 2) * 60 }));
/** Days from tomorrow on that the book and the load use: inside the demo's 90-day horizon. */
const bookDays = 88;
const zone = 'Europe/Berlin';
const weekdayNames = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * The annex (`annexTables` two-seat tables) and `upcoming` reservations in it: the n-th goes to slot-day n mod (days ×
 * slots) at table n div that, so the book fills every slot of the horizon evenly and no two overlap. 400 tables give
 * 176,000 places: 100,000 booked leave room for the runs' bookings.
 */
export async function prefillAnnex(client: pg.Client, upcoming: number): Promise<void> {
  const slots = JSON.stringify(annexSlots);
  const timeslots = `jsonb_build_object(${weekdayNames.map((day) => `'${day}', '${slots}'::jsonb`).join(', ')})`;
  await client.query(
    `insert into areas (restaurant_id, id, name, bookable, sorting, localized_names, timeslots)
     values ('demo', 'annex', 'Annex', true, 50, '{"en":"Annex","de":"Annex","es":"Anexo"}'::jsonb, ${timeslots})`,
  );
  await client.query(
    `insert into dining_tables (restaurant_id, label, table_number, level, bookable, min_covers, max_covers)
     select 'demo', 'A' || n, 'A' || n, 'Annex', true, 1, 2 from generate_series(1, ${annexTables}) as n`,
  );
  const slotDays = bookDays * annexSlots.length;
  const startsSql = annexSlots.map((slot) => `time '${String(slot.start / 60).padStart(2, '0')}:00'`).join(', ');
  await client.query(
    `insert into reservations (restaurant_id, token, customer_name, customer_phone, customer_email, level, table_number, party_size,
                               start_time, end_time, original_start_time, original_end_time, source, platform)
     select 'demo', 'upcoming-' || n, 'Guest ' || n, '+49 30 1234567', 'guest' || n || '@example.test', 'Annex',
            'A' || (1 + n / ${slotDays}), 2, s.start, s.start + interval '2 hours', s.start, s.start + interval '2 hours', 'online', 'mobile'
       from generate_series(0, ${upcoming - 1}) as n,
            lateral (select ((current_date + 1 + (n % ${slotDays}) / ${annexSlots.length}) + (array[${startsSql}])[1 + n % ${annexSlots.length}])
                            at time zone '${zone}' as start) as s`,
  );
  // As pgbench's own initialisation does: the planner plans for the rows that are there.
  await client.query('vacuum analyze');
}

/** What follows the customer in each request's body: the annex's slots, day by day through the horizon. */
export function annexRequestTails(): string[] {
  const today = localDateOf(new Date(), zone);
  return Array.from({ length: annexSlots.length * bookDays }, (_, i) => {
    const slot = annexSlots[i % annexSlots.length] as (typeof annexSlots)[number];
    const start = toInstant(addDays(today, 1 + Math.floor(i / annexSlots.length)), slot.start, zone);
    const end = new Date(start.getTime() + (slot.end - slot.start) * 60_000);
    return JSON.stringify({ partySize: 2, startTime: start.toISOString(), endTime: end.toISOString(), level: 'Annex' }).slice(1);
  });
}
