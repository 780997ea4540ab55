// Signing out clears what the device stored (spec §4) — but never a host's unsent work: while actions wait or
// conflicts are undecided, the offline store is kept for the next sign-in on this device (it sends them then).
import { offlineDb } from './db';

export async function forgetOfflineData(): Promise<'deleted' | 'kept'> {
  const db = offlineDb();
  const [queued, conflicts] = await Promise.all([db.queue.count(), db.conflicts.count()]);
  if (queued > 0 || conflicts > 0) return 'kept';
  db.close();
  await db.delete();
  return 'deleted';
}
