// The retention purge (docs/decisions/013-trash.md): items deleted longer ago than the retention period are deleted
// for good, by a job that runs at start and periodically, and each purge is logged as the retention's.
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { retentionJob } from '../../server/modules/trash';
import * as schema from '../../server/platform/db/schema';
import { fileServer } from './file-server';
import { trashKit } from './trash-kit';

const server = await fileServer();
const { services } = server.app;
const { db } = server.database;
const kit = trashKit(server);
const day = 24 * 60 * 60 * 1000;

describe('the retention purge', () => {
  it('purges what was deleted more than 30 days before now, restaurants last, and logs each purge; bookings stay', async () => {
    const r = await kit.restaurant();
    const old = await kit.booking(r.id);
    const young = await kit.booking(r.id);
    await kit.deleteBooking(r.id, old, new Date(Date.now() - 10 * day));
    await kit.deleteBooking(r.id, young, new Date(Date.now() - 1 * day));
    await services.tables.remove(r.id, r.tableId, kit.by);
    await db.update(schema.trashItems).set({ deletedAt: new Date(Date.now() - 20 * day) }).where(eq(schema.trashItems.id, r.tableId));
    const gone = await kit.restaurant();
    await services.restaurants.softDelete(gone.id, kit.by);
    await db.update(schema.restaurants).set({ deletedAt: new Date(Date.now() - 25 * day) }).where(eq(schema.restaurants.id, gone.id));

    // 21 days on, the table (41 days) and the restaurant (46) are due. Deleted bookings are cancellations the analytics
    // count: the retention purge leaves them, however old (the demo's history has months of them).
    const cancellations = await db.$count(schema.reservations, isNotNull(schema.reservations.deletedAt));
    const purged = await services.trash.purgeExpired(new Date(Date.now() + 21 * day));
    expect(purged.map((item) => [item.kind, item.id])).toEqual([
      ['table', r.tableId],
      ['restaurant', gone.id],
    ]);
    expect((await kit.inTrash(r.id)).map((item) => item.id)).toEqual([young, old]);
    expect(await db.$count(schema.reservations, isNotNull(schema.reservations.deletedAt))).toBe(cancellations);
    expect(await db.select().from(schema.restaurants).where(eq(schema.restaurants.id, gone.id))).toEqual([]);

    const log = (await kit.purges()).items.filter((entry) => [r.tableId, gone.id].includes(entry.id));
    expect(log).toHaveLength(2);
    for (const entry of log) expect(entry).toMatchObject({ byRetention: true, purgedBy: null });
    expect(log.find((entry) => entry.id === gone.id)).toMatchObject({ kind: 'restaurant', restaurant: { id: gone.id, name: `Trash ${gone.id}` } });
  });

  it('the job purges at start and again on its schedule, with the clock it is given', async () => {
    const r = await kit.restaurant();
    await services.tables.remove(r.id, r.tableId, kit.by);
    await db.update(schema.trashItems).set({ deletedAt: new Date(Date.now() - 31 * day) }).where(eq(schema.trashItems.id, r.tableId));
    const calls: Date[] = [];
    const job = retentionJob({ purgeExpired: async (now) => (calls.push(now), services.trash.purgeExpired(now)) }, { everyMs: 50, now: () => new Date(0) });
    const log = { info: () => undefined, error: () => undefined };
    job.start(log, { deleteUser: async () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 130));
    await job.stop();
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls[0]?.getTime()).toBe(0);
    // At 1970 nothing is 30 days old: the table stays; the real clock purges it.
    expect((await kit.inTrash(r.id)).map((item) => item.id)).toEqual([r.tableId]);
    await services.trash.purgeExpired(new Date());
    expect(await kit.inTrash(r.id)).toEqual([]);
  });

  it('the retention period is an environment setting, 30 days by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trashRetentionDays).toBe(30);
    expect(loadConfig({ NODE_ENV: 'test', TRASH_RETENTION_DAYS: '7' }).trashRetentionDays).toBe(7);
    expect(() => loadConfig({ NODE_ENV: 'test', TRASH_RETENTION_DAYS: '0' })).toThrow(/TRASH_RETENTION_DAYS/);
  });
});
