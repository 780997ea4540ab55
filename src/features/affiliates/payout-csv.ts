// A payout period's CSV (docs/decisions/014-affiliates.md: "a payout period's CSV is the items it paid") for the
// restaurant's accounts: one row per item, then the total, which is the payout's. Dates are the visit's local date at
// the restaurant, amounts plain decimals beside their currency; of the guest only the name (no contact details).
// RFC 4180 quoting, CRLF lines; a typed name that starts like a formula gets an apostrophe (OWASP "CSV injection").
import type { CommissionItem, Payout } from '../../../core/schemas/affiliates';
import { localDateOf } from '../../../core/time';
import { csvAmount, csvText } from '../../ui/csv-file';

export const payoutCsvColumns = ['date', 'guestName', 'covers', 'amount', 'platformFee', 'creatorAmount', 'currency', 'reservationId'] as const;
export type PayoutCsvColumn = (typeof payoutCsvColumns)[number];

function rowOf(item: CommissionItem, timeZone: string): Record<PayoutCsvColumn, string> {
  return {
    date: localDateOf(new Date(item.visit.startTime), timeZone),
    guestName: csvText(item.visit.guestName),
    covers: String(item.covers),
    amount: csvAmount(item.amount, item.currency),
    platformFee: csvAmount(item.platformFee, item.currency),
    creatorAmount: csvAmount(item.creatorAmount, item.currency),
    currency: item.currency,
    reservationId: item.visit.reservationId,
  };
}

/**
 * The file's text: a header row in the reader's words, one row per paid item (oldest visit first), and a total row
 * that adds the items up (so a reader can check it against the payout: the two must agree).
 */
export function payoutCsv(payout: Payout, items: readonly CommissionItem[], timeZone: string, header: (column: PayoutCsvColumn | 'total') => string): string {
  const sorted = [...items].sort((a, b) => a.visit.startTime.localeCompare(b.visit.startTime));
  const lines = [payoutCsvColumns.map((column) => csvText(header(column)))];
  for (const item of sorted) {
    const cells = rowOf(item, timeZone);
    lines.push(payoutCsvColumns.map((column) => cells[column]));
  }
  const sum = (pick: (item: CommissionItem) => number) => sorted.reduce((total, item) => total + pick(item), 0);
  const money = (pick: (item: CommissionItem) => number) => csvAmount(sum(pick), payout.currency);
  lines.push([csvText(header('total')), '', String(sum((item) => item.covers)), money((item) => item.amount), money((item) => item.platformFee), money((item) => item.creatorAmount), payout.currency, '']);
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

export const payoutCsvName = (payout: Payout, creator: string): string => `payout-${creator}-${payout.periodStart}-${payout.periodEnd}.csv`.replace(/[^A-Za-z0-9._-]/g, '-');
