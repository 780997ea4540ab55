import { memo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Reservation } from '../../../core/schemas/reservations';
import type { PageProps } from '../../shell/page-props';
import { ActionRefused } from '../../front-of-house/ReservationActions';
import { bookingRows, isMarkedLate, isOverdue, todayIn } from '../../front-of-house/reservation-facts';
import { StatusBadges, TimeRange } from '../../front-of-house/ReservationSummary';
import { useMatrix, useReservationAction } from '../../front-of-house/use-day';
import { useAccess, useTimeZone } from '../../front-of-house/use-front-of-house';
import { useNow } from '../../front-of-house/use-now';
import '../../front-of-house/reservations.css';
import { CheckboxChoice } from '../../ui/CheckboxChoice';
import { Message } from '../../ui/Message';
import { DayNotLoaded, dayLoaded } from '../../front-of-house/DayNotLoaded';

/** Spec §2 check-in: today's arrivals by time, one tap to check a guest in, late guests flagged. */
export default function CheckinPage(_props: PageProps) {
  const intl = useIntl();
  const timeZone = useTimeZone();
  const today = todayIn(timeZone);
  const now = useNow();
  const matrix = useMatrix(today, []);
  const [onlyWaiting, setOnlyWaiting] = useState(false);
  if (!dayLoaded(matrix)) return <DayNotLoaded matrix={matrix} className="form__error page" />;
  const day = matrix.data;
  const all = Object.values(day.reservations).filter((r) => r.deletedAt === null);
  const arrivals = all
    .filter((r) => r.linkedReservationId === null || !(r.linkedReservationId in day.reservations))
    .filter((r) => todayIn(timeZone, Date.parse(r.startTime)) === today)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.customer.name.localeCompare(b.customer.name));
  const waiting = arrivals.filter((r) => !r.checkedIn && r.leftAt === null);
  const shown = onlyWaiting ? waiting : arrivals;
  return (
    <div className="page">
      <div className="row row--between">
        <h1>
          <FormattedMessage id="reservations.checkin.title" values={{ date: intl.formatDate(now, { timeZone, weekday: 'long', day: 'numeric', month: 'long' }) }} />
        </h1>
        <CheckboxChoice labelId="reservations.checkin.onlyWaiting" checked={onlyWaiting} onChange={setOnlyWaiting} />
      </div>
      <p role="status">
        <FormattedMessage id="reservations.checkin.summary" values={{ waiting: waiting.length, total: arrivals.length }} />
      </p>
      {shown.length === 0 ? (
        <Message className="notice" id="reservations.checkin.none" />
      ) : (
        <ul className="foh-rows">
          {shown.map((r) => (
            <Arrival key={r._id} reservation={r} tables={bookingRows(r, all).map((row) => row.tableNumber).join(', ')} timeZone={timeZone} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}

// A row re-renders only when its booking, tables or the clock change (a tap redraws one row, not the evening's list).
const Arrival = memo(function Arrival({ reservation: r, tables, timeZone, now }: { reservation: Reservation; tables: string; timeZone: string; now: number }) {
  const intl = useIntl();
  const access = useAccess();
  const action = useReservationAction();
  const done = r.checkedIn || r.leftAt !== null;
  return (
    <li className={`foh-rows__item${done ? ' foh-rows__item--done' : ''}`}>
      <div className="foh-rows__main">
        <span className="foh-rows__title">
          <TimeRange reservation={r} timeZone={timeZone} /> · {r.customer.name}
        </span>
        <span className="foh-rows__text">
          <FormattedMessage id="reservations.list.line" values={{ partySize: r.partySize, area: r.level, tables }} />{' '}
          <StatusBadges reservation={r} timeZone={timeZone} />
          {!isMarkedLate(r) && isOverdue(r, now) ? (
            <span className="foh-badge foh-badge--late">
              <FormattedMessage id="reservations.status.overdue" />
            </span>
          ) : null}
        </span>
        {action.error ? <ActionRefused refusal={action.error} timeZone={timeZone} as="span" /> : null}
      </div>
      {access.manage ? (
        <div className="row">
          {!r.checkedIn && !isMarkedLate(r) ? (
            <button type="button" className="button" onClick={() => action.run('markLate', r._id)} aria-label={intl.formatMessage({ id: 'reservations.checkin.lateFor' }, { guest: r.customer.name })}>
              <FormattedMessage id="reservations.action.markLate" />
            </button>
          ) : null}
          <button
            type="button"
            className={`button${r.checkedIn ? '' : ' button--primary'}`}
            onClick={() => action.run(r.checkedIn ? 'checkOut' : 'checkIn', r._id)}
            aria-label={intl.formatMessage({ id: r.checkedIn ? 'reservations.checkin.undoFor' : 'reservations.checkin.checkInFor' }, { guest: r.customer.name })}
          >
            <FormattedMessage id={r.checkedIn ? 'reservations.action.checkOut' : 'reservations.action.checkIn'} />
          </button>
        </div>
      ) : null}
    </li>
  );
});
