// What the payment calls answer beside the voucher contract (docs/decisions/012, core/schemas/vouchers.ts).
import { z } from 'zod';

/** POST /payments/webhook/{provider}: taken; `outcome` says what it did (a replay or an unknown event does nothing). */
export const PaymentWebhookReceipt = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'replay', 'ignored']) });
export type PaymentWebhookReceipt = z.infer<typeof PaymentWebhookReceipt>;

/** POST /vouchers/{id}/emails: the emails queued to go out now. */
export const VoucherEmailsResent = z.object({ queued: z.array(z.enum(['voucher-buyer', 'voucher-recipient'])) });
export type VoucherEmailsResent = z.infer<typeof VoucherEmailsResent>;
