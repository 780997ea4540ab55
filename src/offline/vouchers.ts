// Vouchers on the tablet (docs/decisions/012-vouchers.md): a cache of the vouchers the restaurant's guests bring — the
// server's copy as a lookup or a redemption's answer last gave it — and the redemption as a queued command. What the
// host sees is that copy with every redemption still in the queue taken off (as the day store's view is the server's
// copy with the queue applied), so a redemption made offline lowers the balance at once and never twice.
import type { ErrorCode, ReasonParams } from '../../core/errors';
import type { Voucher, VoucherLedgerEntry, VoucherWithLedger } from '../../core/schemas/vouchers';
import { normalizeVoucherCode } from '../../core/vouchers/code';
import { checkRedemption } from '../../core/vouchers/redemption';
import { offlineDb, type OfflineDb, type StoredVoucher } from './db';
import type { QueueEntry } from './operations';
import { enqueue, type EnqueueOptions, type EnqueueResult } from './queue';

/** A redemption still in the queue: not yet synced. */
export interface PendingRedemption {
  id: string;
  amount: number;
  reservationId: string | undefined;
  deviceTime: number;
}

/** A voucher as the host sees it: the server's copy less what is still queued. */
export interface VoucherView {
  voucher: StoredVoucher;
  /** The balance after the queued redemptions (minor units). */
  balance: number;
  pending: PendingRedemption[];
}

const redemptionsIn = (entries: readonly QueueEntry[], voucherId?: string): PendingRedemption[] =>
  entries.flatMap((entry) =>
    entry.op.kind === 'redeemVoucher' && (voucherId === undefined || entry.op.voucherId === voucherId)
      ? [{ id: entry.id, amount: entry.op.amount, reservationId: entry.op.reservationId, deviceTime: entry.deviceTime }]
      : [],
  );

/** Keeps the server's answer about a voucher, unless the cache holds a later one. */
export async function cacheVoucher(voucher: VoucherWithLedger, receivedAt = Date.now(), db: OfflineDb = offlineDb()): Promise<void> {
  await db.transaction('rw', db.vouchers, async () => {
    const held = await db.vouchers.get([voucher.restaurantId, voucher._id]);
    if (held && held.receivedAt > receivedAt) return;
    await db.vouchers.put({ ...voucher, receivedAt });
  });
}

/**
 * A redemption's answer (`{ voucher, entry }`) into the cache, inside the acknowledging transaction: the voucher as it
 * is now, its ledger with the entry added once. A voucher the tablet does not hold stays unheld.
 */
export async function absorbRedemption(db: OfflineDb, restaurantId: string, body: unknown, receivedAt: number): Promise<void> {
  const { voucher, entry } = body as { voucher: Voucher; entry: VoucherLedgerEntry };
  if (!voucher?._id || !entry?._id) return;
  const held = await db.vouchers.get([restaurantId, voucher._id]);
  if (!held) return;
  const ledger = held.ledger.some((e) => e._id === entry._id) ? held.ledger : [...held.ledger, entry];
  await db.vouchers.put({ ...held, ...voucher, restaurantId, ledger, receivedAt });
}

async function viewOf(db: OfflineDb, voucher: StoredVoucher | undefined): Promise<VoucherView | undefined> {
  if (!voucher) return undefined;
  const entries = await db.queue.where('restaurantId').equals(voucher.restaurantId).toArray();
  const pending = redemptionsIn(entries, voucher._id);
  return { voucher, balance: Math.max(0, voucher.balance - pending.reduce((sum, p) => sum + p.amount, 0)), pending };
}

/** The cached voucher with this code (any case or grouping), as the host sees it; undefined when the tablet has none. */
export async function voucherByCode(restaurantId: string, code: string, db: OfflineDb = offlineDb()): Promise<VoucherView | undefined> {
  return viewOf(db, await db.vouchers.where('[restaurantId+code]').equals([restaurantId, normalizeVoucherCode(code)]).first());
}

/** The redemptions still queued for a reservation (the panel's "not yet synced" lines). */
export async function pendingRedemptionsFor(restaurantId: string, reservationId: string, db: OfflineDb = offlineDb()): Promise<(PendingRedemption & { voucher: StoredVoucher | undefined })[]> {
  const entries = await db.queue.where('restaurantId').equals(restaurantId).toArray();
  const mine = entries.filter((entry) => entry.op.kind === 'redeemVoucher' && entry.op.reservationId === reservationId);
  return Promise.all(
    mine.map(async (entry) => {
      const [pending] = redemptionsIn([entry]);
      const voucherId = entry.op.kind === 'redeemVoucher' ? entry.op.voucherId : '';
      return { ...(pending as PendingRedemption), voucher: await db.vouchers.get([restaurantId, voucherId]) };
    }),
  );
}

export type RedeemResult = EnqueueResult | { ok: false; code: ErrorCode; reason?: ReasonParams };

/**
 * Redeems `amount` (minor units) of a cached voucher on a reservation: checked with the server's rule against the
 * balance the host sees (core/vouchers/redemption.ts) and queued as `redeemVoucher`; the server checks it again.
 */
export async function redeemVoucher(
  restaurantId: string,
  asked: { voucherId: string; amount: number; reservationId?: string | undefined },
  options: EnqueueOptions = {},
): Promise<RedeemResult> {
  const db = options.db ?? offlineDb();
  const view = await viewOf(db, await db.vouchers.get([restaurantId, asked.voucherId]));
  if (!view) return { ok: false, code: 'not_found' };
  const check = checkRedemption({ ...view.voucher, balance: view.balance }, asked.amount, options.now ?? Date.now());
  if (!check.ok) {
    const reason = check.code === 'voucher_balance_insufficient' ? { reason: 'balance', balance: check.balance, currency: view.voucher.currency } : { reason: check.reason };
    return { ok: false, code: check.code, reason };
  }
  return enqueue(restaurantId, { kind: 'redeemVoucher', voucherId: asked.voucherId, amount: asked.amount, ...(asked.reservationId ? { reservationId: asked.reservationId } : {}) }, options);
}

/** The cached voucher with this id, as the host sees it (a scanned voucher page names its id). */
export async function voucherById(restaurantId: string, voucherId: string, db: OfflineDb = offlineDb()): Promise<VoucherView | undefined> {
  return viewOf(db, await db.vouchers.get([restaurantId, voucherId]));
}

export type VoucherLookup = { view: VoucherView; fromCache: boolean } | { view: undefined; fromCache: boolean };

/**
 * Looks a voucher up: the server's answer when it can be had (kept in the cache), else the tablet's copy. A 404 from
 * the server means no such voucher, whatever the cache holds; any other failure (offline, timeout) reads the cache.
 */
export async function lookUpVoucher(
  restaurantId: string,
  asked: { code: string } | { voucherId: string },
  fetchVoucher: () => Promise<VoucherWithLedger>,
  db: OfflineDb = offlineDb(),
): Promise<VoucherLookup> {
  const cached = () => ('code' in asked ? voucherByCode(restaurantId, asked.code, db) : voucherById(restaurantId, asked.voucherId, db));
  try {
    const voucher = await fetchVoucher();
    await cacheVoucher(voucher, Date.now(), db);
    return { view: await voucherById(restaurantId, voucher._id, db), fromCache: false };
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return { view: undefined, fromCache: false };
    return { view: await cached(), fromCache: true };
  }
}
