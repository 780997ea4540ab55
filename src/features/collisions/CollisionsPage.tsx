import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Reservation } from '../../../core/schemas/reservations';
import { localDateOf } from '../../../core/time';
import { DayFilter } from '../../front-of-house/DayFilter';
import type { PageProps } from '../../shell/page-props';
import { QueryListState } from '../../ui/QueryListState';
import { timeOf } from '../../front-of-house/reservation-facts';
import { useTimeZone, useErrorText } from '../../front-of-house/use-front-of-house';
import { useLinks } from '../../front-of-house/use-links';
import '../../front-of-house/reservations.css';
import '../../front-of-house/reservations.css';
import { queries } from '../../api/queries';
import { Message } from '../../ui/Message';

/**
 * Spec §2 collisions: two reservations holding one table at the same time, or a reservation under a blocker. Staff
 * overrides (walk-ins onto a taken table), extensions and blockers placed over bookings make them; they are listed
 * until someone moves a guest.
 */
export default function CollisionsPage(_props: PageProps) {
  const errorText = useErrorText();
  const intl = useIntl();
  const timeZone = useTimeZone();
  const link = useLinks();
  const [date, setDate] = useState<string | null>(null);
  const collisions = useQuery(queries.collisions(date));
  const guest = (id: string) => {
    const r: Reservation | undefined = collisions.data?.reservations[id];
    return (
      <Link href={link('Reservation', { reservationId: r?.linkedReservationId ?? id })}>
        {r ? `${r.customer.name} (${timeOf(r.startTime, timeZone)}, ${r.partySize})` : id}
      </Link>
    );
  };
  return (
    <div className="page page--narrow">
      <Message as="h1" id="route.Collisions" />
      <DayFilter day={date} onChange={setDate} labelId="reservations.collisions.day" clearId="reservations.collisions.upcoming" />
      <QueryListState
        query={collisions}
        errorText={errorText}
        empty={<FormattedMessage id="reservations.collisions.none" />}
        announceEmpty
      >
        {(items) => (
          <ul className="foh-rows">
            {items.map((c) => {
              const day = localDateOf(Date.parse(c.start), timeZone);
              const key = c.kind === 'reservations' ? c.reservationIds.join('+') : `${c.reservationId}+${c.blockerId}`;
              const blocker = c.kind === 'blocker' ? collisions.data?.blockers[c.blockerId] : undefined;
              return (
                <li key={`${key}-${c.start}`} className="foh-rows__item">
                  <div className="foh-rows__main">
                    <span className="foh-rows__title">
                      <FormattedMessage id="reservations.collisions.where" values={{ area: c.level, table: c.tableNumber, date: intl.formatDate(Date.parse(c.start), { timeZone, weekday: 'short', day: 'numeric', month: 'short' }), start: timeOf(c.start, timeZone), end: timeOf(c.end, timeZone) }} />
                    </span>
                    <span className="foh-rows__text">
                      {c.kind === 'reservations' ? (
                        <FormattedMessage id="reservations.collisions.pair" values={{ a: guest(c.reservationIds[0]), b: guest(c.reservationIds[1]) }} />
                      ) : (
                        <FormattedMessage id="reservations.collisions.underBlocker" values={{ a: guest(c.reservationId), note: blocker?.note ?? '' }} />
                      )}
                    </span>
                  </div>
                  <Link className="button" href={link('Reservations', {}, { date: day })}>
                    <FormattedMessage id="reservations.collisions.showDay" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryListState>
    </div>
  );
}
