import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CommissionItem } from '../../../core/schemas/affiliates';
import { addDays, localDateOf } from '../../../core/time';
import { affiliateQueries, fetchItems, recordPayout, useAffiliateChange } from '../../api/affiliates';
import { useFailureText } from '../../i18n/use-failure-text';
import { allPages } from '../../ui/csv-file';
import { ProblemField } from '../../ui/ProblemField';
import { useAffiliateWords } from '../../front-of-house/affiliate-words';
import { PayoutHistory } from './PayoutHistory';
import { useMayManage } from './use-may-manage';
import { SubmitFooter } from '../../ui/SubmitFooter';
import { DialogBox, DialogActions } from '../../ui/DialogFrame';

/** The server's largest page: a review or an export reads a period in as few calls as it can. */
export const exportPageSize = 500;

/** Last month at the restaurant: the period a payout usually covers. */
function lastMonth(timeZone: string): { start: string; end: string } {
  const monthStart = `${localDateOf(Date.now(), timeZone).slice(0, 7)}-01`;
  const end = addDays(monthStart, -1);
  return { start: `${end.slice(0, 7)}-01`, end };
}

interface Totals {
  currency: string;
  count: number;
  amount: number;
  platformFee: number;
  creatorAmount: number;
}

function totalsOf(items: readonly CommissionItem[]): Totals[] {
  const byCurrency = new Map<string, Totals>();
  for (const item of items) {
    const line = byCurrency.get(item.currency) ?? { currency: item.currency, count: 0, amount: 0, platformFee: 0, creatorAmount: 0 };
    byCurrency.set(item.currency, { ...line, count: line.count + 1, amount: line.amount + item.amount, platformFee: line.platformFee + item.platformFee, creatorAmount: line.creatorAmount + item.creatorAmount });
  }
  return [...byCurrency.values()];
}

/** Record a payout (ManageRoles): the period's approved items are reviewed with their total before they are marked paid. */
export function PayoutSection({ creatorId, name }: { creatorId: string; name: string }) {
  const mayManage = useMayManage();
  const payouts = useQuery(affiliateQueries.payouts(creatorId));
  return (
    <section aria-labelledby="affiliates-payouts">
      <h3 id="affiliates-payouts">
        <FormattedMessage id="affiliates.payout.title" />
      </h3>
      {mayManage ? <PayoutForm creatorId={creatorId} name={name} /> : null}
      <PayoutHistory payouts={payouts} name={name} />
    </section>
  );
}

function PayoutForm({ creatorId, name }: { creatorId: string; name: string }) {
  const intl = useIntl();
  const words = useAffiliateWords();
  const errorText = useFailureText();
  const [period, setPeriod] = useState(() => lastMonth(words.timeZone));
  const [reference, setReference] = useState('');
  const [review, setReview] = useState<Totals[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pay = useAffiliateChange(recordPayout);
  const badPeriod = !period.start || !period.end || period.start > period.end;

  async function reviewPayout(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    if (badPeriod) return;
    setBusy(true);
    try {
      const items = await allPages((page) => fetchItems({ affiliateUserId: creatorId, status: 'approved', from: period.start, to: period.end, page, pageSize: exportPageSize }));
      if (items.length) setReview(totalsOf(items));
      else setFailure(intl.formatMessage({ id: 'error.code.nothing_to_pay' }));
    } catch (error) {
      setFailure(errorText(error));
    }
    setBusy(false);
  }

  function confirm() {
    pay.mutate(
      { affiliateUserId: creatorId, periodStart: period.start, periodEnd: period.end, ...(reference.trim() ? { reference: reference.trim() } : {}) },
      {
        onSuccess: (answer) => {
          setReview(null);
          setReference('');
          setDone(intl.formatMessage({ id: 'affiliates.payout.done' }, { total: answer.payouts.map((payout) => words.money(payout.creatorAmount, payout.currency)).join(' + ') }));
        },
        onError: (error) => {
          setReview(null);
          setFailure(errorText(error));
        },
      },
    );
  }

  return (
    <form className="form" onSubmit={(event) => void reviewPayout(event)} noValidate aria-labelledby="affiliates-payout-form">
      <h4 id="affiliates-payout-form">
        <FormattedMessage id="affiliates.payout.record" />
      </h4>
      <div className="form-grid">
        <ProblemField problemPrefix="affiliates.problem." name="periodStart" labelId="affiliates.payout.periodStart" type="date" value={period.start} onValue={(start) => setPeriod((current) => ({ ...current, start }))} />
        <ProblemField problemPrefix="affiliates.problem." name="periodEnd" labelId="affiliates.payout.periodEnd" type="date" value={period.end} onValue={(end) => setPeriod((current) => ({ ...current, end }))} problem={badPeriod ? 'period.invalid' : undefined} />
        <ProblemField problemPrefix="affiliates.problem." name="reference" labelId="affiliates.payout.reference" maxLength={200} autoComplete="off" value={reference} onValue={setReference} hint={intl.formatMessage({ id: 'affiliates.payout.referenceHint' })} />
      </div>
      <SubmitFooter failure={failure} done={done} labelId="affiliates.payout.review" disabled={busy || badPeriod} />
      <DialogBox
        open={review !== null}
        onOpenChange={(open) => (open ? undefined : setReview(null))}
        title={intl.formatMessage({ id: 'affiliates.payout.confirmTitle' }, { name })}
        description={intl.formatMessage({ id: 'affiliates.payout.confirmText' }, { start: words.date(period.start), end: words.date(period.end) })}
      >
        {(review ?? []).map((line) => (
          <dl key={line.currency} className="details">
            <dt>{intl.formatMessage({ id: 'affiliates.payout.items' })}</dt>
            <dd>{line.count}</dd>
            <dt>{intl.formatMessage({ id: 'affiliates.items.amount' })}</dt>
            <dd>{words.money(line.amount, line.currency)}</dd>
            <dt>{intl.formatMessage({ id: 'affiliates.items.platformFee' })}</dt>
            <dd>{words.money(line.platformFee, line.currency)}</dd>
            <dt>{intl.formatMessage({ id: 'affiliates.payout.toCreator' })}</dt>
            <dd className="affiliates__total" data-testid="payout-total">
              {words.money(line.creatorAmount, line.currency)}
            </dd>
          </dl>
        ))}
        <DialogActions cancelId="affiliates.cancel" labelId="affiliates.payout.confirm" disabled={pay.isPending} onClick={confirm} />
      </DialogBox>
    </form>
  );
}
