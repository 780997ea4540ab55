// Payments: buying gift cards through a provider or at the restaurant, its webhook, refunds and the voucher emails
// (docs/decisions/012). What other modules may use.
export { fulfilPaidVoucher } from './fulfilment';
export { paymentRoutes } from './routes';
export { paymentProviderOf, paymentsService, type PaymentsService } from './service';
export { voucherEmails, voucherPageUrl } from './voucher-email';
