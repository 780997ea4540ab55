// When a paid voucher's emails go out (docs/decisions/012): the buyer's at once; the recipient's on the delivery date
// at 09:00 restaurant time (a gift arriving in the night reads like a mistake), or at once when that moment has
// passed or no date was chosen. The time is the outbox row's first due time, so it survives a restart.
import { toInstant } from '../../../core/time';
import type { Transaction } from '../../platform/db/connection';
import type { VoucherRow } from './repository/voucher-rows';
import { queueVoucherEmail, type VoucherEmailKind } from './repository/voucher-outbox';

/** Minutes after local midnight a scheduled gift email is sent. */
export const deliveryMinute = 9 * 60;

export function recipientDueAt(deliveryDate: string | null, timeZone: string, now: Date): Date {
  if (!deliveryDate) return now;
  const due = toInstant(deliveryDate, deliveryMinute, timeZone);
  return due.getTime() > now.getTime() ? due : now;
}

/** Queues the buyer's email now and the recipient's (when an address was given) at its time; answers what was queued. */
export async function queueVoucherEmails(
  tx: Transaction,
  voucher: VoucherRow,
  timeZone: string,
  now: Date,
  options: { skipFutureRecipient?: boolean } = {},
): Promise<VoucherEmailKind[]> {
  const queued: VoucherEmailKind[] = [];
  if (voucher.buyerEmail) {
    await queueVoucherEmail(tx, voucher, 'voucher-buyer', voucher.language, now);
    queued.push('voucher-buyer');
  }
  if (voucher.recipientEmail) {
    const due = recipientDueAt(voucher.deliveryDate, timeZone, now);
    // A resend leaves a delivery still to come alone: its row already waits for the date.
    if (!(options.skipFutureRecipient && due.getTime() > now.getTime())) {
      await queueVoucherEmail(tx, voucher, 'voucher-recipient', voucher.language, due);
      queued.push('voucher-recipient');
    }
  }
  return queued;
}
