import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Voucher } from '../../../core/schemas/vouchers';
import { updateVoucher, useVoucherChange } from '../../api/vouchers';
import { useFailureText } from '../../i18n/use-failure-text';
import { FormMessage } from '../../ui/FormMessage';
import { StaffField } from './StaffField';
import { ConfirmButton } from '../../ui/ConfirmDialog';

/** Voiding takes what is left off the voucher for good: with a reason, and only after a confirmation. */
export function VoidVoucher({ voucher }: { voucher: Voucher }) {
  const errorText = useFailureText();
  const change = useVoucherChange((reason: string) => updateVoucher(voucher._id, { status: 'void', reason }));
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const missing = reason.trim() === '';
  return (
    <div className="form">
      <StaffField name="void-reason" labelId="vouchers.field.reason" value={reason} onValue={setReason} problem={shown && missing ? 'required' : undefined} />
      <FormMessage text={change.isError ? errorText(change.error) : null} />
      {missing ? (
        <button type="button" className="button button--danger" onClick={() => setShown(true)}>
          <FormattedMessage id="vouchers.void.submit" />
        </button>
      ) : (
        <ConfirmButton
          words={{ label: 'vouchers.void.submit', title: 'vouchers.void.confirmTitle', text: 'vouchers.void.confirmText', confirm: 'vouchers.void.confirm', cancel: 'vouchers.cancel' }}
          values={{ code: voucher.code }}
          disabled={change.isPending}
          busy={change.isPending}
          onConfirm={() => change.mutate(reason.trim())}
        />
      )}
    </div>
  );
}
