// Signing out empties the offline store unless work still waits; another open tab cannot hold it up.
import { describe, expect, it } from 'vitest';
import { refreshDay } from './day-store';
import { forgetOfflineData } from './forget';
import { hostAction } from './queue';
import { date, FakeServer, noon, reopen, reservation, restaurantId, testDb } from './test-kit';

async function storedDay() {
  const { db, factory } = testDb();
  await refreshDay(db, new FakeServer([reservation('a', 'T1', [11], [13])]).source(), restaurantId, date, () => noon);
  return { db, factory };
}

const rowCounts = async (db: Awaited<ReturnType<typeof storedDay>>['db']) => Object.fromEntries(await Promise.all(db.tables.map(async (table) => [table.name, await table.count()] as const)));

describe('forgetOfflineData', () => {
  it('empties every store when nothing waits to be sent', async () => {
    const { db, factory } = await storedDay();
    expect((await rowCounts(db)).reservations).toBe(1);
    expect(await forgetOfflineData(db)).toBe('cleared');
    // This page can write nothing more into it (its screens are still mounted until the page goes).
    await expect(db.meta.put({ key: 'late write', value: 1 })).rejects.toThrow();
    const reopened = reopen(db, factory);
    expect(Object.values(await rowCounts(reopened))).toEqual(reopened.tables.map(() => 0));
    reopened.close();
  });

  it('keeps everything while an action waits to be sent', async () => {
    const { db } = await storedDay();
    expect((await hostAction(restaurantId, 'checkIn', 'a', { db, now: noon, actorId: 'host' })).ok).toBe(true);
    const before = await rowCounts(db);
    expect(await forgetOfflineData(db)).toBe('kept');
    expect(await rowCounts(db)).toEqual(before);
    expect(before.queue).toBe(1);
  });

  it('finishes while another tab keeps the database open and will not close it', async () => {
    const { db, factory } = await storedDay();
    const otherTab = reopen(db, factory);
    // A tab that ignores requests to close (a delete of the database would wait for it for ever).
    otherTab.on('versionchange', () => false);
    await otherTab.open();
    await expect(Promise.race([forgetOfflineData(db), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000))])).resolves.toBe('cleared');
    // The other tab reads the emptied store.
    expect(await otherTab.reservations.count()).toBe(0);
    otherTab.close();
  });
});
