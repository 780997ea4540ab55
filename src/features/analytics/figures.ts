// The headline figures of a range and how each changed against the period of equal length just before (the answer's
// `previous`, spec §7 GET /analytics/bookings; the counting rules are docs/decisions/010-analytics.md).
import type { TotalFigures } from '../../../core/schemas/analytics';

/** How a figure is read: a count, a mean (one decimal), or a share of seats (a percentage). */
export type FigureKind = 'count' | 'average' | 'days' | 'share';

export const headlineFigures = ['bookings', 'covers', 'cancellations', 'noShows', 'walkIns', 'averagePartySize', 'averageLeadDays', 'occupancy'] as const;
export type HeadlineFigure = (typeof headlineFigures)[number];

export const figureKinds: Record<HeadlineFigure, FigureKind> = {
  bookings: 'count',
  covers: 'count',
  cancellations: 'count',
  noShows: 'count',
  walkIns: 'count',
  averagePartySize: 'average',
  averageLeadDays: 'days',
  occupancy: 'share',
};

/** Figures where more is worse: their rise is shown as bad news (with words and an arrow, never colour alone). */
const moreIsWorse: ReadonlySet<HeadlineFigure> = new Set(['cancellations', 'noShows']);

/**
 * The change of a figure: a count or a mean by its percentage of the value before; a share (occupancy) by its
 * difference in percentage points, as a percentage of a percentage misleads; a count that was zero before by its
 * difference (no percentage of nothing). None when either value is missing (a mean of no bookings).
 */
export type Change =
  | { kind: 'percent'; value: number; tone: Tone }
  | { kind: 'points'; value: number; tone: Tone }
  | { kind: 'difference'; value: number; tone: Tone }
  | { kind: 'none' };
export type Tone = 'good' | 'bad' | 'same';

function toneOf(figure: HeadlineFigure, difference: number): Tone {
  if (difference === 0) return 'same';
  return difference > 0 !== moreIsWorse.has(figure) ? 'good' : 'bad';
}

export function changeOf(figure: HeadlineFigure, current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return { kind: 'none' };
  const difference = current - previous;
  const tone = toneOf(figure, difference);
  if (figureKinds[figure] === 'share') return { kind: 'points', value: difference * 100, tone };
  if (previous === 0) return { kind: 'difference', value: difference, tone };
  return { kind: 'percent', value: difference / previous, tone };
}

export interface Headline {
  figure: HeadlineFigure;
  kind: FigureKind;
  value: number | null;
  previous: number | null;
  change: Change;
}

/** The eight headline figures, in the order the screen shows them. */
export function headlinesOf(totals: TotalFigures, previous: TotalFigures): Headline[] {
  return headlineFigures.map((figure) => ({
    figure,
    kind: figureKinds[figure],
    value: totals[figure],
    previous: previous[figure],
    change: changeOf(figure, totals[figure], previous[figure]),
  }));
}

/** A range with nothing in it: no booking, no cancellation, no walk-in (the screen says so instead of zeros). */
export function isEmptyRange(totals: TotalFigures): boolean {
  return totals.bookings === 0 && totals.cancellations === 0 && totals.walkIns === 0 && totals.noShows === 0;
}
