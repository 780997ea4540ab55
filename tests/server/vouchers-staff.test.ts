// The staff's vouchers (docs/decisions/012-vouchers.md) over the demo's eight vouchers: the list with search, status,
// pages, liability and what expires soon; issuing by hand with its refusals; and the expiry of vouchers due.
import { describe, expect, it } from 'vitest';
import { Voucher, VoucherList, VoucherWithLedger } from '../../core/schemas/vouchers';
import { localDateOf, toInstant } from '../../core/time';
import { formatVoucherCode, isVoucherCode } from '../../core/vouchers/code';
import { voucherExpiry } from '../../core/vouchers/expiry';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';
import { complaint, demoVoucherCode, voucherCalls, writtenVoucher } from './vouchers-kit';

const server = await fileServer();
const owner = voucherCalls(server);
const zone = 'Europe/Berlin';

async function listed(query: Record<string, string> = {}): Promise<VoucherList> {
  const reply = await owner.list(query);
  expect(reply.statusCode, reply.body).toBe(200);
  return VoucherList.parse(reply.json());
}

describe('the demo vouchers', () => {
  it('lists all eight, newest first, with the liability of the active ones', async () => {
    const answer = await listed();
    expect(answer.total).toBe(8);
    expect(answer.items.map((v) => v.createdAt)).toEqual([...answer.items.map((v) => v.createdAt)].sort().reverse());
    // Active: 80 € left of the welcome voucher, 50 € untouched, the 30 € complaint and the 189 € tasting menu.
    expect(answer.liability).toEqual([{ currency: 'EUR', outstanding: 8_000 + 5_000 + 3_000 + 18_900, vouchers: 4 }]);
    expect(answer.expiringSoon).toEqual([]);
    expect(answer.items.map((v) => v.status).sort()).toEqual(['active', 'active', 'active', 'active', 'expired', 'pendingPayment', 'redeemed', 'void']);
  });

  it('the known code: 100 € bought online, 20 € spent on a past visit, 80 € left', async () => {
    const [welcome] = (await listed({ q: demoVoucherCode })).items;
    const read = VoucherWithLedger.parse((await owner.get(welcome?._id ?? '')).json());
    expect(read).toMatchObject({ code: demoVoucherCode, initialValue: 10_000, balance: 8_000, status: 'active', source: 'online', paymentProvider: 'stripe' });
    expect(read.ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['purchase', 10_000],
      ['redemption', -2_000],
    ]);
    expect(read.ledger[1]?.reservationId).toEqual(expect.any(String));
  });

  it('finds a code in any case and grouping, a name or an email, and filters by status', async () => {
    const codes = (answer: VoucherList) => answer.items.map((v) => v.code);
    expect(codes(await listed({ q: formatVoucherCode(demoVoucherCode).toLowerCase() }))).toEqual([demoVoucherCode]);
    expect(codes(await listed({ q: 'welc 3me2-dema' }))).toEqual([demoVoucherCode]);
    expect(codes(await listed({ q: 'lena schm' }))).toEqual([demoVoucherCode]);
    expect(codes(await listed({ q: 'KATRIN.VOGEL@example' }))).toEqual([demoVoucherCode]);
    expect((await listed({ q: '100%_' })).total).toBe(0);
    const pending = await listed({ status: 'pendingPayment' });
    expect(pending.items.map((v) => [v.status, v.recipient?.name])).toEqual([['pendingPayment', 'Hanna Kraus']]);
  });

  it('pages without overlap', async () => {
    const first = await listed({ pageSize: '3', page: '0' });
    const third = await listed({ pageSize: '3', page: '2' });
    expect([first.total, first.items.length, third.items.length]).toEqual([8, 3, 2]);
    const all = (await listed()).items.map((v) => v._id);
    expect([...first.items, ...third.items].map((v) => v._id)).toEqual([...all.slice(0, 3), ...all.slice(6)]);
  });
});

