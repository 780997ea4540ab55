import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Reservation } from '../../core/schemas/reservations';
import { Icon } from '../shell/icons';
import { ReservationActions } from './ReservationActions';
import { ReservationSummary, StatusBadges } from './ReservationSummary';
import { bookingRows } from './reservation-facts';
import { useLinks } from './use-links';

/** The selected reservation beside the grid, list or table state: what it is, the host actions, and the full form. */
export function ReservationPanel({
  reservation,
  all,
  timeZone,
  onClose,
}: {
  reservation: Reservation;
  all: Iterable<Reservation>;
  timeZone: string;
  onClose?: () => void;
}) {
  const intl = useIntl();
  const link = useLinks();
  const rows = bookingRows(reservation, all);
  const primary = rows[0] ?? reservation;
  return (
    <article className="page foh-panel" aria-labelledby="foh-panel-title">
      <div className="row row--between">
        <h2 id="foh-panel-title">{primary.customer.name}</h2>
        {onClose ? (
          <button type="button" className="icon-button" aria-label={intl.formatMessage({ id: 'reservations.panel.close' })} onClick={onClose}>
            <Icon name="Close" />
          </button>
        ) : null}
      </div>
      <StatusBadges reservation={primary} timeZone={timeZone} />
      <ReservationSummary reservation={primary} tables={rows.map((row) => row.tableNumber)} timeZone={timeZone} />
      <ReservationActions reservation={primary} />
      <Link className="button" href={link('Reservation', { reservationId: primary._id })}>
        <FormattedMessage id="reservations.panel.open" />
      </Link>
    </article>
  );
}
