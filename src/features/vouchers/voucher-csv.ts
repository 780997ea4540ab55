// The filtered voucher list as a CSV file for the accountant: one row per voucher, every page of the list. Amounts are
// written as decimal numbers with a dot (any spreadsheet reads them as numbers) beside their currency, instants as
// ISO 8601, the last valid day as a local date. RFC 4180 quoting, CRLF lines; a typed name that starts like a formula
// gets an apostrophe (OWASP "CSV injection").
import type { Voucher } from '../../../core/schemas/vouchers';
import { formatVoucherCode } from '../../../core/vouchers/code';
import { lastValidDay } from '../../../core/vouchers/money';
import { csvAmount, csvText } from '../../ui/csv-file';

export { allPages, csvAmount } from '../../ui/csv-file';

export const voucherCsvColumns = [
  'code',
  'status',
  'kind',
  'currency',
  'initialValue',
  'balance',
  'recipientName',
  'recipientEmail',
  'buyerName',
  'buyerEmail',
  'source',
  'issuedAt',
  'validUntil',
  'createdAt',
] as const;
export type VoucherCsvColumn = (typeof voucherCsvColumns)[number];

function cellsOf(voucher: Voucher, status: (voucher: Voucher) => string): Record<VoucherCsvColumn, string> {
  return {
    code: formatVoucherCode(voucher.code),
    status: status(voucher),
    kind: voucher.kind,
    currency: voucher.currency,
    initialValue: csvAmount(voucher.initialValue, voucher.currency),
    balance: csvAmount(voucher.balance, voucher.currency),
    recipientName: voucher.recipient?.name ?? '',
    recipientEmail: voucher.recipient?.email ?? '',
    buyerName: voucher.buyer?.name ?? '',
    buyerEmail: voucher.buyer?.email ?? '',
    source: voucher.source,
    issuedAt: voucher.issuedAt ?? '',
    validUntil: lastValidDay(voucher.expiresAt),
    createdAt: voucher.createdAt,
  };
}

/** The file's text: a header row in the reader's words, then one row per voucher. */
export function vouchersCsv(vouchers: readonly Voucher[], header: (column: VoucherCsvColumn) => string, status: (voucher: Voucher) => string): string {
  const lines = [voucherCsvColumns.map((column) => csvText(header(column)))];
  for (const voucher of vouchers) {
    const cells = cellsOf(voucher, status);
    lines.push(voucherCsvColumns.map((column) => csvText(cells[column])));
  }
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
