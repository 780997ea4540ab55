// Redeeming a voucher at the table (docs/decisions/012-vouchers.md): the front-of-house command `redeemVoucher`, run
// by POST /vouchers/{id}/redemptions and by the offline queue's batch alike. Under the voucher's row lock: a redemption
// already recorded under the action id is answered again (a replay counts once), else core's checkRedemption decides
// against the balance of the moment (the tablet checked against the balance it last saw), and the ledger row moves the
// balance (the database refuses any row that would take it below zero, migration 0015).
import { AppError } from '../../../core/errors';
import type { VoucherRedemptionAnswer, VoucherWithLedger } from '../../../core/schemas/vouchers';
import { checkRedemption } from '../../../core/vouchers/redemption';
import type { Queryable, Transaction } from '../../platform/db/connection';
import type { Outcome } from '../front-of-house';
import { isReservationOf } from './repository/redemption-reads';
import { appendLedger, findVoucherByCode, ledgerByAction, ledgerDto, ledgerOf, lockVoucher, setVoucher, voucherDto, type LedgerRow, type VoucherRow } from './repository/voucher-rows';

export interface RedemptionAsked {
  voucherId: string;
  /** Minor units, positive. */
  amount: number;
  reservationId?: string | undefined;
  /** The offline queue's entry id (or the caller's): the same id counts once. */
  actionId: string;
}

/** Who redeems, in which restaurant, when, inside which transaction (a front-of-house change's). */
export interface RedemptionScope {
  tx: Transaction;
  restaurantId: string;
  actorId: string | null;
  now: Date;
}

const answerOf = (voucher: VoucherRow, entry: LedgerRow): Outcome<VoucherRedemptionAnswer> => ({ status: 201, body: { voucher: voucherDto(voucher), entry: ledgerDto(entry) } });

/** The recorded redemption under this action id, when it is this same redemption; another use of the id is refused. */
function replayOf(entry: LedgerRow, asked: RedemptionAsked): LedgerRow {
  const same = entry.kind === 'redemption' && entry.voucherId === asked.voucherId && entry.amount === -asked.amount && entry.reservationId === (asked.reservationId ?? null);
  if (!same) throw new AppError('idempotency_key_reused', `Action id ${asked.actionId} was already used for a different redemption`);
  return entry;
}

function refusal(voucher: VoucherRow, amount: number, now: Date): AppError | undefined {
  const check = checkRedemption(voucherDto(voucher), amount, now.getTime());
  if (check.ok) return undefined;
  if (check.code === 'voucher_not_redeemable') {
    return new AppError(check.code, `The voucher cannot be redeemed (${check.reason})`, { params: { reason: check.reason } });
  }
  return new AppError(check.code, `The voucher has only ${check.balance} (minor units) left`, {
    params: { reason: 'balance', balance: check.balance, currency: voucher.currency },
  });
}

/** Spends `amount` of the voucher (see the file comment); 404 for a voucher or reservation the restaurant does not have. */
export async function redeemVoucher(scope: RedemptionScope, asked: RedemptionAsked): Promise<Outcome<VoucherRedemptionAnswer>> {
  const { tx, restaurantId } = scope;
  const locked = await lockVoucher(tx, restaurantId, asked.voucherId);
  const recorded = await ledgerByAction(tx, restaurantId, asked.actionId);
  if (recorded) return answerOf(locked, replayOf(recorded, asked));
  if (asked.reservationId !== undefined && !(await isReservationOf(tx, restaurantId, asked.reservationId))) {
    throw new AppError('not_found', `No reservation ${asked.reservationId}`);
  }
  const refused = refusal(locked, asked.amount, scope.now);
  if (refused) throw refused;
  const entry = await appendLedger(tx, locked, {
    kind: 'redemption',
    amount: -asked.amount,
    at: scope.now,
    actorId: scope.actorId,
    reservationId: asked.reservationId ?? null,
    actionId: asked.actionId,
    reason: null,
  });
  // The trigger has moved the balance; the status follows it (redeemed once nothing is left).
  const after = await setVoucher(tx, restaurantId, locked.id, locked.balance === asked.amount ? { status: 'redeemed' } : {});
  return answerOf(after, entry);
}

/** GET /vouchers/by-code/{code}: the voucher with its ledger (the tablet's lookup before it redeems). */
export async function voucherByCode(db: Queryable, restaurantId: string, code: string): Promise<VoucherWithLedger> {
  const row = await findVoucherByCode(db, restaurantId, code);
  if (!row) throw new AppError('not_found', 'No voucher with this code');
  return { ...voucherDto(row), ledger: (await ledgerOf(db, restaurantId, row.id)).map(ledgerDto) };
}

export type RedemptionService = ReturnType<typeof redemptionService>;

/** What the routes and the sync batch reach as `app.services.voucherRedemptions`. */
export function redemptionService({ db }: { db: Queryable }) {
  return {
    redeem: redeemVoucher,
    byCode: (restaurantId: string, code: string) => voucherByCode(db, restaurantId, code),
  };
}
