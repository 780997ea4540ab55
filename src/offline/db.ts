// The tablet's IndexedDB (Dexie): the day store and the action queue, one database per device with every
// row keyed by restaurant. Two copies of the book are kept: `server*` is what the server last said (refreshes and
// answers to synced entries), and `reservations` / `blockers` — what screens read — is that plus every still-pending
// entry applied on top (./day-store.ts). The view is derived, so it can always be rebuilt from the other two.
import Dexie, { type DexieOptions, type Table as DexieTable } from 'dexie';
import type { Area, Table } from '../../core/schemas/floor';
import type { VoucherWithLedger } from '../../core/schemas/vouchers';
import type { Conflict, QueueEntry, StoredBlocker, StoredReservation } from './operations';
import { upgradeToCommand, type StoredBeforeCommands } from './queue-upgrade';

export interface StoredTable extends Table {
  restaurantId: string;
}
export interface StoredArea extends Area {
  restaurantId: string;
}
export interface StoredDay {
  restaurantId: string;
  date: string;
  /** Local time of the last successful refresh of this day. */
  refreshedAt: number;
}
export interface StoredRestaurant {
  restaurantId: string;
  timeZone: string;
  /** Spec §9 same-day cutoff hour (24: never closes): the grid's cutoff cells offline. */
  sameDayCutoffHour?: number | undefined;
}
export interface MetaRow {
  key: string;
  value: unknown;
}

/** A voucher as the server last answered it (a lookup or a redemption's answer), with its ledger. */
export interface StoredVoucher extends VoucherWithLedger {
  /** Local time of the answer it was written from (an older answer never overwrites it). */
  receivedAt: number;
}

type Key2 = [string, string];

/** The stores of version 1; a declared version never changes (the upgrade test opens a database as it was). */
export const versionOneStores = {
  reservations: '[restaurantId+_id], [restaurantId+day]',
  serverReservations: '[restaurantId+_id], [restaurantId+day]',
  blockers: '[restaurantId+_id], restaurantId',
  serverBlockers: '[restaurantId+_id], restaurantId',
  floorTables: '[restaurantId+_id], restaurantId',
  areas: '[restaurantId+_id], restaurantId',
  days: '[restaurantId+date]',
  restaurants: 'restaurantId',
  queue: '++seq, &id, restaurantId, *targets',
  conflicts: 'id, restaurantId, seq',
  meta: 'key',
};

export class OfflineDb extends Dexie {
  reservations!: DexieTable<StoredReservation, Key2>;
  serverReservations!: DexieTable<StoredReservation, Key2>;
  blockers!: DexieTable<StoredBlocker, Key2>;
  serverBlockers!: DexieTable<StoredBlocker, Key2>;
  /** `tables` is Dexie's own list of object stores, hence the name. */
  floorTables!: DexieTable<StoredTable, Key2>;
  areas!: DexieTable<StoredArea, Key2>;
  days!: DexieTable<StoredDay, Key2>;
  restaurants!: DexieTable<StoredRestaurant, string>;
  queue!: DexieTable<QueueEntry, number>;
  conflicts!: DexieTable<Conflict, string>;
  meta!: DexieTable<MetaRow, string>;
  /** Vouchers the tablet may redeem offline (docs/decisions/012-vouchers.md), keyed by restaurant and id or code. */
  vouchers!: DexieTable<StoredVoucher, Key2>;

  constructor(name = 'covers-offline', options?: DexieOptions) {
    super(name, options);
    this.version(1).stores(versionOneStores);
    // Version 2: the queue holds core commands (./queue-upgrade.ts); the stores and their keys are unchanged.
    this.version(2)
      .stores({})
      .upgrade(async (tx) => {
        await tx.table('queue').toCollection().modify(upgradeToCommand);
        await tx
          .table('conflicts')
          .toCollection()
          .modify((conflict: Conflict & StoredBeforeCommands) => {
            upgradeToCommand(conflict);
            for (const followUp of conflict.followUps ?? []) upgradeToCommand(followUp);
          });
      });
    // Version 3: the voucher cache (redemption at the table, offline too); nothing else changes.
    this.version(3).stores({ vouchers: '[restaurantId+_id], [restaurantId+code]' });
  }
}

let shared: OfflineDb | undefined;

/** The page's database (opened on first use). */
export function offlineDb(): OfflineDb {
  shared ??= new OfflineDb();
  return shared;
}

/** Tests and the benchmark use their own database (fake-indexeddb) as the page's. */
export function setOfflineDb(db: OfflineDb): void {
  shared = db;
}
