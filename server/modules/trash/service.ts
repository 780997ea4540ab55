// The database trash (spec §1, §2 database-trash; docs/decisions/013-trash.md): every deleted item of every kind, with
// who deleted it and when; restore with what it needs, purge for good, and the log of every purge.
import { AppError } from '../../../core/errors';
import { trashPageSize, type TrashItem, type TrashPurgePage, type TrashQuery, type TrashRef, type TrashRestored } from '../../../core/schemas/trash';
import type { Database } from '../../platform/db/connection';
import type { ChangeFeed } from '../live';
import type { PublishingService } from '../publishing';
import { lockFloor } from '../settings';
import { byRetention, purgeAndLog, purgePage } from './repository/purges';
import { trashItem, trashPage, type TrashRow } from './repository/trash-list';
import { restoreInTransaction } from './restore';

/** How many expired items the retention purge reads at a time. */
const retentionBatch = 200;

export type TrashService = ReturnType<typeof trashService>;

/** Who purged: an admin's user id, or the retention purge. */
export type Purger = { adminId: string } | 'retention';

export function trashItemDto(row: TrashRow): TrashItem {
  return {
    kind: row.kind,
    id: row.id,
    label: row.label,
    restaurant: row.restaurantId ? { id: row.restaurantId, name: row.restaurantName ?? row.restaurantId } : null,
    deletedAt: row.deletedAt,
    deletedBy: row.deletedBy ? { id: row.deletedBy, name: row.deletedByName } : null,
  };
}

export function trashService({ db, publishing, feed, retentionDays }: { db: Database; publishing: PublishingService; feed: ChangeFeed; retentionDays: number }) {
  async function list(query: TrashQuery) {
    const { rows, total } = await trashPage(db, query, { limit: trashPageSize, offset: query.page * trashPageSize });
    return { items: rows.map(trashItemDto), total, page: query.page, pageSize: trashPageSize, retentionDays };
  }

  async function restore({ kind, id }: TrashRef): Promise<TrashRestored> {
    const item = await trashItem(db, kind, id);
    if (!item) throw new AppError('not_found', `No ${kind} ${id} in the trash`);
    const restored = await db.transaction(async (tx) => {
      // Settings writes lock the restaurant's row first (settings' lockFloor): a restore and an edit take turns.
      if (item.restaurantId) await lockFloor(tx, item.restaurantId);
      return restoreInTransaction(tx, kind, id);
    });
    await republish(item, restored);
    return { restored };
  }

  /** What the public files and the open screens show follows the restore (spec §7 static files, live updates). */
  async function republish(item: TrashRow, restored: TrashRestored['restored']): Promise<void> {
    if (!item.restaurantId || item.kind === 'user') return;
    if (item.kind === 'restaurant') return publishing.publishRestaurant(item.restaurantId);
    const bookings = restored.filter((entry) => entry.kind === 'reservation').map((entry) => entry.id);
    if (bookings.length > 0) feed.notify(item.restaurantId, { kind: 'reservations', ids: bookings });
    if (restored.some((entry) => entry.kind !== 'reservation')) feed.notify(item.restaurantId, { kind: 'settings' });
    await publishing.publishAvailability(item.restaurantId);
  }

  /** Deletes the item for good and logs it; the caller forgets a purged user's sign-in (./sign-in.ts). */
  async function purge({ kind, id }: TrashRef, by: Purger): Promise<TrashRow> {
    const item = await trashItem(db, kind, id);
    if (!item || !(await purgeRow(item, by))) throw new AppError('not_found', `No ${kind} ${id} in the trash`);
    return item;
  }

  const purgeRow = (item: TrashRow, by: Purger) => db.transaction((tx) => purgeAndLog(tx, item, by === 'retention' ? byRetention : by.adminId));

  /**
   * The retention purge: every item deleted more than `retentionDays` before `now`, restaurants last (purging one takes
   * its own trashed items with it, unlogged one by one). Deleted reservations stay: they are the cancellations the
   * booking analytics count (docs/decisions/010), so only an admin purges one. Returns what it purged.
   */
  async function purgeExpired(now: Date): Promise<TrashRow[]> {
    const deletedBefore = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
    const purged: TrashRow[] = [];
    for (const retention of ['items', 'restaurants'] as const) {
      for (;;) {
        const { rows } = await trashPage(db, { deletedBefore, retention }, { limit: retentionBatch, offset: 0 });
        const done = [];
        for (const row of rows) if (await purgeRow(row, 'retention')) done.push(row);
        purged.push(...done);
        if (done.length === 0 || rows.length < retentionBatch) break;
      }
    }
    return purged;
  }

  async function purgeLog(page: number): Promise<TrashPurgePage> {
    const { rows, total } = await purgePage(db, { limit: trashPageSize, offset: page * trashPageSize });
    return {
      items: rows.map((row) => ({
        kind: row.kind,
        id: row.id,
        label: row.label,
        restaurant: row.restaurantId ? { id: row.restaurantId, name: row.restaurantName ?? row.restaurantId } : null,
        deletedAt: row.deletedAt,
        purgedAt: row.purgedAt,
        byRetention: row.purgedBy === byRetention,
        purgedBy: row.purgedBy === byRetention ? null : { id: row.purgedBy, name: row.purgedByName },
      })),
      total,
      page,
      pageSize: trashPageSize,
    };
  }

  return { list, restore, purge, purgeExpired, purgeLog, retentionDays };
}
