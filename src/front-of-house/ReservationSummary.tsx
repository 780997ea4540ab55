import { FormattedMessage, useIntl } from 'react-intl';
import type { Reservation } from '../../core/schemas/reservations';
import { useUnsyncedIds } from '../offline/use-unsynced';
import { Message } from '../ui/Message';
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
      {unsynced ? <Badge modifier="unsynced" id="reservations.status.unsynced" unsynced /> : null}
      {reservation.checkedIn ? <Badge modifier="in" id="reservations.status.checkedIn" /> : null}
      {isMarkedLate(reservation) ? <Badge modifier="late" id="reservations.status.late" /> : null}
      {reservation.extendedTo && !reservation.leftAt ? <Badge id="reservations.status.extended" values={{ time: timeOf(reservation.extendedTo, timeZone) }} /> : null}
      {reservation.leftAt ? <Badge modifier="left" id="reservations.status.left" values={{ time: timeOf(reservation.leftAt, timeZone) }} /> : null}
      {reservation.allowOverlap ? <Badge modifier="late" id="reservations.status.overlap" /> : null}
    </span>
  );
}

/** One status badge; the not-yet-synced one is marked for the offline browser specs. */
function Badge({ modifier, id, values, unsynced = false }: { modifier?: string; id: string; values?: Record<string, string>; unsynced?: boolean }) {
  return (
    <span className={modifier ? `foh-badge foh-badge--${modifier}` : 'foh-badge'} {...(unsynced ? { 'data-unsynced': '' } : {})}>
      <FormattedMessage id={id} values={values} />
    </span>
  );
}

export function ReservationSummary({ reservation, tables, timeZone }: { reservation: Reservation; tables: string[]; timeZone: string }) {
  return (
    <dl className="details">
      <Message as="dt" id="reservations.field.time" />
      <dd>
        <TimeRange reservation={reservation} timeZone={timeZone} />
      </dd>
      <Message as="dt" id="reservations.field.partySize" />
      <dd>{reservation.partySize}</dd>
      <Message as="dt" id="reservations.field.table" />
      <dd>
        {reservation.level} · {tables.join(', ')}
      </dd>
      {reservation.customer.phone ? (
        <>
          <Message as="dt" id="reservations.field.phone" />
          <dd>
            <a href={`tel:${reservation.customer.phone.replace(/[^0-9+]/g, '')}`}>{reservation.customer.phone}</a>
          </dd>
        </>
      ) : null}
      {reservation.customer.email ? (
        <>
          <Message as="dt" id="reservations.field.email" />
          <dd className="break">{reservation.customer.email}</dd>
        </>
      ) : null}
      {reservation.note ? (
        <>
          <Message as="dt" id="reservations.field.note" />
          <dd>{reservation.note}</dd>
        </>
      ) : null}
    </dl>
  );
}
