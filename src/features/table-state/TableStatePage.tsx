import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { occupantsAt } from '../../../core/reservations';
import type { Reservation } from '../../../core/schemas/reservations';
import { toInstant } from '../../../core/time';
import type { PageProps } from '../../shell/page-props';
import { DayToolbar, slotLabel } from '../../front-of-house/DayToolbar';
import { timeOf } from '../../front-of-house/reservation-facts';
import { ReservationPanel } from '../../front-of-house/ReservationPanel';
import { useDaySelection } from '../../front-of-house/use-day-selection';
import { useMatrix } from '../../front-of-house/use-day';
import { useFloor, useTimeZone } from '../../front-of-house/use-front-of-house';
import { useNow } from '../../front-of-house/use-now';
import '../../front-of-house/reservations.css';
import { DayNotLoaded, dayLoaded } from '../../front-of-house/DayNotLoaded';
import { ChosenTwoPane } from '../../front-of-house/ChosenTwoPane';

type Which = 'current' | 'previous' | 'next';
const order: Which[] = ['current', 'next', 'previous'];

/**
 * Spec §2/§4 table state: each table's current, previous and next occupant for the selected slot (its start; without a
 * slot, now on today and noon on other days), computed with the same core rule as the server's matrix.
 */
export default function TableStatePage(_props: PageProps) {
  const intl = useIntl();
  const timeZone = useTimeZone();
  const selection = useDaySelection(timeZone);
  const floor = useFloor();
  const now = useNow();
  const matrix = useMatrix(selection.date, selection.areas);
  const [chosen, setChosen] = useState<{ tableId: string; which: Which } | null>(null);
  const instant = selection.timeslot
    ? toInstant(selection.date, selection.timeslot.start, timeZone).getTime()
    : selection.date === selection.today
      ? now
      : toInstant(selection.date, 12 * 60, timeZone).getTime();

  const list = (() => {
    if (!dayLoaded(matrix)) return <DayNotLoaded matrix={matrix} />;
    const live = Object.values(matrix.data.reservations).filter((r) => r.deletedAt === null);
    return (
      <ul className="foh-tables" aria-label={intl.formatMessage({ id: 'reservations.tableState.tables' })}>
        {matrix.data.tables.map((table) => {
          const occupants = occupantsAt(live, table, instant);
          const name = table.label || table.tableNumber;
          const first = order.find((which) => occupants[which]);
          const line = (which: Which, r: Reservation | null) => (
            <>
              <span className="foh-table-card__key">
                <FormattedMessage id={`reservations.tableState.${which}`} />
              </span>
              <span>{r ? `${timeOf(r.startTime, timeZone)} ${r.customer.name} (${r.partySize})` : '—'}</span>
            </>
          );
          return (
            <li key={table._id}>
              <button
                type="button"
                className={`foh-table-card${occupants.current ? ' foh-table-card--busy' : ''}`}
                aria-pressed={chosen?.tableId === table._id}
                onClick={() => setChosen(chosen?.tableId === table._id || !first ? null : { tableId: table._id, which: first })}
              >
                <span className="foh-table-card__name">
                  {name} · {table.level}
                </span>
                <span className="foh-table-card__lines">
                  {line('current', occupants.current)}
                  {line('previous', occupants.previous)}
                  {line('next', occupants.next)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  })();

  const detail = (() => {
    if (!chosen || !matrix.data) return null;
    const table = matrix.data.tables.find((t) => t._id === chosen.tableId);
    if (!table) return null;
    const live = Object.values(matrix.data.reservations).filter((r) => r.deletedAt === null);
    const occupants = occupantsAt(live, table, instant);
    const reservation = occupants[chosen.which];
    return (
      <div className="page">
        <div className="chips" role="group" aria-label={intl.formatMessage({ id: 'reservations.tableState.occupant' })}>
          {order
            .filter((which) => occupants[which])
            .map((which) => (
              <button key={which} type="button" className="chip" aria-pressed={chosen.which === which} onClick={() => setChosen({ tableId: table._id, which })}>
                <FormattedMessage id={`reservations.tableState.${which}`} />
              </button>
            ))}
        </div>
        {reservation ? <ReservationPanel reservation={reservation} all={live} timeZone={timeZone} onClose={() => setChosen(null)} /> : null}
      </div>
    );
  })();

  return (
    <div className="foh-view">
      <ChosenTwoPane
        chosen={Boolean(chosen)}
        list={
          <div className="page foh-main">
            <DayToolbar selection={selection} areas={floor.areas} />
            <p role="status">
              {selection.timeslot ? (
                <FormattedMessage id="reservations.tableState.atSlot" values={{ slot: slotLabel(selection.timeslot) }} />
              ) : (
                <FormattedMessage id="reservations.tableState.at" values={{ time: timeOf(instant, timeZone) }} />
              )}
            </p>
            {list}
          </div>
        }
        detail={detail}
      />
    </div>
  );
}
