// Migration 0013 (docs/decisions/010): reservations written before the booking origin was recorded are given a source
// once by the decision's rules, applied to a booking's primary row and shared by its extra tables, and no platform;
// roles that saw the analytics also get the kitchen screen. Run on a PGlite database migrated to just before it.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, pgErrorCode, type DatabaseHandle } from '../../server/platform/db/connection';

/** A copy of the migrations folder that ends with `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'covers-migrations-'));
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  const entries = journal.entries.slice(0, last + 1);
  await mkdir(path.join(dir, 'meta'));
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

let handle: DatabaseHandle;
let folder: string;
const run = (statement: string) => handle.db.execute(sql.raw(statement));
const rows = async <T>(statement: string) => (await run(statement)) as unknown as { rows: T[] };

beforeAll(async () => {
  folder = await migrationsUpTo('0012_guest-no-duplicate-booking');
  handle = await openDatabase({ engine: 'pglite' });
  await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  await run(`insert into restaurants (id, name) values ('old', 'Old Times')`);
  // id, linked to, creator, guest booking, referral code, minutes from being made to the start
  const history: [string, string | null, string | null, boolean, string | null, number][] = [
    ['affiliate', null, null, true, 'creator-42', 3 * 24 * 60],
    ['online', null, null, true, null, 2 * 24 * 60],
    ['online-extra', 'online', null, false, null, 2 * 24 * 60],
    ['online-before-0012', null, null, false, null, 24 * 60],
    ['waitlist', null, 'staff-1', false, null, 60],
    ['walk-in', null, 'staff-1', false, null, 15],
    ['walk-in-extra', 'walk-in', 'staff-1', false, null, 15],
    ['staff', null, 'staff-1', false, null, 16],
    ['orphan-extra', 'gone', 'staff-1', false, null, 5],
  ];
  for (const [index, [id, linked, creator, guest, referral, ahead]] of history.entries()) {
    await run(`insert into reservations (restaurant_id, id, token, customer_name, level, table_number, start_time, end_time, original_start_time,
        original_end_time, created_at, linked_reservation_id, creator_id, guest_booking, referral_code)
      select 'old', '${id}', 'token-${id}', 'Guest', 'Main', '${index + 1}', s, s + interval '2 hours', s, s + interval '2 hours',
        timestamptz '2025-03-01 10:00:00+00', ${linked ? `'${linked}'` : 'null'}, ${creator ? `'${creator}'` : 'null'}, ${guest}, ${referral ? `'${referral}'` : 'null'}
      from (select timestamptz '2025-03-01 10:00:00+00' + ${ahead} * interval '1 minute' as s) t`);
  }
  await run(`insert into waitlist (restaurant_id, id, day, party_size, customer_name, reservation_id) values ('old', 'w1', '2025-03-01', 2, 'Guest', 'waitlist')`);
  await run(`insert into roles (restaurant_id, id, name, permissions) values
    ('old', 'owner', 'Owner', '["ReadReservations", "ViewAnalytics"]'),
    ('old', 'host', 'Host', '["ReadReservations", "ManageReservations"]'),
    ('old', 'chef', 'Chef', '["ViewAnalytics", "ViewKitchen"]')`);
  await handle.migrate();
}, 120_000);

afterAll(async () => {
  await handle.close();
  await rm(folder, { recursive: true, force: true });
});

describe('migration 0013: the booking origin', () => {
  it('gives earlier reservations a source by the decision\'s rules and no platform', async () => {
    const { rows: found } = await rows<{ id: string; source: string; platform: string | null }>(`select id, source, platform from reservations order by id`);
    expect(Object.fromEntries(found.map((row) => [row.id, row.source]))).toEqual({
      affiliate: 'affiliate',
      online: 'online',
      'online-extra': 'online',
      'online-before-0012': 'online',
      waitlist: 'waitlist',
      'walk-in': 'walk-in',
      'walk-in-extra': 'walk-in',
      staff: 'staff',
      'orphan-extra': 'walk-in',
    });
    expect(found.every((row) => row.platform === null)).toBe(true);
  });

  it('gives every role that held ViewAnalytics the kitchen screen, once', async () => {
    const { rows: found } = await rows<{ id: string; permissions: string[] }>(`select id, permissions from roles order by id`);
    expect(found).toEqual([
      { id: 'chef', permissions: ['ViewAnalytics', 'ViewKitchen'] },
      { id: 'host', permissions: ['ReadReservations', 'ManageReservations'] },
      { id: 'owner', permissions: ['ReadReservations', 'ViewAnalytics', 'ViewKitchen'] },
    ]);
  });

  it('holds every new row to a known source and platform', async () => {
    const insert = (source: string | null, platform: string | null) =>
      run(`insert into reservations (restaurant_id, token, customer_name, level, table_number, start_time, end_time, original_start_time, original_end_time, source, platform)
        values ('old', gen_random_uuid()::text, 'Guest', 'Main', 'X', now(), now() + interval '1 hour', now(), now() + interval '1 hour',
          ${source === null ? 'null' : `'${source}'`}, ${platform === null ? 'null' : `'${platform}'`})`).then(() => 'written', pgErrorCode);
    expect(await insert('online', 'mobile')).toBe('written');
    expect(await insert('phone', 'staff')).toBe('23514');
    expect(await insert('staff', 'tablet')).toBe('23514');
    expect(await insert(null, null)).toBe('23502');
  });
});
