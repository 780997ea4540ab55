import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../../core/schemas/vouchers';
import { allPages, csvAmount, vouchersCsv } from './voucher-csv';

const voucher: Voucher = {
  _id: 'v1',
  restaurantId: 'demo',
  code: 'WELC3ME2DEMA2345',
  kind: 'amount',
  title: null,
  specialId: null,
  initialValue: 10000,
  currency: 'EUR',
  balance: 8050,
  status: 'active',
  buyer: { name: 'Ben, "the buyer"', email: 'ben@example.com' },
  recipient: { name: '=HYPERLINK("x")' },
  message: null,
  language: 'de',
  deliveryDate: null,
  deliveredAt: null,
  issuedAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2029-12-31T23:00:00.000Z',
  source: 'online',
  heldForReview: false,
  paymentProvider: 'stripe',
  createdAt: '2026-11-27T09:59:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

describe('the vouchers CSV', () => {
  it('writes a header row and one quoted, formula-safe row per voucher', () => {
    const text = vouchersCsv([voucher], (column) => column.toUpperCase(), () => 'Aktiv');
    const [header, row, end] = text.split('\r\n');
    expect(header).toBe('CODE,STATUS,KIND,CURRENCY,INITIALVALUE,BALANCE,RECIPIENTNAME,RECIPIENTEMAIL,BUYERNAME,BUYEREMAIL,SOURCE,ISSUEDAT,VALIDUNTIL,CREATEDAT');
    expect(row).toBe(
      `WELC-3ME2-DEMA-2345,Aktiv,amount,EUR,100.00,80.50,"'=HYPERLINK(""x"")",,"Ben, ""the buyer""",ben@example.com,online,2026-11-27T10:00:00.000Z,2029-12-31,2026-11-27T09:59:00.000Z`,
    );
    expect(end).toBe('');
  });

  it('writes amounts as plain decimals of the currency', () => {
    expect(csvAmount(1250, 'EUR')).toBe('12.50');
    expect(csvAmount(1500, 'JPY')).toBe('1500');
  });

  it('reads every page of the filtered list', async () => {
    const pages: number[] = [];
    const items = await allPages(async (page) => {
      pages.push(page);
      return { items: page < 2 ? [page * 2, page * 2 + 1] : [4], total: 5 };
    });
    expect(items).toEqual([0, 1, 2, 3, 4]);
    expect(pages).toEqual([0, 1, 2]);
  });
});
