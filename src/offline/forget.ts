// Signing out clears what the device stored (spec §4) — but never a host's unsent work: while actions wait or
// conflicts are undecided, the offline store is kept for the next sign-in on this device (it sends them then).
//
// The stores are emptied in one transaction rather than the database deleted: a delete waits until every other tab
// has closed its connection, so with a second tab open signing out could hang; emptying needs no other tab's help,
// and the check for waiting work and the clearing cannot be split by an action queued in between.
import { offlineDb, type OfflineDb } from './db';

export async function forgetOfflineData(db: OfflineDb = offlineDb()): Promise<'cleared' | 'kept'> {
  const outcome = await db.transaction('rw', db.tables, async () => {
    const [queued, conflicts] = await Promise.all([db.queue.count(), db.conflicts.count()]);
    if (queued > 0 || conflicts > 0) return 'kept' as const;
    await Promise.all(db.tables.map((table) => table.clear()));
    return 'cleared' as const;
  });
  // Until the page has gone, its screens are still mounted: a day refresh or the sync's status answering now must not
  // write into the emptied store. Closed for good in this page; the next page opens it afresh.
  if (outcome === 'cleared') db.close({ disableAutoOpen: true });
  return outcome;
}
