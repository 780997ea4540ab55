// Vouchers (docs/decisions/012). What other modules may use: the voucher's rows and the restaurant's voucher settings.
export { voucherSettingsOf } from './repository/settings';
export {
  appendLedger,
  findVoucher,
  insertVoucher,
  ledgerDto,
  ledgerOf,
  lockVoucher,
  setVoucher,
  voucherDto,
  type VoucherRow,
} from './repository/voucher-rows';
