import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CommissionItem } from '../../../core/schemas/affiliates';
import { decideItem, useAffiliateChange } from '../../api/affiliates';
import { useFailureText } from '../../i18n/use-failure-text';
import { FormMessage } from '../../ui/FormMessage';
import { useAffiliateWords } from '../../front-of-house/affiliate-words';
import { ConfirmButton } from '../../ui/ConfirmDialog';
import { DialogBox, DialogActions } from '../../ui/DialogFrame';
import { ProblemField } from '../../ui/ProblemField';

/** Approve (confirmed) or reject (with a reason) an item not yet paid or withdrawn. */
export function ItemDecision({ item }: { item: CommissionItem }) {
  const words = useAffiliateWords();
  const errorText = useFailureText();
  const decide = useAffiliateChange(decideItem);
  const [failure, setFailure] = useState<string | null>(null);
  const values = { guest: item.visit.guestName, amount: words.money(item.amount, item.currency), date: words.visitDate(item.visit.startTime) };
  const approve = () => {
    setFailure(null);
    decide.mutate({ id: item._id, status: 'approved' }, { onError: (error) => setFailure(errorText(error)) });
  };
  return (
    <div className="affiliates__actions">
      {item.status === 'pending' || item.status === 'rejected' ? (
        <ConfirmButton
          words={{ label: 'affiliates.decide.approve', name: 'affiliates.decide.approveLabel', title: 'affiliates.decide.approveTitle', text: 'affiliates.decide.approveText', confirm: 'affiliates.decide.approve', cancel: 'affiliates.cancel' }}
          values={values}
          plain
          disabled={decide.isPending}
          tone="primary"
          onConfirm={approve}
        />
      ) : null}
      {item.status === 'pending' || item.status === 'approved' ? <RejectDialog item={item} values={values} onFailure={setFailure} /> : null}
      <FormMessage text={failure} />
    </div>
  );
}

function RejectDialog({ item, values, onFailure }: { item: CommissionItem; values: Record<string, string>; onFailure: (text: string | null) => void }) {
  const intl = useIntl();
  const errorText = useFailureText();
  const decide = useAffiliateChange(decideItem);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const missing = !reason.trim();
  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (missing) return;
    onFailure(null);
    decide.mutate({ id: item._id, status: 'rejected', reason: reason.trim() }, { onSuccess: () => setOpen(false), onError: (error) => onFailure(errorText(error)) });
  }
  return (
    <DialogBox
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="button" aria-label={intl.formatMessage({ id: 'affiliates.decide.rejectLabel' }, values)}>
          <FormattedMessage id="affiliates.decide.reject" />
        </button>
      }
      title={intl.formatMessage({ id: 'affiliates.decide.rejectTitle' })}
      description={intl.formatMessage({ id: 'affiliates.decide.rejectText' }, values)}
    >
      <form className="form" onSubmit={submit} noValidate>
        <ProblemField
          idPrefix="reject"
          name={item._id}
          labelId="affiliates.decide.reason"
          multiline
          maxLength={500}
          value={reason}
          onValue={setReason}
          problemPrefix="affiliates.problem."
          problem={shown && missing ? 'reason.missing' : undefined}
        />
        <DialogActions cancelId="affiliates.cancel" labelId="affiliates.decide.reject" tone="danger" disabled={decide.isPending} />
      </form>
    </DialogBox>
  );
}
