// The reservations grid's geometry (tables × time): the visible span of the day, the horizontal scale of the zoom
// levels (spec §9: 0–4, xs…xl, default 1) and the lanes of a table's row when reservations overlap (a collision shows
// both, one above the other).
import { effectiveEnd } from '../../../core/reservations';
import type { Reservation } from '../../../core/schemas/reservations';

export const zoomNames = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export const defaultZoom = 1;
/** Pixels per hour at each zoom level. */
const hourWidths = [48, 72, 100, 136, 180] as const;
export const clampZoom = (zoom: number | null | undefined): number =>
  zoom === null || zoom === undefined || !Number.isInteger(zoom) ? defaultZoom : Math.min(4, Math.max(0, zoom));
export const pxPerMs = (zoom: number): number => (hourWidths[clampZoom(zoom)] as number) / 3_600_000;

const hourMs = 3_600_000;
/** The grid starts at 11:00 at the latest (lunch), earlier when something on the day does. */
const defaultStartHour = 11;

export interface Span {
  start: number;
  end: number;
}

/**
 * From the full hour before the earliest reservation or blocker (11:00 at the latest) to the end of the day; the day's
 * instants come from core (DST days are 23 or 25 hours long).
 */
export function visibleSpan(day: Span, items: readonly Span[]): Span {
  let start = day.start + defaultStartHour * hourMs;
  for (const item of items) if (item.end > day.start && item.start < start) start = item.start;
  start = Math.max(day.start, day.start + Math.floor((start - day.start) / hourMs) * hourMs);
  return { start, end: day.end };
}

export interface Placed {
  reservation: Reservation;
  /** Pixels from the left of the row. */
  left: number;
  width: number;
  lane: number;
  lanes: number;
}

/** Each reservation of one table placed on the row; overlapping reservations get separate lanes. */
export function placeRow(reservations: readonly Reservation[], span: Span, zoom: number): Placed[] {
  const scale = pxPerMs(zoom);
  const sorted = reservations
    .map((reservation) => ({ reservation, start: Date.parse(reservation.startTime), end: effectiveEnd(reservation) }))
    .filter((item) => item.end > span.start && item.start < span.end)
    .sort((a, b) => a.start - b.start || a.end - b.end || (a.reservation._id < b.reservation._id ? -1 : 1));
  const laneEnds: number[] = [];
  const placed = sorted.map((item) => {
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = Math.max(item.end, item.start + 1);
    const from = Math.max(item.start, span.start);
    const to = Math.min(Math.max(item.end, item.start), span.end);
    // A guest who left at once still gets a sliver to tap.
    return { reservation: item.reservation, left: (from - span.start) * scale, width: Math.max(14, (to - from) * scale), lane, lanes: 0 };
  });
  const lanes = Math.max(1, laneEnds.length);
  return placed.map((item) => ({ ...item, lanes }));
}

/** The quarter hours a drag moved by (a drag snaps to 15 minutes). */
export function snappedMinutes(dx: number, zoom: number): number {
  const quarter = 15 * 60_000 * pxPerMs(zoom);
  return Math.round(dx / quarter) * 15;
}

/** The full hours inside the span, for the time axis. */
export function hourMarks(span: Span): number[] {
  const marks: number[] = [];
  for (let t = span.start; t < span.end; t += hourMs) marks.push(t);
  return marks;
}
