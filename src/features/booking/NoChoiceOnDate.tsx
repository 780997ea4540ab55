import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CallRestaurant } from './CallRestaurant';
import { dateLabel, longDateLabel } from './labels';

/**
 * A date with nothing to choose for the party: fully booked (the waitlist, `children`, is offered) or without online
 * bookings at all; either way the next day that has a table for the party is one tap away.
 */
export function NoChoiceOnDate({
  outcome,
  date,
  phone,
  nextFree,
  onNextFree,
  children,
}: {
  outcome: 'full' | 'closed';
  date: string;
  phone: string | null;
  nextFree: string | null;
  onNextFree: (date: string) => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const when = longDateLabel(date, intl.locale);
  return (
    <>
      <p className="notice" role="status">
        {outcome === 'full' ? <FormattedMessage id="booking.date.full" values={{ date: when }} /> : <FormattedMessage id="booking.date.closed" values={{ date: when }} />}
      </p>
      {nextFree ? (
        <button type="button" className="button" onClick={() => onNextFree(nextFree)}>
          <FormattedMessage id="booking.date.nextFree" values={{ date: dateLabel(nextFree, intl.locale) }} />
        </button>
      ) : null}
      <CallRestaurant phone={phone} />
      {outcome === 'full' ? children : null}
    </>
  );
}
