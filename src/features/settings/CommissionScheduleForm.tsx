import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commissionBases } from '../../../core/affiliates/commission';
import type { CommissionSchedule } from '../../../core/schemas/affiliates';
import { addSchedule, affiliateQueries, useAffiliateChange } from '../../api/affiliates';
import { useFailureText } from '../../i18n/use-failure-text';
import { RadioList } from '../../ui/RadioChoice';
import { ProblemField } from '../../ui/ProblemField';
import { useAffiliateWords } from '../../front-of-house/affiliate-words';
import { checkSchedule, valuesOf, type ScheduleValues } from './commission-schedule';
import { SubmitFooter } from '../../ui/SubmitFooter';
import { SelectField } from '../../ui/SelectField';
import { Section } from '../../ui/Section';
import { Message } from '../../ui/Message';

/** The terms from now on: saving adds a schedule row for bookings made from then (a booking keeps its terms). */
export function CommissionScheduleForm({ schedules }: { schedules: readonly CommissionSchedule[] }) {
  const intl = useIntl();
  const words = useAffiliateWords();
  const errorText = useFailureText();
  const creators = useQuery(affiliateQueries.creators());
  const general = schedules.find((row) => row.affiliateUserId === null);
  const [values, setValues] = useState<ScheduleValues>(() => valuesOf(general, intl.locale));
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useAffiliateChange(addSchedule);
  const outcome = checkSchedule(values, intl.locale);
  const problems = shown ? outcome.problems : {};
  const set = (key: keyof ScheduleValues) => (value: string) => {
    setSaved(false);
    setValues((current) => ({ ...current, [key]: value }));
  };
  const problem = (field: keyof typeof problems) => (problems[field] ? `${field}.${problems[field]}` : undefined);
  const currency = /^[A-Za-z]{3}$/.test(values.currency) ? values.currency.toUpperCase() : 'EUR';

  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    setFailure(null);
    if (!outcome.body || save.isPending) return;
    save.mutate(outcome.body, { onSuccess: () => setSaved(true), onError: (error) => setFailure(errorText(error)) });
  }

  const rateHint = values.basis === 'percentOfSpend' ? intl.formatMessage({ id: 'affiliates.schedule.rateHint.percent' }) : intl.formatMessage({ id: 'affiliates.schedule.rateHint.money' }, { currency });
  return (
    <Section id="affiliates-schedule" titleId="affiliates.schedule.title">
      <Message className="field__hint" id="affiliates.schedule.intro" />
      <form className="form" onSubmit={submit} noValidate>
        <SelectField
          labelId="affiliates.schedule.creator"
          name="creator"
          none={intl.formatMessage({ id: 'affiliates.schedule.everyCreator' })}
          options={(creators.data?.items ?? []).map((creator) => ({ value: creator.affiliateUserId, label: creator.displayName ?? creator.username ?? creator.affiliateUserId }))}
          value={values.creator}
          onValue={set('creator')}
        />
        <RadioList legendId="affiliates.schedule.basis" name="basis" options={commissionBases.map((basis) => ({ value: basis, labelId: `affiliates.basis.${basis}` }))} value={values.basis} onChange={set('basis')} />
        <div className="form-grid">
          <ProblemField problemPrefix="affiliates.problem." name="rate" labelId={values.basis === 'percentOfSpend' ? 'affiliates.schedule.ratePercent' : 'affiliates.schedule.rateMoney'} inputMode="decimal" autoComplete="off" value={values.rate} onValue={set('rate')} problem={problem('rate')} hint={rateHint} />
          <ProblemField problemPrefix="affiliates.problem." name="currency" labelId="affiliates.schedule.currency" autoComplete="off" maxLength={3} value={values.currency} onValue={set('currency')} problem={problem('currency')} />
          <ProblemField problemPrefix="affiliates.problem." name="fee" labelId="affiliates.schedule.fee" inputMode="decimal" autoComplete="off" value={values.fee} onValue={set('fee')} problem={problem('fee')} hint={intl.formatMessage({ id: 'affiliates.schedule.feeHint' })} />
          <ProblemField problemPrefix="affiliates.problem." name="window" labelId="affiliates.schedule.window" inputMode="numeric" autoComplete="off" value={values.window} onValue={set('window')} problem={problem('window')} hint={intl.formatMessage({ id: 'affiliates.schedule.windowHint' })} />
          <ProblemField problemPrefix="affiliates.problem." name="cap" labelId="affiliates.schedule.cap" inputMode="decimal" autoComplete="off" value={values.cap} onValue={set('cap')} problem={problem('cap')} hint={intl.formatMessage({ id: 'affiliates.schedule.capHint' }, { currency })} />
        </div>
        {outcome.body ? (
          <p className="field__hint" aria-live="polite">
            <FormattedMessage
              id="affiliates.schedule.preview"
              values={{ rate: words.rate({ basis: outcome.body.basis, commissionRate: outcome.body.commissionRate, commissionCurrency: outcome.body.commissionCurrency }), fee: words.percent(outcome.body.platformFeePercentage) }}
            />
          </p>
        ) : null}
        <SubmitFooter failure={failure} done={saved ? intl.formatMessage({ id: 'affiliates.schedule.saved' }) : null} labelId="affiliates.schedule.save" disabled={save.isPending} />
      </form>
    </Section>
  );
}
