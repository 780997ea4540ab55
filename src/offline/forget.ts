// Signing out clears what the device stored (spec §4) — but never a host's unsent work: while actions wait or
// conflicts are undecided, the offline store is kept for the next sign-in on this device (it sends them then).
//
// The stores are emptied in one transaction rather than the database deleted: a delete waits until every other tab
// has closed its connection, so with a second tab open signing out could hang; emptying needs no other tab's help,
// and the check for waiting work and the clearing cannot be split by an action queued in between.
import { offlineDb, type OfflineDb } from './db';

export async function forgetOfflineData(db: OfflineDb = offlineDb()): Promise<'cleared' | 'kept'> {
  return db.transaction('rw', db.tables, async () => {
    const [queued, conflicts] = await Promise.all([db.queue.count(), db.conflicts.count()]);
    if (queued > 0 || conflicts > 0) return 'kept' as const;
    await Promise.all(db.tables.map((table) => table.clear()));
    return 'cleared' as const;
  });
}
