// A voucher's email as the outbox sends it (docs/decisions/012): to the buyer or to the recipient, in the buyer's
// language (else the restaurant's first), with the voucher's PDF attached. Read when it is sent, so a voucher voided
// or refunded before its delivery date is not sent at all.
import { languages, type Language } from '../../../core/schemas/common';
import { localized } from '../../../core/i18n/locale';
import { formatVoucherCode } from '../../../core/vouchers/code';
import type { Database } from '../../platform/db/connection';
import type { Bucket } from '../../platform/files/bucket';
import type { AppConfigSource, OutgoingMail, VoucherMailRow } from '../email';
import { findVoucher, type VoucherRow } from '../vouchers';
import { formatDate, formatMoney } from './money';
import { restaurantTimeZone } from './repository/checkout-reads';
import { voucherText } from './voucher-messages';
import { voucherPdf } from './voucher-pdf';

export const voucherPageUrl = (publicUrl: string, restaurantId: string, voucherId: string) => `${publicUrl}/r/${restaurantId}/vouchers/${voucherId}`;

/** A voucher worth sending: paid, released, not voided or refunded. */
const sendable = (voucher: VoucherRow) => voucher.issuedAt !== null && !voucher.heldForReview && (voucher.status === 'active' || voucher.status === 'redeemed');

/** The PNG variant of an uploaded logo (`/files/…` in the app config), or null when there is none or it cannot be read. */
async function logoOf(bucket: Bucket | undefined, file: string | undefined): Promise<Uint8Array | null> {
  if (!bucket || !file) return null;
  const stored = await bucket.get(file.replace(/^\/files\//, '')).catch(() => undefined);
  return stored ? new Uint8Array(stored.body) : null;
}

export function voucherEmails(deps: { db: Database; publishing: AppConfigSource; publicUrl: string; bucket?: Bucket }) {
  /** The email of the row, or an Error saying why it can never be sent. */
  async function compose(row: VoucherMailRow): Promise<OutgoingMail | Error> {
    const voucher = await findVoucher(deps.db, row.restaurantId, row.voucherId);
    if (!voucher) return new Error('the voucher no longer exists');
    if (!sendable(voucher)) return new Error(`the voucher is ${voucher.status}${voucher.heldForReview ? ' and held for review' : ''}`);
    const to = row.kind === 'voucher-recipient' ? voucher.recipientEmail : voucher.buyerEmail;
    if (!to) return new Error('the voucher has no address for this email');
    const [config, timeZone] = await Promise.all([deps.publishing.appConfigOf(row.restaurantId), restaurantTimeZone(deps.db, row.restaurantId)]);
    const language: Language = (languages as readonly string[]).includes(row.language ?? '') ? (row.language as Language) : ((config.languages[0] ?? 'en') as Language);
    const text = voucherText[language];
    const restaurant = config.restaurantName;
    const value = formatMoney(voucher.initialValue, voucher.currency, language);
    const url = voucherPageUrl(deps.publicUrl, voucher.restaurantId, voucher.id);
    const recipient = voucher.recipientName ?? voucher.buyerName ?? '';
    const pdf = await voucherPdf({
      restaurantName: restaurant,
      colors: { primary: config.COLOR_PRIMARY, accent: config.COLOR_ACCENT },
      logoPng: await logoOf(deps.bucket, config.images?.logo?.png),
      title: text.title,
      experience: voucher.title ? localized(voucher.title, language) : null,
      value,
      codeLabel: text.code,
      code: formatVoucherCode(voucher.code),
      // expiresAt is the first instant it is no longer valid: the last valid day is the one before.
      validUntil: text.validUntil(formatDate(new Date(voucher.expiresAt.getTime() - 1), language, timeZone)),
      forWhom: voucher.recipientName ? text.forWhom(voucher.recipientName) : null,
      message: voucher.message,
      scan: text.scan,
      url,
    });
    const intro =
      row.kind === 'voucher-recipient'
        ? text.recipientBody(recipient, voucher.buyerName ?? restaurant, restaurant, value)
        : [
            text.buyerBody(voucher.buyerName ?? '', restaurant, value, recipient),
            ...(voucher.recipientEmail && voucher.deliveryDate ? [text.scheduled(recipient, formatDate(new Date(`${voucher.deliveryDate}T12:00:00Z`), language, 'UTC'))] : []),
          ].join(' ');
    return {
      to,
      subject: row.kind === 'voucher-recipient' ? text.recipientSubject(restaurant) : text.buyerSubject(restaurant),
      text: [intro, '', text.open, url, '', text.closing(restaurant)].join('\n'),
      attachments: [{ filename: `${text.title.toLowerCase().replace(/\s+/g, '-')}-${voucher.code.slice(0, 4)}.pdf`, content: Buffer.from(pdf).toString('base64'), encoding: 'base64', contentType: 'application/pdf' }],
    };
  }
  return { compose };
}
