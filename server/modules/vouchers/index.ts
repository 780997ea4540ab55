// Vouchers and gift cards (docs/decisions/012-vouchers.md). What other modules may use: the services, the routes,
// and the activation of a paid voucher (the payment provider's webhook calls it under the voucher's lock).
import type { Database } from '../../platform/db/connection';
import { publicVouchersService } from './public-service';
import { vouchersService } from './service';
import { voucherSettingsService } from './settings-service';
import { voucherChanges } from './voucher-changes';

export { activateVoucher, recordPurchase, type PaymentRecord } from './activation';
export { isBalanceCheckViolation, withBalanceGuard } from './constraints';
export { paymentMethod } from './settings-service';
export { voucherRoutes } from './routes';
export { queueVoucherEmails, recipientDueAt, deliveryMinute } from './voucher-email-schedule';
export { pendingVoucherEmails, type VoucherEmailKind } from './repository/voucher-outbox';
export { voucherRedemptionRoutes } from './routes/redemptions';
export { redemptionService } from './redemption';
export { voucherWithLedger } from './service';
export { voucherSettingsOf } from './repository/settings';
export {
  appendLedger,
  findVoucher,
  findVoucherByCode,
  insertVoucher,
  ledgerByAction,
  ledgerDto,
  ledgerOf,
  lockVoucher,
  setVoucher,
  voucherDto,
  type VoucherRow,
} from './repository/voucher-rows';

/** The module's services, as app.services carries them. */
export function voucherServices(deps: { db: Database; now?: () => Date }) {
  return {
    vouchers: { ...vouchersService(deps), ...voucherChanges(deps) },
    voucherSettings: voucherSettingsService(deps),
    publicVouchers: publicVouchersService(deps),
  };
}
