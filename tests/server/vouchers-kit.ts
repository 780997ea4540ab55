// What the voucher API tests share (docs/decisions/012-vouchers.md): calls as the demo's owner, the demo vouchers by
// code, and vouchers written straight into the database for states the API cannot reach in a test's time (an
// expiry already past or close).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { Voucher, VoucherWithLedger } from '../../core/schemas/vouchers';
import { voucherCodeOf } from '../../core/vouchers/code';
import { voucherLedger, vouchers } from '../../server/platform/db/schema';
import { demoVoucherCode } from '../../server/seed/demo-vouchers';
import { demo, type TestServer } from '../support/test-server';

export { demoVoucherCode };

export function voucherCalls(server: TestServer, as: string = demo.owner, restaurant = 'demo') {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, query?: Record<string, string>) =>
    server.call({ method, url, as, restaurant, ...(payload ? { payload } : {}), ...(query ? { query } : {}) });
  return {
    call,
    list: (query: Record<string, string> = {}) => call('GET', '/api/vouchers', undefined, query),
    issue: (body: Record<string, unknown>) => call('POST', '/api/vouchers', body),
    get: (id: string) => call('GET', `/api/vouchers/${id}`),
    update: (id: string, body: Record<string, unknown>) => call('PUT', `/api/vouchers/${id}`, body),
    adjust: (id: string, body: Record<string, unknown>) => call('POST', `/api/vouchers/${id}/adjustments`, body),
  };
}

/** The demo voucher whose recipient has this name, read through the staff API. */
export async function demoVoucher(server: TestServer, q: string): Promise<VoucherWithLedger> {
  const { list, get } = voucherCalls(server);
  const reply = await list({ q });
  expect(reply.statusCode, reply.body).toBe(200);
  const [first] = reply.json().items as Voucher[];
  if (!first) throw new Error(`No demo voucher for ${q}`);
  return VoucherWithLedger.parse((await get(first._id)).json());
}

export const complaint = (overrides: Record<string, unknown> = {}) => ({
  kind: 'amount',
  initialValue: 3_000,
  currency: 'EUR',
  recipient: { name: 'Marta Brunner', email: 'marta.brunner@example.test' },
  message: 'Sorry for the wait',
  reason: 'Complaint: cold soup',
  ...overrides,
});

/** An active voucher of `value` written directly, with its purchase row, expiring at `expiresAt`. */
export async function writtenVoucher(server: TestServer, restaurantId: string, value: number, expiresAt: Date, status: 'active' | 'pendingPayment' = 'active') {
  const { db } = server.database;
  const [row] = await db
    .insert(vouchers)
    .values({
      restaurantId,
      code: voucherCodeOf(randomBytes(16)),
      kind: 'amount',
      initialValue: value,
      currency: 'EUR',
      status,
      recipientName: 'Written Directly',
      issuedAt: status === 'active' ? new Date(Date.now() - 3 * 365 * 86_400_000) : null,
      expiresAt,
      source: 'staff',
    })
    .returning();
  if (!row) throw new Error('not written');
  if (status === 'active') await db.insert(voucherLedger).values({ restaurantId, voucherId: row.id, kind: 'purchase', amount: value });
  const [read] = await db.select().from(vouchers).where(eq(vouchers.id, row.id));
  return read as typeof row;
}
