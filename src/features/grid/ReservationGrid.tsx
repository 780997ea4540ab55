import { memo, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { localDay } from '../../../core/availability/calendar';
import type { Reservation } from '../../../core/schemas/reservations';
import type { Matrix } from '../../api/front-of-house';
import { hourMarks, placeRow, pxPerMs, snappedMinutes, visibleSpan, type Span } from './grid-layout';
import { isMarkedLate, isOpenEnd, shownEnd, timeOf } from '../../front-of-house/reservation-facts';
import type { Timeslot } from '../../front-of-house/use-day-selection';
import { toInstant } from '../../../core/time';
import { useLinks } from '../../front-of-house/use-links';
import { ReservationBlock } from './ReservationBlock';

type MatrixTable = Matrix['tables'][number];

export interface MoveRequest {
  reservation: Reservation;
  table: MatrixTable;
  minutes: number;
  /** The reservation it was dropped onto (a swap of tables). */
  other: Reservation | null;
}

const tableKey = (level: string, tableNumber: string) => `${level}\u0000${tableNumber}`;

interface GridProps {
  matrix: Matrix;
  date: string;
  zoom: number;
  timeslot: Timeslot | null;
  selectedId: string | null;
  highlight: string;
  canManage: boolean;
  now: number;
  onSelect(reservation: Reservation): void;
  onMove(move: MoveRequest): void;
  onNew(table: MatrixTable, start: number): void;
}

/** Spec §2 Grid display mode: tables × time, the day's reservations and blockers, drag to move or swap. */
export function ReservationGrid({ matrix, date, zoom, timeslot, selectedId, highlight, canManage, now, onSelect, onMove, onNew }: GridProps) {
  const intl = useIntl();
  const timeZone = matrix.timeZone;
  const live = useMemo(() => Object.values(matrix.reservations).filter((r) => r.deletedAt === null), [matrix.reservations]);
  const byTable = useMemo(() => {
    const map = new Map<string, Reservation[]>();
    for (const r of live) {
      const key = tableKey(r.level, r.tableNumber);
      map.set(key, [...(map.get(key) ?? []), r]);
    }
    return map;
  }, [live]);
  const day = localDay(date, timeZone);
  const span = useMemo(
    () =>
      visibleSpan(
        { start: day.start, end: day.end },
        [...live.map((r) => ({ start: Date.parse(r.startTime), end: shownEnd(r) })), ...Object.values(matrix.blockers).map((b) => ({ start: Date.parse(b.start), end: Date.parse(b.end) }))],
      ),
    [day.start, day.end, live, matrix.blockers],
  );
  const scale = pxPerMs(zoom);
  const width = Math.ceil((span.end - span.start) * scale);
  const areas = useMemo(() => {
    const groups: { level: string; tables: MatrixTable[] }[] = [];
    for (const table of matrix.tables) {
      const last = groups[groups.length - 1];
      if (last && last.level === table.level) last.tables.push(table);
      else groups.push({ level: table.level, tables: [table] });
    }
    return groups;
  }, [matrix.tables]);
  const band = timeslot
    ? { left: (toInstant(date, timeslot.start, timeZone).getTime() - span.start) * scale, width: (timeslot.end - timeslot.start) * 60_000 * scale }
    : null;
  const nowLeft = now > span.start && now < span.end ? (now - span.start) * scale : null;
  const labelOf = (r: Reservation) => {
    const end = shownEnd(r);
    const states = [
      r.checkedIn ? intl.formatMessage({ id: 'reservations.status.checkedIn' }) : null,
      isMarkedLate(r) ? intl.formatMessage({ id: 'reservations.status.late' }) : null,
      r.extendedTo && !r.leftAt ? intl.formatMessage({ id: 'reservations.status.extended' }, { time: timeOf(r.extendedTo, timeZone) }) : null,
      r.leftAt ? intl.formatMessage({ id: 'reservations.status.left' }, { time: timeOf(r.leftAt, timeZone) }) : null,
    ].filter(Boolean);
    return [intl.formatMessage(
      { id: 'reservations.grid.blockLabel' },
      {
        guest: r.customer.name,
        partySize: r.partySize,
        start: timeOf(r.startTime, timeZone),
        end: isOpenEnd(r, end, timeZone) ? intl.formatMessage({ id: 'reservations.openEnd' }) : timeOf(end, timeZone),
        table: r.tableNumber,
      },
    ), ...states].join(', ');
  };
  const text = highlight.trim().toLowerCase();
  /** What every row is drawn with. */
  const everyRow = { matrix, span, zoom, band, nowLeft, selectedId, highlight: text, canManage, labelOf, onSelect, onMove, onNew, date };
  // The selected reservation stays in view when the details pane narrows the grid (or it was chosen elsewhere).
  const gridRef = useRef<HTMLDivElement>(null);
  // The tablet benchmark (bench/front-of-house-ui.ts) reads when the first grid was in the page.
  useLayoutEffect(() => {
    if (!performance.getEntriesByName('covers:grid-commit').length) performance.mark('covers:grid-commit');
  }, []);
  useEffect(() => {
    if (!selectedId) return;
    const frame = requestAnimationFrame(() => {
      gridRef.current?.querySelector(`[data-reservation-id="${CSS.escape(selectedId)}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedId]);

  return (
    <div ref={gridRef} className="foh-grid" role="region" aria-label={intl.formatMessage({ id: 'reservations.grid.label' })} tabIndex={0} style={{ ['--foh-track' as string]: `${width}px` }}>
      <div className="foh-grid__axis" aria-hidden="true">
        <div className="foh-grid__corner" />
        <div className="foh-grid__hours">
          {hourMarks(span).map((mark) => (
            <span key={mark} className="foh-grid__hour" style={{ left: (mark - span.start) * scale }}>
              {timeOf(mark, timeZone)}
            </span>
          ))}
        </div>
      </div>
      {areas.map((area) => (
        <section key={area.level} className="foh-grid__area" aria-label={area.level}>
          <h3 className="foh-grid__area-name">{area.level}</h3>
          {area.tables.map((table) => (
            <GridRow key={table._id} table={table} reservations={byTable.get(tableKey(table.level, table.tableNumber)) ?? []} {...everyRow} />
          ))}
        </section>
      ))}
    </div>
  );
}

interface RowProps {
  table: MatrixTable;
  reservations: Reservation[];
  matrix: Matrix;
  span: Span;
  zoom: number;
  band: { left: number; width: number } | null;
  nowLeft: number | null;
  selectedId: string | null;
  highlight: string;
  canManage: boolean;
  date: string;
  labelOf(r: Reservation): string;
  onSelect(reservation: Reservation): void;
  onMove(move: MoveRequest): void;
  onNew(table: MatrixTable, start: number): void;
}

const GridRow = memo(function GridRow({ table, reservations, matrix, span, zoom, band, nowLeft, selectedId, highlight, canManage, date, labelOf, onSelect, onMove, onNew }: RowProps) {
  const intl = useIntl();
  const link = useLinks();
  const scale = pxPerMs(zoom);
  const placed = placeRow(reservations, span, zoom);
  const lanes = placed[0]?.lanes ?? 1;
  const runs = table.cells.filter((cell) => cell.state === 'past' || cell.state === 'cutoff' || cell.state === 'blocker');
  const name = table.label || table.tableNumber;
  const rowLabel = intl.formatMessage({ id: 'reservations.grid.row' }, { table: name, area: table.level });
  const newAt = (clientX: number, track: HTMLElement) => {
    const x = clientX - track.getBoundingClientRect().left;
    const quarter = 15 * 60_000;
    onNew(table, span.start + Math.floor(x / scale / quarter) * quarter);
  };
  return (
    <div className="foh-grid__row" role="group" aria-label={rowLabel} style={{ ['--foh-lanes' as string]: lanes }}>
      <div className="foh-grid__table">
        {canManage ? (
          <Link
            href={link('Reservation', { reservationId: 'new' }, { area: table.level, tableNumber: table.tableNumber, date })}
            className="foh-grid__table-link"
            aria-label={intl.formatMessage({ id: 'reservations.grid.newAt' }, { table: name })}
          >
            {name}
          </Link>
        ) : (
          <span>{name}</span>
        )}
      </div>
      <div
        className="foh-grid__track"
        data-table-id={table._id}
        onClick={(event) => {
          if (canManage && event.target === event.currentTarget) newAt(event.clientX, event.currentTarget);
        }}
      >
        {runs.map((cell) => {
          const left = Math.max(0, (Date.parse(cell.start) - span.start) * scale);
          const right = Math.min((span.end - span.start) * scale, (Date.parse(cell.end) - span.start) * scale);
          if (right <= left) return null;
          const blocker = cell.blockerIds[0] ? matrix.blockers[cell.blockerIds[0]] : undefined;
          return (
            <div key={`${cell.state}-${cell.start}`} className={`foh-cell foh-cell--${cell.state}`} style={{ left, width: right - left }} title={blocker?.note ?? undefined}>
              {cell.state === 'blocker' ? <span className="visually-hidden">{intl.formatMessage({ id: 'reservations.grid.blocked' })}</span> : null}
            </div>
          );
        })}
        {band ? <div className="foh-grid__band" style={{ left: band.left, width: band.width }} /> : null}
        {nowLeft !== null ? <div className="foh-grid__now" style={{ left: nowLeft }} /> : null}
        {placed.map((item) => (
          <ReservationBlock
            key={item.reservation._id}
            item={item}
            selected={item.reservation._id === selectedId}
            dimmed={highlight !== '' && !item.reservation.customer.name.toLowerCase().includes(highlight)}
            label={labelOf(item.reservation)}
            timeZone={matrix.timeZone}
            draggable={canManage}
            onSelect={onSelect}
            onDrop={(dropX, dropY, dx) => {
              const targets = document.elementsFromPoint(dropX, dropY);
              const trackEl = targets.find((el) => el instanceof HTMLElement && el.dataset.tableId) as HTMLElement | undefined;
              const target = trackEl ? matrix.tables.find((t) => t._id === trackEl.dataset.tableId) : undefined;
              if (!target) return;
              const otherEl = targets.find((el) => el instanceof HTMLElement && el.dataset.reservationId && el.dataset.reservationId !== item.reservation._id) as HTMLElement | undefined;
              const other = otherEl ? (matrix.reservations[otherEl.dataset.reservationId as string] ?? null) : null;
              onMove({ reservation: item.reservation, table: target, minutes: snappedMinutes(dx, zoom), other });
            }}
          />
        ))}
      </div>
    </div>
  );
});
