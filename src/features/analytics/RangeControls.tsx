import { FormattedMessage, useIntl } from 'react-intl';
import { platformFilters } from '../../../core/analytics/booking-origin';
import { analyticsIntervals } from '../../../core/schemas/analytics';
import { earliestYear, latestYear } from '../../../core/schemas/common';
import { Field } from '../../ui/Field';
import { rangePresets } from './date-range';
import type { AnalyticsFilters, RangeChoice } from './use-analytics-filters';
import { Message } from '../../ui/Message';

const rangeChoices: readonly RangeChoice[] = [...rangePresets, 'custom'];

/** The range (a preset or the owner's dates), the platform and the interval of the figures. */
export function RangeControls({ filters }: { filters: AnalyticsFilters }) {
  const intl = useIntl();
  return (
    <div className="analytics-filters" role="group" aria-label={intl.formatMessage({ id: 'analytics.filters' })}>
      <ChoiceField labelId="analytics.range" value={filters.choice} options={rangeChoices} onChange={filters.choose} />
      {filters.choice === 'custom' ? <CustomDates filters={filters} /> : null}
      <ChoiceField labelId="analytics.platform" value={filters.platform} options={platformFilters} onChange={filters.setPlatform} />
      <ChoiceField labelId="analytics.interval" value={filters.interval} options={analyticsIntervals} onChange={filters.setInterval} />
      {filters.problem ? (
        <p className="form__error analytics-filters__problem" role="alert" id="analytics-range-problem">
          <FormattedMessage id={`analytics.range.${filters.problem}`} />
        </p>
      ) : null}
      {filters.platform === 'all' ? null : (
        <Message className="analytics-filters__note" id="analytics.platform.note" />
      )}
    </div>
  );
}

/** A select of fixed options, each named by `<labelId>.<option>`. */
function ChoiceField<T extends string>({ labelId, value, options, onChange }: { labelId: string; value: T; options: readonly T[]; onChange(value: T): void }) {
  const intl = useIntl();
  return (
    <Field labelId={labelId}>
      <select value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: `${labelId}.${option}` })}
          </option>
        ))}
      </select>
    </Field>
  );
}

// LocalDate's bounds (core/schemas/common.ts): the server refuses a date outside them.
const minDate = `${earliestYear}-01-01`;
const maxDate = `${latestYear}-12-31`;

const customEnds = [
  { end: 'startDate', labelId: 'analytics.range.from' },
  { end: 'endDate', labelId: 'analytics.range.to' },
] as const;

function CustomDates({ filters }: { filters: AnalyticsFilters }) {
  const invalid = filters.problem !== null;
  return (
    <>
      {customEnds.map(({ end, labelId }) => (
        <Field key={end} labelId={labelId}>
          <input
            type="date"
            min={minDate}
            max={maxDate}
            value={filters.range[end]}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'analytics-range-problem' : undefined}
            onChange={(event) => filters.setCustom({ ...filters.range, [end]: event.target.value })}
          />
        </Field>
      ))}
    </>
  );
}
