// A referred booking on its reservation page (docs/decisions/014-affiliates.md): the creator's code, what the visit
// earns (or why it earns nothing), and — under a share-of-spend schedule — what the table spent, entered by the host
// once the guests checked in (ManageReservations); saving reconciles the booking's commission at once.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Permission } from '../../core/permissions';
import { parseAmount } from '../../core/vouchers/money';
import { affiliateQueries, enterSpend, useAffiliateChange } from '../api/affiliates';
import { useAuth } from '../auth/auth-context';
import { useFailureText } from '../i18n/use-failure-text';
import { FormMessage } from '../ui/FormMessage';
import { ProblemField } from '../ui/ProblemField';
import { useAffiliateWords } from './affiliate-words';
import { SubmitFooter } from '../ui/SubmitFooter';
import { Section } from '../ui/Section';


export function VisitSpend({ reservationId, checkedIn }: { reservationId: string; checkedIn: boolean }) {
  const words = useAffiliateWords();
  const errorText = useFailureText();
  // A check-in on this device reaches the server through the sync queue: ask again until the server has it.
  const visit = useQuery({ ...affiliateQueries.visit(reservationId), refetchInterval: (query) => (checkedIn && query.state.data?.checkedIn === false ? 2_000 : false) });
  const { me } = useAuth();
  const mayEnter = me?.type === 'Admin' || ((me?.permissions ?? []) as Permission[]).includes('ManageReservations');
  const facts = visit.data;
  const { refetch } = visit;
  // A check-in (or its undoing) on this page changes what the visit earns: read it again.
  useEffect(() => {
    void refetch();
  }, [checkedIn, refetch]);
  return (
    <Section id="visit-referral" titleId="affiliates.visit.title">
      {visit.isError ? <FormMessage text={errorText(visit.error)} /> : null}
      {facts ? (
        <>
          <p>
            <FormattedMessage id="affiliates.visit.code" values={{ code: facts.referralCode }} />
          </p>
          <p role="status">
            {facts.item ? (
              <FormattedMessage id="affiliates.visit.earns" values={{ amount: words.money(facts.item.amount, facts.item.currency), status: words.status(facts.item.status) }} />
            ) : facts.reason === 'notAttended' && !(checkedIn && facts.checkedIn) ? (
              <FormattedMessage id="affiliates.visit.beforeCheckIn" />
            ) : facts.reason ? (
              words.reason(facts.reason)
            ) : (
              <FormattedMessage id={facts.spendCounts ? 'affiliates.visit.awaitingSpend' : 'affiliates.visit.nothingYet'} />
            )}
          </p>
          {facts.spendCounts ? (
            checkedIn && facts.checkedIn && mayEnter ? (
              <SpendForm reservationId={reservationId} spend={facts.spend} currency={facts.currency ?? 'EUR'} />
            ) : (
              <p className="field__hint">
                {facts.spend !== null ? <FormattedMessage id="affiliates.visit.spendIs" values={{ spend: words.money(facts.spend, facts.currency ?? 'EUR') }} /> : <FormattedMessage id="affiliates.visit.afterCheckIn" />}
              </p>
            )
          ) : null}
        </>
      ) : null}
    </Section>
  );
}

function SpendForm({ reservationId, spend, currency }: { reservationId: string; spend: number | null; currency: string }) {
  const intl = useIntl();
  const words = useAffiliateWords();
  const errorText = useFailureText();
  const save = useAffiliateChange(enterSpend);
  const [text, setText] = useState(spend === null ? '' : words.money(spend, currency).replace(/[^\d.,]/g, ''));
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setFailure(null);
    const value = text.trim() ? parseAmount(text, currency, intl.locale) : null;
    if (text.trim() && value === null) {
      setProblem('spend.invalid');
      return;
    }
    setProblem(undefined);
    save.mutate({ reservationId, spend: value }, { onSuccess: () => setSaved(true), onError: (error) => setFailure(errorText(error)) });
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <ProblemField
        name="spend"
        problemPrefix="affiliates.problem."
        labelId="affiliates.visit.spend"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onValue={setText}
        problem={problem}
        hint={intl.formatMessage({ id: 'affiliates.visit.spendHint' }, { currency })}
      />
      <SubmitFooter failure={failure} done={saved ? intl.formatMessage({ id: 'affiliates.visit.saved' }) : null} labelId="affiliates.visit.save" disabled={save.isPending} />
    </form>
  );
}
