// The staff list of vouchers (docs/decisions/012-vouchers.md): search by code, name or email, filter by status, page;
// the outstanding liability and what expires soon; and the expiry of vouchers whose time has passed, written before
// every read so that every read reports them as expired.
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import { normalizeVoucherCode } from '../../../../core/vouchers/code';
import type { VoucherListQuery, VoucherStatus } from '../../../../core/schemas/vouchers';
import type { Queryable } from '../../../platform/db/connection';
import { vouchers } from '../../../platform/db/schema';
import type { VoucherRow } from './voucher-rows';

/** Statuses whose vouchers still run out: an active voucher, and one waiting for its payment. */
const running: VoucherStatus[] = ['active', 'pendingPayment'];

/** Marks the restaurant's running vouchers whose expiry has passed as expired; answers how many it marked. */
export async function expireDueVouchers(db: Queryable, restaurantId: string, now: Date): Promise<number> {
  const expired = await db
    .update(vouchers)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(vouchers.restaurantId, restaurantId), inArray(vouchers.status, running), lte(vouchers.expiresAt, now)))
    .returning({ id: vouchers.id });
  return expired.length;
}

/** `%text%` for ILIKE with the caller's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const code = normalizeVoucherCode(q);
  const pattern = containing(q);
  return or(
    ...(code ? [ilike(vouchers.code, containing(code))] : []),
    ilike(vouchers.buyerName, pattern),
    ilike(vouchers.buyerEmail, pattern),
    ilike(vouchers.recipientName, pattern),
    ilike(vouchers.recipientEmail, pattern),
  );
}

/** One page of the restaurant's vouchers matching the query, the newest first, and how many match in all. */
export async function voucherPage(db: Queryable, restaurantId: string, query: VoucherListQuery): Promise<{ rows: VoucherRow[]; total: number }> {
  const where = and(eq(vouchers.restaurantId, restaurantId), query.status ? eq(vouchers.status, query.status) : undefined, searchOf(query.q));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(vouchers)
      .where(where)
      .orderBy(desc(vouchers.createdAt), asc(vouchers.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ n: count() }).from(vouchers).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Per currency: the sum of the balances of active vouchers (what the restaurant owes), and how many there are. */
export async function liabilityOf(db: Queryable, restaurantId: string): Promise<{ currency: string; outstanding: number; vouchers: number }[]> {
  const rows = await db
    .select({ currency: vouchers.currency, outstanding: sum(vouchers.balance), vouchers: count() })
    .from(vouchers)
    .where(and(eq(vouchers.restaurantId, restaurantId), eq(vouchers.status, 'active')))
    .groupBy(vouchers.currency)
    .orderBy(vouchers.currency);
  return rows.map((row) => ({ currency: row.currency, outstanding: Number(row.outstanding ?? 0), vouchers: Number(row.vouchers) }));
}

/** Per currency: the balances of active vouchers that expire after `now` and no later than `until`. */
export async function expiringBetween(db: Queryable, restaurantId: string, now: Date, until: Date): Promise<{ currency: string; amount: number; vouchers: number }[]> {
  const rows = await db
    .select({ currency: vouchers.currency, amount: sql<string>`coalesce(sum(${vouchers.balance}), 0)`, vouchers: count() })
    .from(vouchers)
    .where(and(eq(vouchers.restaurantId, restaurantId), eq(vouchers.status, 'active'), gt(vouchers.expiresAt, now), lte(vouchers.expiresAt, until)))
    .groupBy(vouchers.currency)
    .orderBy(vouchers.currency);
  return rows.map((row) => ({ currency: row.currency, amount: Number(row.amount), vouchers: Number(row.vouchers) }));
}
