import { FormattedMessage, useIntl } from 'react-intl';
import { neighbourDate } from './booking-state';
import { dateLabel, longDateLabel } from './labels';

/** Spec §4: the allowed dates for the party size, with next/previous navigation and a free date input. */
export function DateStep({
  allowed,
  selected,
  min,
  max,
  onSelect,
}: {
  allowed: readonly string[];
  selected: string | null;
  min: string;
  max: string;
  onSelect: (date: string) => void;
}) {
  const intl = useIntl();
  const previous = neighbourDate(allowed, selected, -1);
  const next = neighbourDate(allowed, selected, 1);
  return (
    <section className="booking__step" aria-labelledby="step-date">
      <h2 id="step-date">
        <FormattedMessage id="booking.date.title" />
      </h2>
      {allowed.length === 0 ? (
        <p className="notice">
          <FormattedMessage id="booking.date.none" />
        </p>
      ) : (
        <>
          <div className="date-nav">
            <button type="button" className="button" disabled={!previous} onClick={() => previous && onSelect(previous)}>
              <FormattedMessage id="booking.date.previous" />
            </button>
            <span className="date-nav__current">{selected ? longDateLabel(selected, intl.locale) : ''}</span>
            <button type="button" className="button" disabled={!next} onClick={() => next && onSelect(next)}>
              <FormattedMessage id="booking.date.next" />
            </button>
          </div>
          <div className="chips chips--grid">
            {allowed.slice(0, 14).map((date) => (
              <button key={date} type="button" className="chip" aria-pressed={selected === date} onClick={() => onSelect(date)}>
                {dateLabel(date, intl.locale)}
              </button>
            ))}
          </div>
        </>
      )}
      <label className="field">
        <span>
          <FormattedMessage id="booking.date.other" />
        </span>
        <input
          type="date"
          min={min}
          max={max}
          value={selected ?? ''}
          aria-label={intl.formatMessage({ id: 'booking.date.other' })}
          onChange={(event) => event.target.value && onSelect(event.target.value)}
        />
      </label>
    </section>
  );
}
