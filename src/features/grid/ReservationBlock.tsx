import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Reservation } from '../../../core/schemas/reservations';
import type { Placed } from './grid-layout';
import { timeOf } from '../../front-of-house/reservation-facts';
import { StatusBadges } from '../../front-of-house/ReservationSummary';

/** Movement (px) before a press becomes a drag. */
const dragThreshold = 6;

/** One reservation on the grid: a press selects it, a drag (past the threshold) drops it on another table or time. */
export function ReservationBlock({
  item,
  selected,
  dimmed,
  label,
  timeZone,
  draggable,
  onSelect,
  onDrop,
}: {
  item: Placed;
  selected: boolean;
  dimmed: boolean;
  label: string;
  timeZone: string;
  draggable: boolean;
  onSelect(reservation: Reservation): void;
  onDrop(x: number, y: number, dx: number): void;
}) {
  const [offset, setOffset] = useState<{ dx: number; dy: number } | null>(null);
  const press = useRef<{ x: number; y: number; id: number; dragging: boolean } | null>(null);
  const justDragged = useRef(false);
  const r = item.reservation;
  const state = r.leftAt ? ' foh-block--left' : r.checkedIn ? ' foh-block--in' : '';
  const down = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (!draggable || event.button !== 0) return;
    press.current = { x: event.clientX, y: event.clientY, id: event.pointerId, dragging: false };
  };
  const move = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    if (!p || p.id !== event.pointerId) return;
    const dx = event.clientX - p.x;
    const dy = event.clientY - p.y;
    if (!p.dragging && Math.hypot(dx, dy) < dragThreshold) return;
    if (!p.dragging) {
      p.dragging = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setOffset({ dx, dy });
  };
  const up = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    press.current = null;
    if (!p || p.id !== event.pointerId || !p.dragging) return;
    justDragged.current = true;
    setOffset(null);
    // Hit-test what lies under the pointer without the dragged block (and so without its own row, unless dropped there).
    const element = event.currentTarget;
    element.style.pointerEvents = 'none';
    try {
      onDrop(event.clientX, event.clientY, event.clientX - p.x);
    } finally {
      element.style.pointerEvents = '';
    }
  };
  return (
    <button
      type="button"
      className={`foh-block${state}${selected ? ' foh-block--selected' : ''}${dimmed ? ' foh-block--dimmed' : ''}${offset ? ' foh-block--dragging' : ''}`}
      data-reservation-id={r._id}
      aria-pressed={selected}
      style={{
        left: item.left,
        width: item.width,
        top: `calc(${item.lane} * (100% / ${item.lanes}))`,
        height: `calc(100% / ${item.lanes})`,
        borderLeftColor: r.color ?? undefined,
        transform: offset ? `translate(${offset.dx}px, ${offset.dy}px)` : undefined,
      }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => {
        press.current = null;
        setOffset(null);
      }}
      onClick={() => {
        if (justDragged.current) {
          justDragged.current = false;
          return;
        }
        onSelect(r);
      }}
    >
      {/* The name says it all in words; what shows is its short form (no aria-label: the visible text is not the name). */}
      <span className="visually-hidden">{label}</span>
      <span className="foh-block__content" aria-hidden="true">
        <span className="foh-block__name">{r.customer.name}</span>
        {/* Party, time and labels share one line: the name keeps its line however many labels there are. */}
        <span className="foh-block__meta">
          <span>
            {r.partySize} · {timeOf(r.startTime, timeZone)}
          </span>
          <StatusBadges reservation={r} timeZone={timeZone} />
        </span>
      </span>
    </button>
  );
}
