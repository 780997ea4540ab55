// How the server's answer to a queued command goes back into the day store's server copy (inside the acknowledging
// transaction): the rows it wrote, the extra tables it dropped, a blocker's id named by the server.
import { groupKey } from '../../core/reservations';
import type { Blocker, SwapResponse } from '../../core/schemas/front-of-house';
import type { Reservation } from '../../core/schemas/reservations';
import type { z } from 'zod';
import type { OfflineDb } from './db';
import { storedBlocker, storedReservation } from './day-store';
import type { QueueEntry, StoredBlocker, StoredReservation } from './operations';
import { absorbRedemption } from './vouchers';

/** What an answer changed in the server copy: rows written and ids removed. */
export interface Absorbed {
  reservations: StoredReservation[];
  removedReservations: string[];
  blockers: StoredBlocker[];
  removedBlockers: string[];
}

/**
 * Writes the server's answer to an entry into the server copy (call inside the acknowledging transaction). Rows the
 * answer leaves out of the edited booking (dropped extra tables) leave the copy; a blocker created offline takes the
 * server's id, in the store and in every later entry.
 */
export async function absorbAnswer(db: OfflineDb, entry: QueueEntry, body: unknown, receivedAt: number, timeZone: string): Promise<Absorbed> {
  const { restaurantId, op } = entry;
  const absorbed: Absorbed = { reservations: [], removedReservations: [], blockers: [], removedBlockers: [] };
  const putRows = async (rows: readonly Reservation[]) => {
    absorbed.reservations = rows.map((row) => storedReservation(row, timeZone, receivedAt));
    await db.serverReservations.bulkPut(absorbed.reservations);
  };
  switch (op.kind) {
    case 'action':
      await putRows((body as { reservations: Reservation[] }).reservations);
      break;
    case 'createReservation':
    case 'updateReservation': {
      const list = body as Reservation[];
      const named = op.kind === 'createReservation' ? op.input._id : op.reservationId;
      const listedRow = list.find((row) => row._id === named);
      const key = listedRow ? groupKey(listedRow) : named;
      const listed = new Set(list.map((row) => row._id));
      absorbed.removedReservations = (await db.serverReservations.where('[restaurantId+_id]').between([restaurantId, ''], [restaurantId, '\uffff']).toArray())
        .filter((row) => groupKey(row) === key && !listed.has(row._id))
        .map((row) => row._id);
      await db.serverReservations.bulkDelete(absorbed.removedReservations.map((id) => [restaurantId, id] as [string, string]));
      await putRows(list);
      break;
    }
    case 'swap': {
      const swapped = body as z.infer<typeof SwapResponse>;
      await putRows([swapped.reservationA, ...(swapped.reservationB ? [swapped.reservationB] : [])]);
      break;
    }
    case 'createBlocker':
    case 'updateBlocker': {
      const blocker = storedBlocker(body as Blocker, restaurantId, receivedAt);
      await db.serverBlockers.put(blocker);
      absorbed.blockers = [blocker];
      if (op.kind === 'createBlocker' && op.blockerId !== undefined && blocker._id !== op.blockerId) {
        await remapBlocker(db, restaurantId, op.blockerId, blocker._id);
        absorbed.removedBlockers = [op.blockerId];
      }
      break;
    }
    case 'deleteBlocker':
      await db.serverBlockers.delete([restaurantId, op.blockerId]);
      absorbed.removedBlockers = [op.blockerId];
      break;
    case 'redeemVoucher':
      // The book does not change; the voucher's copy takes the server's balance and ledger row.
      await absorbRedemption(db, restaurantId, body, receivedAt);
      break;
  }
  return absorbed;
}

/** Later entries (and conflicts) that name a locally created blocker now name the server's blocker. */
async function remapBlocker(db: OfflineDb, restaurantId: string, from: string, to: string): Promise<void> {
  await db.blockers.delete([restaurantId, from]);
  const rename = <T extends { targets: string[]; op: QueueEntry['op'] }>(item: T): void => {
    item.targets = item.targets.map((id) => (id === from ? to : id));
    if ('blockerId' in item.op && item.op.blockerId === from) item.op = { ...item.op, blockerId: to };
  };
  await db.queue.where('targets').equals(from).modify(rename);
  await db.conflicts.where('restaurantId').equals(restaurantId).filter((c) => c.targets.includes(from)).modify(rename);
}
