// POST /api/vouchers/{id}/redemptions and GET /api/vouchers/by-code/{code} (docs/decisions/012-vouchers.md): a host
// spends part or all of a voucher on a booking; the balance of the moment decides, a replayed actionId counts once
// whether it comes alone or in the offline queue's batch, and the restaurant's own vouchers and bookings only.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatVoucherCode } from '../../core/vouchers/code';
import { demo } from '../support/test-server';
import { dayAhead, type ReservationDto } from './front-of-house-kit';
import { syncBatchServer, type Item } from './sync-batch-kit';
import { ledgerRows, redemptionClient, seedVoucher } from './voucher-redemption-kit';

const { server, foh, answered } = await syncBatchServer();
const { db } = server.database;
const { redeem, byCode } = redemptionClient(server);

const redeemItem = (voucherId: string, amount: number, reservationId?: string, id = randomUUID()): Item => ({
  id,
  command: { kind: 'redeemVoucher', voucherId, amount, ...(reservationId ? { reservationId } : {}) },
});

describe('POST /api/vouchers/{id}/redemptions', () => {
  it('spends part of the balance on a booking, in the ledger with who and which booking', async () => {
    const voucher = await seedVoucher(db, { value: 5000 });
    const [booking] = (await foh.book(dayAhead(70), ['T1'], [12], [14])) as [ReservationDto];
    const reply = await redeem(voucher.id, { amount: 1250, reservationId: booking._id });
    expect(reply.statusCode, reply.body).toBe(201);
    const { voucher: after, entry } = reply.json();
    expect(after).toMatchObject({ _id: voucher.id, balance: 3750, status: 'active' });
    expect(entry).toMatchObject({ kind: 'redemption', amount: -1250, actorId: 'demo-host', reservationId: booking._id });
    expect((await ledgerRows(db, voucher.id)).map((row) => row.amount)).toEqual([5000, -1250]);
  });

  it('the same actionId counts once, alone or in a batch, answered with the first entry', async () => {
    const voucher = await seedVoucher(db, { value: 4000 });
    const actionId = randomUUID();
    const first = await redeem(voucher.id, { amount: 1000, actionId });
    const again = await redeem(voucher.id, { amount: 1000, actionId });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().entry).toEqual(first.json().entry);
    const batch = await answered([redeemItem(voucher.id, 1000, undefined, actionId)]);
    expect(batch.results[0]).toMatchObject({ status: 201, body: { entry: first.json().entry } });
    expect((await ledgerRows(db, voucher.id)).map((row) => row.amount)).toEqual([4000, -1000]);

    // The id first sent in a batch is the same change sent alone afterwards.
    const queued = redeemItem(voucher.id, 500);
    expect((await answered([queued])).results[0]).toMatchObject({ status: 201, replayed: false });
    const alone = await redeem(voucher.id, { amount: 500, actionId: queued.id });
    expect(alone.statusCode).toBe(201);
    expect(alone.headers['idempotent-replayed']).toBe('true');
    expect((await ledgerRows(db, voucher.id)).map((row) => row.amount)).toEqual([4000, -1000, -500]);
  });

  it('the same actionId for another amount is refused and changes nothing', async () => {
    const voucher = await seedVoucher(db, { value: 4000 });
    const actionId = randomUUID();
    expect((await redeem(voucher.id, { amount: 1000, actionId })).statusCode).toBe(201);
    const other = await redeem(voucher.id, { amount: 2000, actionId });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('idempotency_key_reused');
    expect((await ledgerRows(db, voucher.id)).length).toBe(2);
  });

  it('the whole balance leaves it redeemed; more than is left is refused with the balance for the host', async () => {
    const voucher = await seedVoucher(db, { value: 3000 });
    const tooMuch = await redeem(voucher.id, { amount: 3001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ error: 'voucher_balance_insufficient', params: { reason: 'balance', balance: 3000, currency: 'EUR' } });
    const all = await redeem(voucher.id, { amount: 3000 });
    expect(all.json().voucher).toMatchObject({ balance: 0, status: 'redeemed' });
    const more = await redeem(voucher.id, { amount: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ error: 'voucher_not_redeemable', params: { reason: 'redeemed' } });
  });

  it('refuses a voucher that is not active, is held for review or has expired', async () => {
    const cases = [
      [await seedVoucher(db, { status: 'pendingPayment' }), 'pendingPayment'],
      [await seedVoucher(db, { status: 'void' }), 'void'],
      [await seedVoucher(db, { heldForReview: true }), 'heldForReview'],
      [await seedVoucher(db, { expiresAt: new Date(Date.now() - 1000) }), 'expired'],
    ] as const;
    for (const [voucher, reason] of cases) {
      const reply = await redeem(voucher.id, { amount: 100 });
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({ error: 'voucher_not_redeemable', params: { reason } });
      expect((await ledgerRows(db, voucher.id)).length).toBe(1);
    }
  });

  it("404 for another restaurant's voucher and for a reservation that is not the restaurant's", async () => {
    const theirs = await seedVoucher(db, { restaurantId: 'demo2' });
    expect((await redeem(theirs.id, { amount: 100 })).statusCode).toBe(404);
    expect((await redeem(randomUUID(), { amount: 100 })).statusCode).toBe(404);
    const ours = await seedVoucher(db);
    const stranger = await redeem(ours.id, { amount: 100, reservationId: randomUUID() });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe('not_found');
    expect((await ledgerRows(db, ours.id)).length).toBe(1);
    expect((await ledgerRows(db, theirs.id)).length).toBe(1);
  });

  it('needs ManageReservations: the kitchen may not redeem', async () => {
    const voucher = await seedVoucher(db);
    expect((await redeem(voucher.id, { amount: 100 }, demo.kitchen)).statusCode).toBe(403);
    expect((await ledgerRows(db, voucher.id)).length).toBe(1);
  });
});

