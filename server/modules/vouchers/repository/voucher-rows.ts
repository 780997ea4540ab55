// The voucher as the API carries it, from its row (docs/decisions/012-vouchers.md), and the reads and writes every
// voucher call shares: find by id or code, lock for a change, add a ledger row (which moves the balance, migration
// 0015). The only SQL of vouchers outside the module's other repository files.
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../../core/errors';
import type { Language } from '../../../../core/schemas/common';
import type { Voucher, VoucherLedgerEntry } from '../../../../core/schemas/vouchers';
import type { Queryable, Transaction } from '../../../platform/db/connection';
import { users, voucherLedger, vouchers } from '../../../platform/db/schema';

/** A staff member as the screens name them: display name, else email (as the actions log does). */
const actorName = sql<string | null>`coalesce(${users.publicInformation}->>'displayName', ${users.email})`;

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherInsert = typeof vouchers.$inferInsert;
export type LedgerRow = typeof voucherLedger.$inferSelect;
export type LedgerInsert = Omit<typeof voucherLedger.$inferInsert, 'restaurantId' | 'voucherId'>;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function voucherDto(row: VoucherRow): Voucher {
  return {
    _id: row.id,
    restaurantId: row.restaurantId,
    code: row.code,
    kind: row.kind,
    title: row.title ?? null,
    specialId: row.specialId,
    initialValue: row.initialValue,
    currency: row.currency,
    balance: row.balance,
    status: row.status,
    buyer: row.buyerName !== null && row.buyerEmail !== null ? { name: row.buyerName, email: row.buyerEmail } : null,
    recipient: row.recipientName !== null ? { name: row.recipientName, ...(row.recipientEmail ? { email: row.recipientEmail } : {}) } : null,
    message: row.message,
    language: row.language as Language | null,
    deliveryDate: row.deliveryDate,
    deliveredAt: iso(row.deliveredAt),
    issuedAt: iso(row.issuedAt),
    expiresAt: row.expiresAt.toISOString(),
    source: row.source,
    heldForReview: row.heldForReview,
    paymentProvider: row.paymentProvider,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A ledger row as the API carries it; `actorName` comes from ledgerOf's read, null for a row just written. */
export function ledgerDto(row: LedgerRow & { actorName?: string | null }): VoucherLedgerEntry {
  return {
    _id: row.id,
    kind: row.kind,
    amount: row.amount,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName ?? null,
    reservationId: row.reservationId,
    reason: row.reason,
  };
}

const byId = (restaurantId: string, id: string) => and(eq(vouchers.restaurantId, restaurantId), eq(vouchers.id, id));

export async function findVoucher(db: Queryable, restaurantId: string, id: string): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(byId(restaurantId, id));
  return row;
}

/** By its canonical code, within the restaurant only: a code of another restaurant is no code here. */
export async function findVoucherByCode(db: Queryable, restaurantId: string, code: string): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(and(eq(vouchers.restaurantId, restaurantId), eq(vouchers.code, code)));
  return row;
}

/** The voucher, locked until the transaction ends: every change of its balance or status takes this first. */
export async function lockVoucher(tx: Transaction, restaurantId: string, id: string): Promise<VoucherRow> {
  const [row] = await tx.select().from(vouchers).where(byId(restaurantId, id)).for('update');
  if (!row) throw new AppError('not_found', `No voucher ${id}`);
  return row;
}

export async function insertVoucher(tx: Transaction, row: VoucherInsert): Promise<VoucherRow> {
  const [inserted] = await tx.insert(vouchers).values({ ...row, balance: 0 }).returning();
  if (!inserted) throw new Error('The voucher was not written');
  return inserted;
}

/** Adds a ledger row; the trigger moves the balance by its amount, and the balance's check refuses going below zero. */
export async function appendLedger(tx: Transaction, voucher: Pick<VoucherRow, 'restaurantId' | 'id'>, entry: LedgerInsert): Promise<LedgerRow> {
  const [row] = await tx
    .insert(voucherLedger)
    .values({ ...entry, restaurantId: voucher.restaurantId, voucherId: voucher.id })
    .returning();
  if (!row) throw new Error('The ledger row was not written');
  return row;
}

/** A redemption already recorded under this action id (a replay from the offline queue), if any. */
export async function ledgerByAction(db: Queryable, restaurantId: string, actionId: string): Promise<LedgerRow | undefined> {
  const [row] = await db.select().from(voucherLedger).where(and(eq(voucherLedger.restaurantId, restaurantId), eq(voucherLedger.actionId, actionId)));
  return row;
}

/** The voucher's ledger, oldest first, each row with the name the screens show for who made it. */
export async function ledgerOf(db: Queryable, restaurantId: string, voucherId: string): Promise<(LedgerRow & { actorName: string | null })[]> {
  const rows = await db
    .select({ row: voucherLedger, actorName })
    .from(voucherLedger)
    .leftJoin(users, eq(users.id, voucherLedger.actorId))
    .where(and(eq(voucherLedger.restaurantId, restaurantId), eq(voucherLedger.voucherId, voucherId)))
    .orderBy(asc(voucherLedger.at), asc(voucherLedger.id));
  return rows.map(({ row, actorName: name }) => ({ ...row, actorName: name }));
}

export async function setVoucher(tx: Transaction, restaurantId: string, id: string, changes: Partial<Omit<VoucherInsert, 'restaurantId' | 'id' | 'balance'>>): Promise<VoucherRow> {
  const [row] = await tx
    .update(vouchers)
    .set({ ...changes, updatedAt: new Date() })
    .where(byId(restaurantId, id))
    .returning();
  if (!row) throw new AppError('not_found', `No voucher ${id}`);
  return row;
}
