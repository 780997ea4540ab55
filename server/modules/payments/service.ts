// The payments module's services (docs/decisions/012): checkout, the provider's webhook, refunds, resent emails, and
// the voucher emails the outbox sends.
import type { StripeConfig } from '../../config';
import type { Database } from '../../platform/db/connection';
import type { AppConfigSource } from '../email';
import { giftCardCheckout } from './checkout';
import { payAtRestaurant, type PaymentProvider } from './provider';
import { voucherRefunds } from './refunds';
import { voucherResend } from './resend';
import { stripeProvider } from './stripe-provider';
import { paymentWebhook } from './webhook';

/** Stripe when the server has a key, else payment at the restaurant. */
export const paymentProviderOf = (stripe: StripeConfig | undefined): PaymentProvider => (stripe ? stripeProvider(stripe) : payAtRestaurant);

export type PaymentsService = ReturnType<typeof paymentsService>;

export function paymentsService(deps: {
  db: Database;
  stripe?: StripeConfig | undefined;
  publicUrl: string;
  sessionSecret: string;
  publishing: AppConfigSource;
  emailOutbox: { wake(): void };
}) {
  const provider = paymentProviderOf(deps.stripe);
  const wakeOutbox = () => deps.emailOutbox.wake();
  return {
    /** 'stripe' or 'atRestaurant': what the gift-card page offers. */
    paymentKind: provider.kind,
    ...giftCardCheckout({ ...deps, provider }),
    ...paymentWebhook({ db: deps.db, provider, wakeOutbox }),
    ...voucherRefunds({ db: deps.db, provider }),
    ...voucherResend({ db: deps.db, wakeOutbox }),
  };
}
