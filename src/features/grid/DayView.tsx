import type { Reservation } from '../../../core/schemas/reservations';
import type { Matrix } from '../../api/front-of-house';
import type { DayMatrixState } from '../../front-of-house/use-day';
import type { DaySelection } from '../../front-of-house/use-day-selection';
import { ReservationForm } from './ReservationForm';
import { ReservationGrid, type MoveRequest } from './ReservationGrid';
import { ReservationList } from './ReservationList';
import type { Mode } from './ReservationsToolbar';
import { Message } from '../../ui/Message';
import { DayNotLoaded, dayLoaded } from '../../front-of-house/DayNotLoaded';

/** The day as the chosen mode shows it (spec §2/§9): the grid, the list, or the new-reservation form. */
export function DayView({
  mode,
  matrix,
  selection,
  zoom,
  canManage,
  now,
  timeZone,
  onSelect,
  onMove,
  onNew,
  onModeChange: setMode,
}: {
  mode: Mode;
  matrix: DayMatrixState;
  selection: DaySelection;
  zoom: number;
  canManage: boolean;
  now: number;
  timeZone: string;
  onSelect(reservation: Reservation): void;
  onMove(move: MoveRequest): void;
  onNew(table: Matrix['tables'][number], start: number): void;
  onModeChange(mode: Mode): void;
}) {
  if (mode === 'New') {
    return (
      <div className="page">
        <Message as="h2" id="reservations.form.newTitle" />
        <ReservationForm
          reservation={null}
          tables={[]}
          defaults={{ date: selection.date }}
          timeZone={timeZone}
          onSaved={(id) => {
            setMode('Grid');
            selection.select(id);
          }}
          onCancel={() => setMode('Grid')}
        />
      </div>
    );
  }
  if (!dayLoaded(matrix)) return <DayNotLoaded matrix={matrix} />;
  const day = matrix.data;
  if (mode === 'List') {
    return (
      <ReservationList
        reservations={day.reservations}
        date={selection.date}
        timeZone={day.timeZone}
        timeslot={selection.timeslot}
        query={selection.query}
        selectedId={selection.reservation}
        onSelect={onSelect}
      />
    );
  }
  return (
    <ReservationGrid
      matrix={day}
      date={selection.date}
      zoom={zoom}
      timeslot={selection.timeslot}
      selectedId={selection.reservation}
      highlight={selection.query}
      canManage={canManage}
      now={now}
      onSelect={onSelect}
      onMove={onMove}
      onNew={onNew}
    />
  );
}
