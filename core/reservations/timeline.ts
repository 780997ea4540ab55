// Spec §4 table timeline: a table's day as cells, each past, cutoff, blocker, reservation or free, and the current,
// previous and next occupant of a table at the selected slot.
import { localDay, localNow, todayClosed } from '../availability/calendar';
import type { Slot } from '../availability/types';
import { toInstant, toLocal } from '../time';
import { minuteMs, timelineCellMinutes } from './constants';
import { blockerCovers, engineBlocker, isoOf, occupancyOf, sameTable } from './occupancy';
import type { BlockerFacts, ReservationFacts, TableRef } from './types';

/**
 * past: over before now (every cell of a past day); on today past cells are ignored, so they name no occupant.
 * reservation / blocker: a live reservation (until its effective end) or a blocker holds the table; a reservation wins
 * when both do. cutoff: free, but today's same-day cutoff hour (spec §9) has passed, so it can no longer be booked
 * online, only by staff (interpretation: "cutoff" is the spec's same-day cutoff). free: none of these.
 */
export type CellState = 'past' | 'cutoff' | 'blocker' | 'reservation' | 'free';

export interface TimelineCell {
  start: string;
  end: string;
  /** Restaurant-local minute of the start: labels (HH:mm); repeats in the hour clocks go back. */
  minute: number;
  state: CellState;
  /** Reservations holding the table in this cell, earliest first; more than one is a collision. */
  reservationIds: string[];
  blockerIds: string[];
}

export interface TableTimeline extends TableRef {
  cells: TimelineCell[];
}

export interface TimelineInput<T extends ReservationFacts = ReservationFacts> {
  /** Restaurant-local YYYY-MM-DD. */
  date: string;
  timeZone: string;
  /** Epoch ms. */
  now: number;
  /** RestaurantRules.sameDayCutoffHour; 24 (the default) never closes. */
  sameDayCutoffHour?: number;
  reservations: readonly T[];
  blockers: readonly BlockerFacts[];
  cellMinutes?: number;
}

interface Span {
  start: number;
  end: number;
  minute: number;
}

/**
 * The day's cells in elapsed time from local midnight to the next one: 96 of 15 minutes, 92 on the day clocks go
 * forward and 100 on the day they go back (DST-safe; a cell never spans a skipped or repeated hour twice).
 */
export function dayCells(date: string, timeZone: string, cellMinutes = timelineCellMinutes): Span[] {
  const day = localDay(date, timeZone);
  const step = Math.max(1, Math.floor(cellMinutes)) * minuteMs;
  const spans: Span[] = [];
  for (let start = day.start; start < day.end; start += step) {
    const minute = day.uniform ? Math.round((start - day.start) / minuteMs) : toLocal(start, timeZone).minutes;
    spans.push({ start, end: Math.min(start + step, day.end), minute });
  }
  return spans;
}

interface Holder {
  id: string;
  start: number;
  end: number;
}

const byStartThenId = (a: Holder, b: Holder) => a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function holdersOf(input: TimelineInput, table: TableRef): { reservations: Holder[]; blockers: Holder[] } {
  const reservations = input.reservations
    .filter((r) => r.deletedAt === null && sameTable(r, table))
    .map((r) => ({ id: r._id, ...occupancyOf(r) }))
    .filter((h) => h.end > h.start)
    .sort(byStartThenId);
  const blockers = input.blockers
    .filter((b) => blockerCovers(b, table))
    .map((b) => ({ id: b._id, ...engineBlocker(b) }))
    .filter((h) => h.end > h.start)
    .sort(byStartThenId);
  return { reservations, blockers };
}

function cellsOf(input: TimelineInput, table: TableRef, spans: readonly Span[]): TimelineCell[] {
  const today = localNow(input.now, input.timeZone);
  const pastDay = input.date < today.day.date;
  const closed = input.date === today.day.date && todayClosed(today, input.sameDayCutoffHour ?? 24);
  const holders = holdersOf(input, table);
  return spans.map((span) => {
    const cell: TimelineCell = { start: isoOf(span.start), end: isoOf(span.end), minute: span.minute, state: 'free', reservationIds: [], blockerIds: [] };
    if (pastDay || span.end <= input.now) {
      cell.state = 'past';
      return cell;
    }
    const overlaps = (h: Holder) => h.start < span.end && h.end > span.start;
    cell.reservationIds = holders.reservations.filter(overlaps).map((h) => h.id);
    cell.blockerIds = holders.blockers.filter(overlaps).map((h) => h.id);
    if (cell.reservationIds.length) cell.state = 'reservation';
    else if (cell.blockerIds.length) cell.state = 'blocker';
    else if (closed) cell.state = 'cutoff';
    return cell;
  });
}

export function tableTimeline<T extends ReservationFacts>(input: TimelineInput<T>, table: TableRef): TableTimeline {
  return { level: table.level, tableNumber: table.tableNumber, cells: cellsOf(input, table, dayCells(input.date, input.timeZone, input.cellMinutes)) };
}

/** The timeline of every given table, in the given order (the cells are computed once for the day). */
export function dayTimeline<T extends ReservationFacts>(input: TimelineInput<T>, tables: readonly TableRef[]): TableTimeline[] {
  const spans = dayCells(input.date, input.timeZone, input.cellMinutes);
  return tables.map((table) => ({ level: table.level, tableNumber: table.tableNumber, cells: cellsOf(input, table, spans) }));
}

export interface Occupants<T> {
  /** Holds the table at the instant (the earliest-starting one if several collide). */
  current: T | null;
  /** The last to free the table at or before the instant. */
  previous: T | null;
  /** The first to arrive after the instant. */
  next: T | null;
}

/** Current, previous and next live reservation on a table at an instant (epoch ms), by effective end. */
export function occupantsAt<T extends ReservationFacts>(reservations: readonly T[], table: TableRef, instant: number): Occupants<T> {
  const held = reservations
    .filter((r) => r.deletedAt === null && sameTable(r, table))
    .map((r) => ({ r, id: r._id, ...occupancyOf(r) }))
    .filter((h) => h.end > h.start)
    .sort(byStartThenId);
  const current = held.find((h) => h.start <= instant && instant < h.end);
  const next = held.find((h) => h.start > instant);
  let previous: (typeof held)[number] | undefined;
  for (const h of held) {
    if (h.end > instant) continue;
    if (!previous || h.end > previous.end || (h.end === previous.end && byStartThenId(h, previous) > 0)) previous = h;
  }
  return { current: current?.r ?? null, previous: previous?.r ?? null, next: next?.r ?? null };
}

/** Spec §4: the occupants "for the selected slot" are those at the slot's start on that restaurant-local date. */
export function occupantsForSlot<T extends ReservationFacts>(
  reservations: readonly T[],
  table: TableRef,
  date: string,
  slot: Slot,
  timeZone: string,
): Occupants<T> {
  return occupantsAt(reservations, table, toInstant(date, slot.start, timeZone).getTime());
}
