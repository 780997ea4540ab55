// What staff may do with a voucher (decision 012), each where its status allows it; each part is a disclosure
// (<details>), so the detail stays short and every action is reached with the keyboard alone.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VoucherWithLedger } from '../../../core/schemas/vouchers';
import { adjustVoucher, refundVoucher, resendVoucherEmail, updateVoucher, useVoucherChange } from '../../api/vouchers';
import { useFailureText } from '../../i18n/use-failure-text';
import { FormMessage } from '../../ui/FormMessage';
import { AmountReasonForm } from './AmountReasonForm';
import { EditVoucherForm } from './EditVoucherForm';
import { VoidVoucher } from './VoidVoucher';
import { adjustmentOutcome, refundOutcome } from './voucher-forms';

function Part({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <details className="vouchers__action">
      <summary>
        <FormattedMessage id={titleId} />
      </summary>
      {children}
    </details>
  );
}

export function VoucherActions({ voucher }: { voucher: VoucherWithLedger }) {
  const intl = useIntl();
  const errorText = useFailureText();
  const activate = useVoucherChange(() => updateVoucher(voucher._id, { activate: true }));
  const resend = useVoucherChange(() => resendVoucherEmail(voucher._id));
  const adjust = useVoucherChange((body: Parameters<typeof adjustVoucher>[1]) => adjustVoucher(voucher._id, body));
  const refund = useVoucherChange((body: Parameters<typeof refundVoucher>[1]) => refundVoucher(voucher._id, body));
  const closed = voucher.status === 'void' || voucher.status === 'refunded';
  const failure = activate.error ?? resend.error;
  return (
    <section className="vouchers__actions" aria-label={intl.formatMessage({ id: 'vouchers.actions' })}>
      <div className="row">
        {voucher.status === 'pendingPayment' ? (
          <button type="button" className="button button--primary" disabled={activate.isPending} onClick={() => activate.mutate(undefined)}>
            <FormattedMessage id={voucher.heldForReview ? 'vouchers.activate.release' : 'vouchers.activate.paid'} />
          </button>
        ) : null}
        {voucher.status === 'active' ? (
          <button type="button" className="button" disabled={resend.isPending} onClick={() => resend.mutate(undefined)}>
            <FormattedMessage id="vouchers.resend" />
          </button>
        ) : null}
      </div>
      <FormMessage text={failure ? errorText(failure) : null} />
      <FormMessage kind="info" text={resend.isSuccess ? intl.formatMessage({ id: 'vouchers.resent' }) : null} />
      {closed ? null : (
        <>
          <Part titleId="vouchers.edit.title">
            <EditVoucherForm voucher={voucher} />
          </Part>
          <Part titleId="vouchers.adjust.title">
            <AmountReasonForm kind="adjust" check={(amountText, reason) => adjustmentOutcome(amountText, reason, voucher.currency, intl.locale)} send={(body) => adjust.mutateAsync(body)} />
          </Part>
          {voucher.balance > 0 && voucher.status === 'active' ? (
            <Part titleId="vouchers.refund.title">
              <AmountReasonForm
                kind="refund"
                check={(amountText, reason) => refundOutcome(amountText, reason, voucher.currency, intl.locale)}
                send={(body) => refund.mutateAsync(body)}
                note={
                  <p className="notice">
                    <FormattedMessage id={voucher.paymentProvider === 'stripe' ? 'vouchers.refund.provider' : 'vouchers.refund.byHand'} />
                  </p>
                }
              />
            </Part>
          ) : null}
          <Part titleId="vouchers.void.title">
            <VoidVoucher voucher={voucher} />
          </Part>
        </>
      )}
    </section>
  );
}
