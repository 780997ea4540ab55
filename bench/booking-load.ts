// What the booking bench (./booking.ts) puts in the database before its run and what its load generator sends.
import { addDays, localDateOf, toInstant } from '../core/time';

/**
 * The demo floor (23 tables) fills up within seconds at this rate; 400 more two-to-four tops keep every request of the
 * warm-up and the run bookable, so the figure is the rate of bookings made, not of refusals. With 200, a run at 4,000
 * bookings a second filled the slots before its end: the guests turned away cost more than bookings (each is read
 * again, then its whole day is read to say why), and the run measured them. A restaurant in service already has a
 * book: 5,000 upcoming lunch reservations over the horizon (as in the engine bench), so the run measures bookings into
 * tables of a realistic size, not into an empty database.
 */
export async function prefillDemo(client: { query(text: string): Promise<unknown> }): Promise<void> {
  await client.query(
    `insert into dining_tables (restaurant_id, label, table_number, level, bookable, min_covers, max_covers)
     select 'demo', 'X' || n, 'X' || n, case when n % 2 = 0 then 'Terrace' else 'Dining Room' end, true, 1, 4
       from generate_series(1, 400) as n`,
  );
  await client.query(
    `insert into reservations (restaurant_id, token, customer_name, customer_phone, customer_email, level, table_number, party_size,
                               start_time, end_time, original_start_time, original_end_time, source)
     select 'demo', 'prefill-' || n, 'Guest ' || n, '+49 30 1234567', 'guest' || n || '@example.test',
            case when (1 + n % 60) % 2 = 0 then 'Terrace' else 'Dining Room' end, 'X' || (1 + n % 60), 2, s.start, s.start + interval '2 hours', s.start, s.start + interval '2 hours', 'online'
       from generate_series(0, 4999) as n,
            lateral (select ((current_date + 1 + n / 60) + time '12:00') at time zone 'Europe/Berlin' as start) as s`,
  );
  // As pgbench's own initialisation does, the tables are vacuumed and analyzed before the load: on a database this new
  // the planner would otherwise plan for the handful of rows it last saw (PostgreSQL analyzes a table only a minute
  // after it changed) and keep those plans while the run adds thousands.
  await client.query('vacuum analyze');
}

// Requests spread over the horizon's days, both areas and their afternoon and dinner slots, so that every request of
// the warm-up and the run finds a table (about 210 per slot and area, 100,000 in all): the figure is the rate of
// bookings made.
const slots = [
  { level: 'Terrace', start: 14 * 60, end: 16 * 60 },
  { level: 'Terrace', start: 18 * 60, end: 20 * 60 },
  { level: 'Terrace', start: 20 * 60, end: 22 * 60 },
  { level: 'Dining Room', start: 17 * 60 + 30, end: 19 * 60 + 30 },
  { level: 'Dining Room', start: 19 * 60 + 30, end: 21 * 60 + 30 },
  { level: 'Dining Room', start: 21 * 60 + 30, end: 23 * 60 + 30 },
];
const days = 80;

/** What follows the customer in each request's body: its slot, day by day through the slots. */
function requestTails(): string[] {
  const today = localDateOf(new Date(), 'Europe/Berlin');
  return Array.from({ length: slots.length * days }, (_, i) => {
    const slot = slots[i % slots.length] as (typeof slots)[number];
    const start = toInstant(addDays(today, 1 + Math.floor(i / slots.length)), slot.start, 'Europe/Berlin');
    const end = new Date(start.getTime() + (slot.end - slot.start) * 60_000);
    return JSON.stringify({ partySize: 2, startTime: start.toISOString(), endTime: end.toISOString(), level: slot.level }).slice(1);
  });
}

/**
 * wrk's script: each of its two threads numbers its requests (every other number, from `first` on), and request n
 * books guest n into tails[n mod tails]. A run starts its numbers after the warm-up's, which are not used again.
 */
export function bookingScript(first: number, tails: string[] = requestTails()): string {
  return `
local tails = { ${tails.map((tail) => `[==[${tail}]==]`).join(', ')} }
local headers = { ["Content-Type"] = "application/json", ["X-Restaurant-Id"] = "demo" }
local threadCount = 0
function setup(thread)
  thread:set("threadIndex", threadCount)
  threadCount = threadCount + 1
end
local n
function init(args)
  n = ${first} + threadIndex
end
function request()
  n = n + 2
  local body = '{"customer":{"name":"Bench ' .. n .. '","email":"bench' .. n .. '@example.test","phone":"+49 30 1234567"},' .. tails[(n % #tails) + 1]
  return wrk.format("POST", nil, headers, body)
end
`;
}
