import { FormattedMessage, useIntl } from 'react-intl';
import type { Reservation } from '../../core/schemas/reservations';
import { useUnsyncedIds } from '../offline/use-unsynced';
import { isMarkedLate, isOpenEnd, shownEnd, timeOf } from './reservation-facts';

/** "19:30–21:30", or "21:30–open end" for an end at or after 23:00 (spec §5). */
export function TimeRange({ reservation, timeZone }: { reservation: Reservation; timeZone: string }) {
  const intl = useIntl();
  const end = shownEnd(reservation);
  const endText = isOpenEnd(reservation, end, timeZone) ? intl.formatMessage({ id: 'reservations.openEnd' }) : timeOf(end, timeZone);
  return (
    <span className="foh-time">
      {timeOf(reservation.startTime, timeZone)}–{endText}
    </span>
  );
}

/** Checked in, late, extended, left, not yet synced: what a host needs to see at a glance. */
export function StatusBadges({ reservation, timeZone }: { reservation: Reservation; timeZone: string }) {
  const unsynced = useUnsyncedIds().has(reservation._id);
  const any = unsynced || reservation.checkedIn || isMarkedLate(reservation) || reservation.extendedTo || reservation.leftAt || reservation.allowOverlap;
  if (!any) return null;
  return (
    <span className="foh-badges">
      {unsynced ? (
        <span className="foh-badge foh-badge--unsynced" data-unsynced="">
          <FormattedMessage id="reservations.status.unsynced" />
        </span>
      ) : null}
      {reservation.checkedIn ? (
        <span className="foh-badge foh-badge--in">
          <FormattedMessage id="reservations.status.checkedIn" />
        </span>
      ) : null}
      {isMarkedLate(reservation) ? (
        <span className="foh-badge foh-badge--late">
          <FormattedMessage id="reservations.status.late" />
        </span>
      ) : null}
      {reservation.extendedTo && !reservation.leftAt ? (
        <span className="foh-badge">
          <FormattedMessage id="reservations.status.extended" values={{ time: timeOf(reservation.extendedTo, timeZone) }} />
        </span>
      ) : null}
      {reservation.leftAt ? (
        <span className="foh-badge foh-badge--left">
          <FormattedMessage id="reservations.status.left" values={{ time: timeOf(reservation.leftAt, timeZone) }} />
        </span>
      ) : null}
      {reservation.allowOverlap ? (
        <span className="foh-badge foh-badge--late">
          <FormattedMessage id="reservations.status.overlap" />
        </span>
      ) : null}
    </span>
  );
}

export function ReservationSummary({ reservation, tables, timeZone }: { reservation: Reservation; tables: string[]; timeZone: string }) {
  return (
    <dl className="details">
      <dt>
        <FormattedMessage id="reservations.field.time" />
      </dt>
      <dd>
        <TimeRange reservation={reservation} timeZone={timeZone} />
      </dd>
      <dt>
        <FormattedMessage id="reservations.field.partySize" />
      </dt>
      <dd>{reservation.partySize}</dd>
      <dt>
        <FormattedMessage id="reservations.field.table" />
      </dt>
      <dd>
        {reservation.level} · {tables.join(', ')}
      </dd>
      {reservation.customer.phone ? (
        <>
          <dt>
            <FormattedMessage id="reservations.field.phone" />
          </dt>
          <dd>
            <a href={`tel:${reservation.customer.phone.replace(/[^0-9+]/g, '')}`}>{reservation.customer.phone}</a>
          </dd>
        </>
      ) : null}
      {reservation.customer.email ? (
        <>
          <dt>
            <FormattedMessage id="reservations.field.email" />
          </dt>
          <dd className="break">{reservation.customer.email}</dd>
        </>
      ) : null}
      {reservation.note ? (
        <>
          <dt>
            <FormattedMessage id="reservations.field.note" />
          </dt>
          <dd>{reservation.note}</dd>
        </>
      ) : null}
    </dl>
  );
}
