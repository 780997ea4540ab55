// What the redemption tests share: vouchers written straight into the database (the purchase as its first ledger
// row, as a paid voucher has it) and the redemption call as the tablet sends it.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { VoucherStatus } from '../../core/schemas/vouchers';
import { voucherCodeBytes, voucherCodeOf } from '../../core/vouchers/code';
import type { Database } from '../../server/platform/db/connection';
import { voucherLedger } from '../../server/platform/db/schema';
import { appendLedger, insertVoucher, type VoucherRow } from '../../server/modules/vouchers/repository/voucher-rows';
import { demo, type TestServer } from '../support/test-server';

export interface VoucherSeed {
  restaurantId?: string;
  value?: number;
  status?: VoucherStatus;
  expiresAt?: Date;
  heldForReview?: boolean;
}

/** An active voucher worth `value` minor units (50.00 € by default), bought online and paid. */
export async function seedVoucher(db: Database, seed: VoucherSeed = {}): Promise<VoucherRow> {
  const restaurantId = seed.restaurantId ?? 'demo';
  const value = seed.value ?? 5000;
  return db.transaction(async (tx) => {
    const row = await insertVoucher(tx, {
      restaurantId,
      code: voucherCodeOf(randomBytes(voucherCodeBytes)),
      kind: 'amount',
      initialValue: value,
      currency: 'EUR',
      status: seed.status ?? 'active',
      recipientName: 'Rita Recipient',
      issuedAt: new Date(),
      expiresAt: seed.expiresAt ?? new Date(Date.now() + 365 * 86_400_000),
      source: 'staff',
      heldForReview: seed.heldForReview ?? false,
    });
    await appendLedger(tx, row, { kind: 'purchase', amount: value, actorId: null, reason: 'Test' });
    return { ...row, balance: value };
  });
}

/** The ledger rows of a voucher, oldest first. */
export const ledgerRows = (db: Database, voucherId: string) => db.select().from(voucherLedger).where(eq(voucherLedger.voucherId, voucherId)).orderBy(voucherLedger.at);

export function redemptionClient(server: TestServer) {
  function redeem(voucherId: string, body: { amount: number; reservationId?: string; actionId?: string }, as: string = demo.host): Promise<LightMyRequestResponse> {
    return server.call({ method: 'POST', url: `/api/vouchers/${voucherId}/redemptions`, as, payload: { actionId: randomUUID(), ...body } });
  }
  const byCode = (code: string, as: string = demo.host) => server.call({ method: 'GET', url: `/api/vouchers/by-code/${encodeURIComponent(code)}`, as });
  return { redeem, byCode };
}