describe('GET /api/vouchers/by-code/{code}', () => {
  it('finds the voucher by its code in any case or grouping, with its ledger', async () => {
    const voucher = await seedVoucher(db, { value: 2500 });
    await redeem(voucher.id, { amount: 500 });
    const reply = await byCode(formatVoucherCode(voucher.code).toLowerCase().replace(/-/g, ' '));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ _id: voucher.id, code: voucher.code, balance: 2000 });
    expect(reply.json().ledger.map((entry: { amount: number }) => entry.amount)).toEqual([2500, -500]);
  });

  it("answers 404 for an unknown code and for another restaurant's", async () => {
    const theirs = await seedVoucher(db, { restaurantId: 'demo2' });
    expect((await byCode(theirs.code)).statusCode).toBe(404);
    expect((await byCode('2222333344445555')).statusCode).toBe(404);
  });
});

describe('redeemVoucher in POST /api/sync/batch', () => {
  it('a queued redemption the balance no longer covers comes back as a conflict with the balance left', async () => {
    const voucher = await seedVoucher(db, { value: 6000 });
    // Another tablet spent most of it meanwhile.
    expect((await redeem(voucher.id, { amount: 5000 })).statusCode).toBe(201);
    const late = redeemItem(voucher.id, 2000);
    const fits = redeemItem(voucher.id, 1000);
    const { results, notApplied } = await answered([late, fits]);
    expect(results.map((result) => result.status)).toEqual([409, 201]);
    expect(notApplied).toEqual([]);
    expect(results[0]?.body).toMatchObject({ error: 'voucher_balance_insufficient', params: { balance: 1000 } });
    expect(results[1]?.body).toMatchObject({ voucher: { balance: 0, status: 'redeemed' } });
    // A refusal keeps nothing: the same item sent again is judged afresh.
    expect((await answered([late])).results[0]).toMatchObject({ status: 409, body: { error: 'voucher_not_redeemable' } });
  });
});
