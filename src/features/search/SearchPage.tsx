import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'wouter';
import { queries } from '../../api/queries';
import type { PageProps } from '../../shell/page-props';
import { ListState } from '../../ui/ListState';
import { StatusBadges, TimeRange } from '../../front-of-house/ReservationSummary';
import { useTimeZone, useErrorText } from '../../front-of-house/use-front-of-house';
import { useLinks } from '../../front-of-house/use-links';
import '../../front-of-house/reservations.css';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';

/** Spec §2 reservation search: bookings by guest name (GET /reservations/search), newest first. */
export default function SearchPage(_props: PageProps) {
  const errorText = useErrorText();
  const intl = useIntl();
  const timeZone = useTimeZone();
  const link = useLinks();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('query') ?? '');
  const [term, setTerm] = useState(text.trim());
  // Ask once the host pauses typing; the address keeps the search for the back button.
  useEffect(() => {
    const timer = setTimeout(() => {
      setTerm(text.trim());
      setParams(text.trim() ? { query: text.trim() } : {}, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [text, setParams]);
  const results = useQuery({ ...queries.search(term), enabled: term.length > 0 });
  return (
    <div className="page page--narrow">
      <Message as="h1" id="route.Search" />
      <form role="search" onSubmit={(event) => { event.preventDefault(); setTerm(text.trim()); }}>
        <Field labelId="reservations.search.label">
          <input type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" placeholder={intl.formatMessage({ id: 'reservations.search.placeholder' })} />
        </Field>
      </form>
      <ListState
        pending={Boolean(term) && results.isPending}
        error={results.isError ? errorText(results.error) : null}
        onRetry={() => void results.refetch()}
        items={results.data?.items}
      >
        {(items) => (
          <>
            <p role="status">
              <FormattedMessage id="reservations.search.count" values={{ count: items.length }} />
            </p>
            <ul className="select-list">
              {items.map((r) => (
                <li key={r._id}>
                  <Link className="select-list__item" href={link('Reservation', { reservationId: r._id })}>
                    <span className="select-list__title">{r.customer.name}</span>
                    <span className="select-list__text">
                      {intl.formatDate(Date.parse(r.startTime), { timeZone, weekday: 'short', day: '2-digit', month: '2-digit', year: '2-digit' })} ·{' '}
                      <TimeRange reservation={r} timeZone={timeZone} /> ·{' '}
                      <FormattedMessage id="reservations.list.line" values={{ partySize: r.partySize, area: r.level, tables: r.tableNumber }} />{' '}
                      <StatusBadges reservation={r} timeZone={timeZone} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListState>
    </div>
  );
}