describe('issuing a voucher by hand', () => {
  it('is active at once, with its value as a purchase by the staff member and the legal expiry', async () => {
    const reply = await owner.issue(complaint());
    expect(reply.statusCode, reply.body).toBe(201);
    const voucher = Voucher.parse(reply.json());
    expect(isVoucherCode(voucher.code)).toBe(true);
    expect(voucher).toMatchObject({ status: 'active', balance: 3_000, initialValue: 3_000, source: 'staff', buyer: null, recipient: { name: 'Marta Brunner' } });
    expect(voucher.expiresAt).toBe(voucherExpiry(localDateOf(new Date(), zone), 3, zone).toISOString());
    const read = VoucherWithLedger.parse((await owner.get(voucher._id)).json());
    expect(read.ledger).toEqual([expect.objectContaining({ kind: 'purchase', amount: 3_000, actorId: 'demo-owner', actorName: 'Olga Owner', reason: 'Complaint: cold soup' })]);
    // It joins the liability.
    expect((await listed()).liability).toEqual([{ currency: 'EUR', outstanding: 34_900 + 3_000, vouchers: 5 }]);
  });

  it('an experience with its name and the tasting menu, valid longer than the floor when asked', async () => {
    const later = toInstant(`${Number(localDateOf(new Date(), zone).slice(0, 4)) + 6}-01-01`, 0, zone).toISOString();
    const reply = await owner.issue(complaint({ kind: 'experience', initialValue: 18_900, title: { en: 'Tasting menu for two' }, specialId: 'tasting-menu', expiresAt: later }));
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ kind: 'experience', title: { en: 'Tasting menu for two' }, specialId: 'tasting-menu', expiresAt: later });
  });

  it('refuses another currency, an expiry before the legal floor, a nameless experience and an unknown special', async () => {
    const refusal = async (body: Record<string, unknown>) => {
      const reply = await owner.issue(complaint(body));
      expect(reply.statusCode, reply.body).toBe(400);
      return reply.json();
    };
    expect(await refusal({ currency: 'USD' })).toMatchObject({ error: 'invalid_request', params: { reason: 'voucherCurrency', currency: 'EUR' } });
    const floor = voucherExpiry(localDateOf(new Date(), zone), 3, zone);
    const tooSoon = await refusal({ expiresAt: new Date(floor.getTime() - 86_400_000).toISOString() });
    expect(tooSoon).toMatchObject({ error: 'invalid_request', params: { reason: 'voucherExpiryTooSoon', earliest: floor.toISOString(), day: localDateOf(floor.getTime() - 1, zone) } });
    expect(await refusal({ kind: 'experience' })).toMatchObject({ params: { reason: 'voucherExperienceTitle' } });
    expect(await refusal({ specialId: 'no-such-special' })).toMatchObject({ params: { reason: 'voucherUnknownSpecial', special: 'no-such-special' } });
  });

  it("is open to the demo's host, who holds the service permissions", async () => {
    const host = voucherCalls(server, demo.host);
    expect((await host.list()).statusCode).toBe(200);
    expect((await host.issue(complaint())).statusCode).toBe(201);
  });
});

describe('expiry', () => {
  it('reports a running voucher whose expiry has passed as expired, in the list and the voucher', async () => {
    const past = await writtenVoucher(server, 'demo', 4_000, new Date(Date.now() - 60_000));
    expect(past.status).toBe('active');
    const read = await owner.get(past.id);
    expect(read.json()).toMatchObject({ status: 'expired', balance: 4_000 });
    expect((await listed({ status: 'expired' })).items.map((v) => v._id)).toContain(past.id);
  });

  it('counts active vouchers expiring in the next 90 days, and no longer in the liability once expired', async () => {
    const before = await listed();
    await writtenVoucher(server, 'demo', 2_500, new Date(Date.now() + 30 * 86_400_000));
    await writtenVoucher(server, 'demo', 1_500, new Date(Date.now() + 89 * 86_400_000));
    await writtenVoucher(server, 'demo', 9_900, new Date(Date.now() + 91 * 86_400_000));
    const after = await listed();
    expect(after.expiringSoon).toEqual([{ currency: 'EUR', amount: 4_000, vouchers: 2 }]);
    expect(after.liability[0]?.outstanding).toBe((before.liability[0]?.outstanding ?? 0) + 2_500 + 1_500 + 9_900);
  });
});
