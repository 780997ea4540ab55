// The availability engine's contract (issue: availability engine). Pure data in, pure data out; the server and the
// client call the same functions, so what is offered is exactly what can be booked.
import type { Weekday } from '../time';

/** Minutes since restaurant-local midnight; `end` is exclusive. */
export interface Slot {
  start: number;
  end: number;
}

export interface EngineArea {
  id: string;
  /** The area's name is the `level` of its tables and reservations (spec §3). */
  name: string;
  bookable: boolean;
  sorting: number;
  timeslots: Partial<Record<Weekday, Slot[]>>;
}

export interface EngineAreaGroup {
  id: string;
  areaIds: string[];
}

export interface EngineSpecial {
  id: string;
  enabled: boolean;
  weekdays: Weekday[];
  timeslots: Slot[];
  /** A special is booked in its area group's areas; without one, in every bookable area. */
  areaGroupId: string | null;
}

export interface EngineTable {
  /** The area name. */
  level: string;
  tableNumber: string;
  bookable: boolean;
  /** Used only when no regular table or combination can seat the party. */
  overflow: boolean;
  minCovers: number;
  maxCovers: number;
  /** Table numbers (same area) this table may be joined with; symmetric. */
  combinations: string[];
  frontendGroupOrder: number;
}

/** A table busy over [start, end) in epoch milliseconds: a reservation (effective end) or a blocker. */
export interface Occupancy {
  level: string;
  tableNumber: string;
  start: number;
  end: number;
}

/** A blocker covers the whole restaurant (level null), one area (no table numbers) or some tables of an area. */
export interface EngineBlocker {
  start: number;
  end: number;
  level: string | null;
  tableNumbers: string[];
}

export interface RestaurantRules {
  timeZone: string;
  /** Same-day bookings close at this restaurant-local hour (0–24; 24 = never). */
  sameDayCutoffHour: number;
  bookingHorizonDays: number;
  partySizeMin: number;
  partySizeMax: number;
}

export interface EngineInput {
  rules: RestaurantRules;
  areas: EngineArea[];
  areaGroups: EngineAreaGroup[];
  specials: EngineSpecial[];
  tables: EngineTable[];
  occupancy: Occupancy[];
  blockers: EngineBlocker[];
  /** Epoch milliseconds. */
  now: number;
}

// The response's shape is a wire contract, declared once with its schema.
export type { AvailabilityResponse, SlotSizes } from '../schemas/availability';

/** What to book: one area, an area group or a special (exactly one), a party size and a slot on a date. */
export interface BookingTarget {
  date: string;
  slot: Slot;
  partySize: number;
  choice: { kind: 'area'; name: string } | { kind: 'areaGroup'; id: string } | { kind: 'special'; id: string };
}

/** The tables a booking takes: one table, or several joined (a combination), all in one area. */
export interface Assignment {
  level: string;
  tableNumbers: string[];
  /** Joined capacity. */
  maxCovers: number;
  overflow: boolean;
}
