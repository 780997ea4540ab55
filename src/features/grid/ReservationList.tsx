import { FormattedMessage } from 'react-intl';
import { effectiveEnd } from '../../../core/reservations';
import type { Reservation } from '../../../core/schemas/reservations';
import { toInstant } from '../../../core/time';
import { bookingRows } from '../../front-of-house/reservation-facts';
import { StatusBadges, TimeRange } from '../../front-of-house/ReservationSummary';
import type { Timeslot } from '../../front-of-house/use-day-selection';
import { Message } from '../../ui/Message';

/** Spec §2 List display mode: the day's bookings by start (one line per booking, its tables together). */
export function ReservationList({
  reservations,
  date,
  timeZone,
  timeslot,
  query,
  selectedId,
  onSelect,
}: {
  reservations: Record<string, Reservation>;
  date: string;
  timeZone: string;
  timeslot: Timeslot | null;
  query: string;
  selectedId: string | null;
  onSelect(reservation: Reservation): void;
}) {
  const all = Object.values(reservations).filter((r) => r.deletedAt === null);
  const from = timeslot ? toInstant(date, timeslot.start, timeZone).getTime() : null;
  const to = timeslot ? toInstant(date, timeslot.end, timeZone).getTime() : null;
  const text = query.trim().toLowerCase();
  const bookings = all
    .filter((r) => r.linkedReservationId === null || !(r.linkedReservationId in reservations))
    .filter((r) => from === null || to === null || (Date.parse(r.startTime) < to && effectiveEnd(r) > from))
    .filter((r) => !text || r.customer.name.toLowerCase().includes(text))
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.customer.name.localeCompare(b.customer.name));
  if (!bookings.length) {
    return (
      <Message className="notice" id="reservations.list.empty" />
    );
  }
  return (
    <ul className="select-list foh-list">
      {bookings.map((r) => {
        const rows = bookingRows(r, all);
        return (
          <li key={r._id}>
            <button type="button" className="select-list__item foh-list__item" aria-current={selectedId === r._id ? 'true' : undefined} onClick={() => onSelect(r)}>
              <span className="select-list__title">
                <TimeRange reservation={r} timeZone={timeZone} /> · {r.customer.name}
              </span>
              <span className="select-list__text">
                <FormattedMessage id="reservations.list.line" values={{ partySize: r.partySize, area: r.level, tables: rows.map((row) => row.tableNumber).join(', ') }} />{' '}
                <StatusBadges reservation={r} timeZone={timeZone} />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
