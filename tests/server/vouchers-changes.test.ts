// What staff change on a voucher (docs/decisions/012-vouchers.md): recipient, message and a later expiry within the
// law, a void with its ledger row, the activation of one paid at the restaurant, adjustments either way (never below
// zero, also when the database alone must say so), and another restaurant's owner reaching none of it.
import { describe, expect, it } from 'vitest';
import { VoucherWithLedger, type Voucher } from '../../core/schemas/vouchers';
import { localDateOf, toInstant } from '../../core/time';
import { voucherExpiry } from '../../core/vouchers/expiry';
import { voucherLedger } from '../../server/platform/db/schema';
import { isBalanceCheckViolation } from '../../server/modules/vouchers';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';
import { complaint, demoVoucher, voucherCalls, writtenVoucher } from './vouchers-kit';

const server = await fileServer();
const owner = voucherCalls(server);
const zone = 'Europe/Berlin';

async function issued(overrides: Record<string, unknown> = {}): Promise<Voucher> {
  const reply = await owner.issue(complaint(overrides));
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as Voucher;
}

async function changed(reply: Awaited<ReturnType<typeof owner.update>>): Promise<VoucherWithLedger> {
  expect(reply.statusCode, reply.body).toBe(200);
  return VoucherWithLedger.parse(reply.json());
}

