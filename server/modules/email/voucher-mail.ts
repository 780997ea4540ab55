// A voucher's emails wait in the same outbox as a booking's (docs/decisions/007, 012); the payments module writes
// them. The outbox knows only this shape, so it depends on no other module.
import type { OutgoingMail } from './mailer';

export interface VoucherMailRow {
  restaurantId: string;
  voucherId: string;
  /** 'voucher-buyer' or 'voucher-recipient'. */
  kind: string;
  language: string | null;
}

/** The email of a row, or an Error saying why it can never be sent (the row is given up); a throw is retried. */
export type VoucherMailComposer = (row: VoucherMailRow) => Promise<OutgoingMail | Error>;
