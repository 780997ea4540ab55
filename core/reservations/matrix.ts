// Spec §4 table × time grid of a day: per table the cells of dayTimeline merged into runs and, for a selected slot, the
// current, previous and next occupant. Built by the server for GET /reservations/matrix and by the tablet from its
// offline day store, so both draw the same grid from the same book.
import type { Slot } from '../availability/types';
import { dayTimeline, occupantsForSlot, type TableTimeline, type TimelineCell } from './timeline';
import type { BlockerFacts, ReservationFacts } from './types';

export interface MatrixTableInput {
  _id: string;
  label: string;
  level: string;
  tableNumber: string;
}

export interface DayMatrixInput<R extends ReservationFacts, B extends BlockerFacts & { _id: string }> {
  date: string;
  timeZone: string;
  now: number;
  sameDayCutoffHour: number;
  timeslot: Slot | null;
  /** Tables in floor order (area sorting, then the tables' own order). */
  tables: readonly MatrixTableInput[];
  /** Live reservations touching the day (late sittings from the day before included). */
  reservations: readonly R[];
  blockers: readonly B[];
  /** Only these areas' tables and reservations; null for all. */
  areaNames: readonly string[] | null;
}

export interface MatrixRow {
  _id: string;
  key: string;
  label: string;
  level: string;
  tableNumber: string;
  cells: TimelineCell[];
  occupants?: { current: string | null; previous: string | null; next: string | null };
}

export interface DayMatrix<R, B> {
  date: string;
  timeZone: string;
  sameDayCutoffHour: number;
  timeslot: Slot | null;
  tables: MatrixRow[];
  reservations: Record<string, R>;
  blockers: Record<string, B>;
}

/** Consecutive cells with the same state and holders, merged (a day is 96 cells; most tables have a few runs). */
function runsOf(timeline: TableTimeline): TimelineCell[] {
  const runs: TimelineCell[] = [];
  for (const cell of timeline.cells) {
    const last = runs[runs.length - 1];
    const same =
      last &&
      last.state === cell.state &&
      last.end === cell.start &&
      last.reservationIds.join() === cell.reservationIds.join() &&
      last.blockerIds.join() === cell.blockerIds.join();
    if (same) last.end = cell.end;
    else runs.push({ ...cell });
  }
  return runs;
}

const byId = <T extends { _id: string }>(items: readonly T[]) => Object.fromEntries(items.map((item) => [item._id, item])) as Record<string, T>;

export function dayMatrix<R extends ReservationFacts, B extends BlockerFacts & { _id: string }>(input: DayMatrixInput<R, B>): DayMatrix<R, B> {
  const { areaNames, timeslot: slot } = input;
  const tables = areaNames ? input.tables.filter((table) => areaNames.includes(table.level)) : input.tables;
  const timelines = dayTimeline(
    { date: input.date, timeZone: input.timeZone, now: input.now, sameDayCutoffHour: input.sameDayCutoffHour, reservations: input.reservations, blockers: input.blockers },
    tables,
  );
  const rows = tables.map((table, index): MatrixRow => {
    const occupants = slot ? occupantsForSlot(input.reservations, table, input.date, slot, input.timeZone) : undefined;
    return {
      _id: table._id,
      key: `${table.level}-${table.tableNumber}`,
      label: table.label,
      level: table.level,
      tableNumber: table.tableNumber,
      cells: runsOf(timelines[index] as TableTimeline),
      ...(occupants ? { occupants: { current: occupants.current?._id ?? null, previous: occupants.previous?._id ?? null, next: occupants.next?._id ?? null } } : {}),
    };
  });
  return {
    date: input.date,
    timeZone: input.timeZone,
    sameDayCutoffHour: input.sameDayCutoffHour,
    timeslot: slot,
    tables: rows,
    reservations: byId(input.reservations.filter((r) => !areaNames || areaNames.includes(r.level))),
    blockers: byId(input.blockers),
  };
}
