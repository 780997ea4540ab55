import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { Reservation } from '../../../core/schemas/reservations';
import { type Matrix } from '../../api/front-of-house';
import type { PageProps } from '../../shell/page-props';
import { useShell } from '../../shell/shell-context';
import { device } from '../../storage/device';
import { useDeviceValue } from '../../storage/use-device-value';
import { refusalText } from '../../i18n/refusals';
import { Spinner } from '../../ui/Spinner';
import { TwoPane } from '../../ui/TwoPane';
import { DetailSheet } from './DetailSheet';
import { clampZoom } from './grid-layout';
import { bookingRows } from '../../front-of-house/reservation-facts';
import type { MoveRequest } from './ReservationGrid';
import { ReservationPanel } from '../../front-of-house/ReservationPanel';
import { useDaySelection } from '../../front-of-house/use-day-selection';
import { swapReservations, updateReservation, type EnqueueResult } from '../../offline';
import { useActingRestaurantId, useMatrix, useStoredReservation } from '../../front-of-house/use-day';
import { useAccess, useFloor, useTimeZone, useErrorText } from '../../front-of-house/use-front-of-house';
import { useLinks } from '../../front-of-house/use-links';
import { useNow } from '../../front-of-house/use-now';
import { useSheetLayout } from './use-sheet-layout';
import { DayView } from './DayView';
import { modeOf, ReservationsToolbar, type Mode } from './ReservationsToolbar';
import '../../front-of-house/reservations.css';
import '../../front-of-house/reservations.css';
import { queries } from '../../api/queries';


interface MoveFailure {
  message: string;
  /** The table was taken: the host may place it there anyway (the overlap then shows under collisions). */
  retry: (() => void) | null;
}

