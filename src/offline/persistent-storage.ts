import type { OfflineDb } from './db';

/**
 * Asks the browser once to keep this origin's storage (the queue must outlive storage pressure); remembered in the
 * database so the prompt, where a browser shows one, comes once.
 */
export async function requestPersistentStorage(db: OfflineDb, storage = (globalThis.navigator as { storage?: { persist?: () => Promise<boolean> } } | undefined)?.storage): Promise<boolean | null> {
  const key = 'persist-asked';
  if (!storage?.persist || (await db.meta.get(key))) return null;
  const granted = await storage.persist().catch(() => false);
  await db.meta.put({ key, value: { at: Date.now(), granted } });
  return granted;
}
