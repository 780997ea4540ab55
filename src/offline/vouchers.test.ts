// Redeeming a voucher on the tablet (docs/decisions/012-vouchers.md): applied at once against the cached balance,
// queued as redeemVoucher, sent once; a balance spent elsewhere meanwhile comes back as a conflict the host decides.
import { describe, expect, it } from 'vitest';
import type { VoucherWithLedger } from '../../core/schemas/vouchers';
import { conflictsOf } from './queue';
import { noon, reservation, restaurantId, FakeServer } from './test-kit';
import { modes, queued, tabletOn } from './sync-test-kit';
import { cacheVoucher, pendingRedemptionsFor, redeemVoucher, voucherByCode } from './vouchers';

const voucher = (balance: number): VoucherWithLedger => ({
  _id: 'voucher-1',
  restaurantId,
  code: 'WELC3ME2DEMA2345',
  kind: 'amount',
  title: null,
  specialId: null,
  initialValue: 10_000,
  currency: 'EUR',
  balance,
  status: 'active',
  buyer: null,
  recipient: null,
  message: null,
  language: null,
  deliveryDate: null,
  deliveredAt: null,
  issuedAt: '2030-01-01T00:00:00.000Z',
  expiresAt: '2034-01-01T00:00:00.000Z',
  source: 'staff',
  heldForReview: false,
  paymentProvider: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  ledger: [],
});

describe.each(modes)('voucher redemption %s', (mode) => {
  function serverWith(balance: number): FakeServer {
    const server = new FakeServer([reservation('ana', 'T1', [12], [14])]);
    server.vouchers.set('voucher-1', { status: 'active', balance, expiresAt: '2034-01-01T00:00:00.000Z', redemptions: [] });
    return server;
  }

  it('lowers the balance at once, marks it not yet synced, and is sent exactly once', async () => {
    const server = serverWith(8000);
    const { db, engine, act } = await tabletOn(mode, server);
    await cacheVoucher(voucher(8000), noon, db);
    const id = queued(await redeemVoucher(restaurantId, { voucherId: 'voucher-1', amount: 1250, reservationId: 'ana' }, { ...act, now: noon + 1 }));
    expect((await voucherByCode(restaurantId, 'welc-3me2 dema-2345', db))?.balance).toBe(6750);
    expect((await pendingRedemptionsFor(restaurantId, 'ana', db)).map((p) => p.amount)).toEqual([1250]);
    // More than the host sees left is refused on the tablet already.
    expect(await redeemVoucher(restaurantId, { voucherId: 'voucher-1', amount: 7000 }, { ...act, now: noon + 2 })).toMatchObject({ ok: false, code: 'voucher_balance_insufficient', reason: { balance: 6750 } });

    await engine.drain();
    await engine.drain();
    expect(server.vouchers.get('voucher-1')?.redemptions).toEqual([{ id, amount: 1250 }]);
    expect(await pendingRedemptionsFor(restaurantId, 'ana', db)).toEqual([]);
    const after = await voucherByCode(restaurantId, 'WELC3ME2DEMA2345', db);
    expect(after?.balance).toBe(6750);
    expect(after?.voucher.ledger.map((entry) => entry.amount)).toEqual([-1250]);
  });

  it('a balance spent on another tablet meanwhile becomes a conflict with what is left', async () => {
    const server = serverWith(8000);
    const { db, engine, act } = await tabletOn(mode, server);
    await cacheVoucher(voucher(8000), noon, db);
    queued(await redeemVoucher(restaurantId, { voucherId: 'voucher-1', amount: 5000, reservationId: 'ana' }, { ...act, now: noon + 1 }));
    // The other tablet got there first.
    const held = server.vouchers.get('voucher-1');
    if (held) held.balance = 2000;
    await engine.drain();
    const [conflict] = await conflictsOf(restaurantId, db);
    expect(conflict).toMatchObject({ code: 'voucher_balance_insufficient', reason: { reason: 'balance', balance: 2000 }, targets: ['ana'] });
    expect(server.vouchers.get('voucher-1')?.redemptions).toEqual([]);
  });
});