/** Spec §2 reservations view (`/r/{id}/reservations`). */
export default function ReservationsPage(_props: PageProps) {
  const errorText = useErrorText();
  const intl = useIntl();
  const timeZone = useTimeZone();
  const selection = useDaySelection(timeZone);
  const floor = useFloor();
  const access = useAccess();
  const { listVisible } = useShell();
  const [, navigate] = useLocation();
  const link = useLinks();
  const restaurantId = useActingRestaurantId();
  const mode = modeOf(useDeviceValue(device.reservationView));
  const zoom = clampZoom(useDeviceValue(device.reservationsZoom));
  const now = useNow();
  const matrix = useMatrix(selection.date, selection.areas);
  const [moveFailure, setMoveFailure] = useState<MoveFailure | null>(null);
  const sheet = useSheetLayout();

  const selectedInDay = selection.reservation ? matrix.data?.reservations[selection.reservation] : undefined;
  // Another day's booking (a search result, a link): this device's copy when it holds one, else the server's.
  const selectedStored = useStoredReservation(selectedInDay ? null : selection.reservation);
  const selectedElsewhere = useQuery({
    ...queries.reservation(selection.reservation ?? ''),
    enabled: Boolean(selection.reservation) && Boolean(matrix.data) && !selectedInDay && selectedStored === null,
  });
  const selected = selectedInDay ?? selectedStored ?? selectedElsewhere.data ?? null;

  // A drop is applied to the day store at once and queued (the sync sends it); a table taken is refused on the
  // tablet by the same rule the server applies, and the host may place it there anyway.
  const day = matrix.data;
  const move = useCallback(
    function moveOnce(request: MoveRequest, allowOverlap: boolean) {
      setMoveFailure(null);
      if (!restaurantId || !day) return;
      void queueMove(restaurantId, request, Object.values(day.reservations), allowOverlap).then((result) => {
        if (result.ok) return;
        const message = result.code === 'invalid_request' ? intl.formatMessage({ id: 'reservations.move.extraTables' }) : refusalText(intl, result, day.timeZone);
        setMoveFailure({ message, retry: result.code === 'table_occupied' && !allowOverlap ? () => moveOnce(request, true) : null });
      });
    },
    [restaurantId, day, intl],
  );

  // Selecting the selected reservation again deselects it (as the settings lists do, spec §2).
  const onSelect = (reservation: Reservation) => {
    const primary = reservation.linkedReservationId ?? reservation._id;
    selection.select(selection.reservation === primary ? null : primary);
  };
  const onMove = useCallback((request: MoveRequest) => {
    const sameTable = request.table.level === request.reservation.level && request.table.tableNumber === request.reservation.tableNumber;
    if (sameTable && request.minutes === 0) return;
    move(request, false);
  }, [move]);
  const onNew = useCallback(
    (table: Matrix['tables'][number], start: number) =>
      navigate(link('Reservation', { reservationId: 'new' }, { startTime: new Date(start).toISOString(), area: table.level, tableNumber: table.tableNumber, date: selection.date })),
    [navigate, link, selection.date],
  );

  const setMode = (next: Mode) => device.reservationView.set(next);

  const list = (
    <div className="page foh-main">
      <ReservationsToolbar mode={mode} zoom={zoom} selection={selection} access={access} areas={floor.areas} onModeChange={setMode} />
      {moveFailure ? (
        <div className="notice foh-move-failure" role="alert">
          <p>
            <FormattedMessage id="reservations.move.refused" values={{ message: moveFailure.message }} />
          </p>
          <div className="row">
            {moveFailure.retry ? (
              <button type="button" className="button" onClick={moveFailure.retry}>
                <FormattedMessage id="reservations.move.anyway" />
              </button>
            ) : null}
            <button type="button" className="button" onClick={() => setMoveFailure(null)}>
              <FormattedMessage id="reservations.move.dismiss" />
            </button>
          </div>
        </div>
      ) : null}
      <DayView mode={mode} matrix={matrix} selection={selection} zoom={zoom} canManage={access.manage} now={now} timeZone={timeZone} onSelect={onSelect} onMove={onMove} onNew={onNew} onModeChange={setMode} />
    </div>
  );
  const showDetail = Boolean(selection.reservation) && mode !== 'New';
  const close = () => selection.select(null);
  const detail = !showDetail ? null : selected ? (
    <ReservationPanel reservation={selected} all={Object.values(matrix.data?.reservations ?? {})} timeZone={timeZone} onClose={close} />
  ) : selectedElsewhere.isError && selectedStored !== undefined ? (
    <p className="form__error page" role="alert">
      {errorText(selectedElsewhere.error)}
    </p>
  ) : (
    <Spinner />
  );
  return (
    <div className="foh-view foh-view--fill">
      <TwoPane listVisible={listVisible || !showDetail || sheet} showDetail={showDetail && !sheet} list={list} detail={sheet ? null : detail} />
      {sheet && showDetail ? (
        <DetailSheet labelledBy="foh-panel-title" onClose={close}>
          {detail}
        </DetailSheet>
      ) : null}
    </div>
  );
}

/**
 * A drop on the grid: the same time on another table is a move (or a swap when dropped onto a reservation there);
 * another time is an edit of the whole booking (all its tables move by the same minutes). Queued for the sync.
 */
function queueMove(restaurantId: string, request: MoveRequest, day: Reservation[], allowOverlap: boolean): Promise<EnqueueResult> {
  const { reservation, table, minutes, other } = request;
  const tableChanged = table.level !== reservation.level || table.tableNumber !== reservation.tableNumber;
  if (minutes === 0) {
    const swapWith = other && other.level === table.level && other.tableNumber === table.tableNumber ? other._id : undefined;
    return swapReservations(restaurantId, { reservationIdA: reservation._id, reservationIdB: swapWith, tableId: table._id, allowOverlap });
  }
  const rows = bookingRows(reservation, day);
  const primary = rows[0] ?? reservation;
  if (tableChanged && table.level !== reservation.level && rows.length > 1) {
    // The form moves a booking with extra tables to another area: it asks which tables there.
    return Promise.resolve({ ok: false, code: 'invalid_request', message: 'extra tables' });
  }
  const shift = minutes * 60_000;
  return updateReservation(
    restaurantId,
    primary._id,
    {
      startTime: new Date(Date.parse(primary.startTime) + shift).toISOString(),
      endTime: new Date(Date.parse(primary.endTime) + shift).toISOString(),
      level: table.level,
      tableNumbers: rows.map((row) => (row._id === reservation._id ? table.tableNumber : row.tableNumber)),
    },
    allowOverlap,
  );
}