describe('PUT /vouchers/{id}', () => {
  it('changes the recipient and the message, and clears the message', async () => {
    const voucher = await issued();
    const after = await changed(await owner.update(voucher._id, { recipient: { name: 'Nico Conti' }, message: 'Enjoy' }));
    expect(after).toMatchObject({ recipient: { name: 'Nico Conti' }, message: 'Enjoy', balance: 3_000 });
    expect(after.recipient?.email).toBeUndefined();
    expect((await changed(await owner.update(voucher._id, { message: null }))).message).toBeNull();
  });

  it('moves the expiry later, never before the legal floor of its issue date nor earlier than it is', async () => {
    const voucher = await issued();
    const floor = voucherExpiry(localDateOf(new Date(), zone), 3, zone);
    const before = await owner.update(voucher._id, { expiresAt: new Date(floor.getTime() - 1_000).toISOString() });
    expect([before.statusCode, before.json()]).toEqual([
      400,
      expect.objectContaining({ error: 'invalid_request', params: { reason: 'voucherExpiryTooSoon', earliest: floor.toISOString(), day: localDateOf(floor.getTime() - 1, zone) } }),
    ]);
    const later = toInstant(`${Number(floor.toISOString().slice(0, 4)) + 2}-01-01`, 0, zone);
    expect((await changed(await owner.update(voucher._id, { expiresAt: later.toISOString() }))).expiresAt).toBe(later.toISOString());
    const back = await owner.update(voucher._id, { expiresAt: floor.toISOString() });
    expect([back.statusCode, back.json().params]).toEqual([400, expect.objectContaining({ reason: 'voucherExpiryTooSoon', earliest: later.toISOString() })]);
  });

  it('brings an expired voucher back to life when its expiry moves into the future', async () => {
    const past = await writtenVoucher(server, 'demo', 4_000, new Date(Date.now() - 60_000));
    expect((await owner.get(past.id)).json().status).toBe('expired');
    const later = new Date(Date.now() + 365 * 86_400_000);
    // Issued three years ago: its floor has passed, so any later expiry is lawful.
    expect(await changed(await owner.update(past.id, { expiresAt: later.toISOString() }))).toMatchObject({ status: 'active', balance: 4_000 });
  });

  it('voids with a ledger row of the whole balance and the reason; a second void is refused', async () => {
    const voucher = await issued();
    await owner.adjust(voucher._id, { amount: -500, reason: 'Coffee' });
    const voided = await changed(await owner.update(voucher._id, { status: 'void', reason: 'Issued twice' }));
    expect(voided).toMatchObject({ status: 'void', balance: 0 });
    expect(voided.ledger.at(-1)).toMatchObject({ kind: 'void', amount: -2_500, actorId: 'demo-owner', reason: 'Issued twice' });
    expect(voided.ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    const again = await owner.update(voucher._id, { status: 'void', reason: 'Again' });
    expect([again.statusCode, again.json().error]).toEqual([409, 'voucher_not_redeemable']);
  });

  it('activates the voucher waiting for payment at the restaurant: active, issued now, its value in the ledger once', async () => {
    const pending = await demoVoucher(server, 'Hanna Kraus');
    expect(pending).toMatchObject({ status: 'pendingPayment', balance: 0, issuedAt: null, ledger: [] });
    const started = Date.now();
    const active = await changed(await owner.update(pending._id, { activate: true }));
    expect(active).toMatchObject({ status: 'active', balance: 7_500, heldForReview: false });
    expect(Date.parse(active.issuedAt ?? '')).toBeGreaterThanOrEqual(started - 1_000);
    expect(active.ledger).toEqual([expect.objectContaining({ kind: 'purchase', amount: 7_500, actorId: 'demo-owner' })]);
    const twice = await owner.update(pending._id, { activate: true });
    expect([twice.statusCode, twice.json().error, twice.json().params]).toEqual([409, 'conflict', { reason: 'voucherNotPending' }]);
  });

  it('a voucher the restaurant does not have is 404', async () => {
    const reply = await owner.update('no-such-voucher', { message: 'x' });
    expect([reply.statusCode, reply.json().error]).toEqual([404, 'not_found']);
  });
});

describe('POST /vouchers/{id}/adjustments', () => {
  it('adds and takes with a reason; used up is redeemed, and a later credit makes it active again', async () => {
    const voucher = await issued();
    const up = VoucherWithLedger.parse((await owner.adjust(voucher._id, { amount: 700, reason: 'Wine was corked' })).json());
    expect([up.balance, up.ledger.at(-1)?.kind, up.ledger.at(-1)?.reason]).toEqual([3_700, 'adjustment', 'Wine was corked']);
    const down = VoucherWithLedger.parse((await owner.adjust(voucher._id, { amount: -3_700, reason: 'Paid out by mistake' })).json());
    expect([down.balance, down.status]).toEqual([0, 'redeemed']);
    const again = VoucherWithLedger.parse((await owner.adjust(voucher._id, { amount: 100, reason: 'Correction' })).json());
    expect([again.balance, again.status]).toEqual([100, 'active']);
  });

  it('refuses to go below zero with 409 voucher_balance_insufficient and leaves the balance', async () => {
    const voucher = await issued();
    const reply = await owner.adjust(voucher._id, { amount: -3_001, reason: 'Too much' });
    expect([reply.statusCode, reply.json().error]).toEqual([409, 'voucher_balance_insufficient']);
    expect((await owner.get(voucher._id)).json()).toMatchObject({ balance: 3_000, ledger: [expect.objectContaining({ kind: 'purchase' })] });
  });

  it('two adjustments at once that together overdraw: one passes, the other is a 409, never a 500', async () => {
    const voucher = await issued();
    const replies = await Promise.all([1, 2].map((n) => owner.adjust(voucher._id, { amount: -2_000, reason: `At once ${n}` })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)?.json().error).toBe('voucher_balance_insufficient');
    expect((await owner.get(voucher._id)).json()).toMatchObject({ balance: 1_000, status: 'active' });
  });

  it('refuses a void voucher and one waiting for payment', async () => {
    const voucher = await issued();
    await owner.update(voucher._id, { status: 'void', reason: 'Void' });
    const reply = await owner.adjust(voucher._id, { amount: 100, reason: 'After void' });
    expect([reply.statusCode, reply.json().error]).toEqual([409, 'voucher_not_redeemable']);
    const pending = await writtenVoucher(server, 'demo', 2_000, new Date(Date.now() + 365 * 86_400_000), 'pendingPayment');
    expect((await owner.adjust(pending.id, { amount: 100, reason: 'Before payment' })).statusCode).toBe(409);
  });

  it('the database itself refuses a ledger row that would take the balance below zero', async () => {
    const voucher = await issued();
    const { db } = server.database;
    const write = db.insert(voucherLedger).values({ restaurantId: 'demo', voucherId: voucher._id, kind: 'redemption', amount: -3_001 });
    const error = await write.then(() => null, (caught: unknown) => caught);
    expect(isBalanceCheckViolation(error)).toBe(true);
    expect((await owner.get(voucher._id)).json().balance).toBe(3_000);
  });
});

describe('tenant isolation', () => {
  it("another restaurant's owner can neither read nor change the demo's vouchers, through their own restaurant or the demo's", async () => {
    const voucher = await issued();
    const intruder = voucherCalls(server, demo.owner2, 'demo2');
    const replies = await Promise.all([
      intruder.get(voucher._id),
      intruder.update(voucher._id, { status: 'void', reason: 'Mine now' }),
      intruder.adjust(voucher._id, { amount: -3_000, reason: 'Mine now' }),
    ]);
    expect(replies.map((reply) => [reply.statusCode, reply.json().error])).toEqual([
      [404, 'not_found'],
      [404, 'not_found'],
      [404, 'not_found'],
    ]);
    const theirs = await intruder.list();
    expect([theirs.statusCode, theirs.json().total, theirs.json().liability]).toEqual([200, 0, []]);
    const viaDemo = voucherCalls(server, demo.owner2, 'demo');
    expect((await viaDemo.get(voucher._id)).statusCode).toBe(403);
    expect((await owner.get(voucher._id)).json()).toMatchObject({ status: 'active', balance: 3_000 });
  });
});
