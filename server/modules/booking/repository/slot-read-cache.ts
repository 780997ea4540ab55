// What the online booking read last, per restaurant and slot, kept for a moment (docs/decisions/002). Under a burst of
// bookings most requests are for a slot read a moment ago: the kept read saves a round trip and the database's work.
// A stale read can never double-book: the exclusion constraint has the last word, a lost race reads afresh, and a slot
// that looks full is read afresh before the guest hears so. What it could do is miss a table freed or blocked a moment
// ago; so every announced change of the restaurant drops its reads (this process's at once, the other processes'
// through PostgreSQL, ../../live/change-feed.ts), this process's own bookings are added to the reads they touch, and no read is
// used once it is older than `ttlMs`, in case an announcement was missed.
//
// The published availability file's read of the whole horizon is kept the same way, one per restaurant (`horizon`):
// under a burst of bookings the file is computed again about once a second, and reading every booking of the horizon
// each time was an eighth of PostgreSQL's time under the booking bench (108 ms per read of 60,000 bookings). While it
// covers a booking's slot, it is that booking's read too (`get`), so a slot is read from the database only when the
// horizon is not kept (expired, dropped by a change) or the slot lies beyond it.
import type { EngineBlocker, Occupancy } from '../../../../core/availability/types';
import type { BookingSnapshot, RestaurantFacts } from './slot-read';
import { firstDay, lastDay } from './read-days';
import type { ChangeFeed, RestaurantChange } from '../../live';

export interface BookingSnapshotsOptions {
  /** How long a read may be used. */
  ttlMs: number;
  /** Reads kept per restaurant; the oldest goes first. */
  maxPerRestaurant: number;
  /** How long the horizon's read may be used (`ttlMs` when not set). */
  horizonTtlMs?: number;
}

// The age limit is only the backstop for an announcement that never came (a process that died between its commit and
// its announcement): a reconnecting listener drops every read anyway. At 2 s, a burst over many slots read each slot
// again every 2 s, and those reads were a fifth of PostgreSQL's time under the booking bench (pg_stat_statements).
// The horizon's read lives longer: every announced change drops it as well, and reading it again costs the most (all
// the upcoming bookings of a big restaurant, 100,000 in bench/booking-scale.ts); a process reads it at start (the
// publish before it listens) and keeps it, so the first burst after a start does not begin with that read.
export const defaultSnapshotsOptions: BookingSnapshotsOptions = { ttlMs: 10_000, maxPerRestaurant: 500, horizonTtlMs: 60_000 };

interface Entry {
  key: string;
  from: number;
  to: number;
  snapshot: BookingSnapshot;
  readAt: number;
}

type Window = { from: Date; to: Date };

/** A read spanning more days than this is not kept (a booking's slot spans one or two). */
const maxDaysPerRead = 2;

const windowKey = (window: Window) => `${window.from.getTime()}-${window.to.getTime()}`;
const ownKey = (restaurantId: string, id: string) => `${restaurantId}\u0000${id}`;

/** One restaurant's kept reads: by window, oldest first, and by the days they touch. */
class KeptReads {
  readonly byWindow = new Map<string, Entry>();
  private readonly byDay = new Map<number, Set<Entry>>();

  add(entry: Entry): void {
    this.byWindow.set(entry.key, entry);
    for (let day = firstDay(entry.from); day <= lastDay(entry.to); day++) {
      let entries = this.byDay.get(day);
      if (!entries) this.byDay.set(day, (entries = new Set()));
      entries.add(entry);
    }
  }

  remove(entry: Entry): void {
    this.byWindow.delete(entry.key);
    for (let day = firstDay(entry.from); day <= lastDay(entry.to); day++) {
      const entries = this.byDay.get(day);
      entries?.delete(entry);
      if (entries?.size === 0) this.byDay.delete(day);
    }
  }

  /** The reads that may overlap [from, to): those of the days it touches. */
  near(from: number, to: number): Set<Entry> {
    const found = new Set<Entry>();
    // A stay longer than any day's list is worth walking: every read.
    if (lastDay(to) - firstDay(from) > this.byDay.size) return new Set(this.byWindow.values());
    for (let day = firstDay(from); day <= lastDay(to); day++) for (const entry of this.byDay.get(day) ?? []) found.add(entry);
    return found;
  }
}

/** What the horizon read holds: the bookings and blockers that overlap its window. */
export interface HorizonRead {
  occupancy: Occupancy[];
  blockers: EngineBlocker[];
  /** The restaurant as the read found it. */
  facts?: RestaurantFacts;
}

interface KeptHorizon extends HorizonRead {
  from: number;
  to: number;
  readAt: number;
}

/** A read under way: this process's bookings made meanwhile, and whether a change since forbids keeping it. */
interface Reading {
  booked: Occupancy[];
  dropped: boolean;
}

/**
 * A kept horizon serves a window inside the one it read: read this much wider on both sides, it serves the windows
 * that move with the clock until it expires.
 */
const horizonMarginMs = 3_600_000;
/** Horizons kept at most (one per restaurant); the oldest goes first. */
const maxHorizons = 64;

export class BookingSnapshots {
  private readonly byRestaurant = new Map<string, KeptReads>();
  private readonly horizons = new Map<string, KeptHorizon>();
  private readonly readings = new Map<string, Set<Reading>>();
  /** Each restaurant's rules, config version and name, from its last read. */
  private readonly facts = new Map<string, RestaurantFacts>();
  /** This process's bookings whose announcement has not come back yet: it must not drop the reads that hold them. */
  private readonly ownUnannounced = new Set<string>();

  constructor(
    feed: Pick<ChangeFeed, 'observe'>,
    private readonly options: BookingSnapshotsOptions = defaultSnapshotsOptions,
    private readonly clock: () => number = () => performance.now(),
  ) {
    // For the life of the feed: the app closes the feed, and with it every observer, when it closes.
    feed.observe({ change: (change) => this.changed(change), resync: () => this.drop(undefined) });
  }

  /** The restaurant's read of exactly this window while it is fresh, else the kept horizon when it covers the window. */
  get(restaurantId: string, window: Window): BookingSnapshot | undefined {
    const kept = this.byRestaurant.get(restaurantId);
    const entry = kept?.byWindow.get(windowKey(window));
    if (entry && this.clock() - entry.readAt <= this.options.ttlMs) return entry.snapshot;
    if (entry) kept?.remove(entry);
    return this.fromHorizon(restaurantId, window);
  }

  /**
   * The kept horizon's bookings and blockers themselves (as current: own bookings are added to them, an announced
   * change drops them), with the restaurant's rules from its last read. The engine keeps its index with that list
   * (core/availability/occupancy.ts): the published file builds it, and each booking looks only at its own day's
   * entries and adds the bookings made since, where a slot's own list cut from the horizon was indexed anew for the
   * first booking into each slot (a quarter of the API's time in the first burst after a start, at 100,000 upcoming).
   * A process holds the horizon (and the rules) from its start (the publish before it listens).
   */
  private fromHorizon(restaurantId: string, window: Window): BookingSnapshot | undefined {
    const horizon = this.horizons.get(restaurantId);
    const facts = this.facts.get(restaurantId);
    if (!horizon || !facts || this.clock() - horizon.readAt > this.horizonTtlMs) return undefined;
    if (horizon.from > window.from.getTime() || horizon.to < window.to.getTime()) return undefined;
    return { ...facts, occupancy: horizon.occupancy, blockers: horizon.blockers };
  }

  store(restaurantId: string, window: Window, snapshot: BookingSnapshot): void {
    this.facts.set(restaurantId, { rules: snapshot.rules, configVersion: snapshot.configVersion, restaurantName: snapshot.restaurantName });
    const from = window.from.getTime();
    const to = window.to.getTime();
    if (!(to > from) || lastDay(to) - firstDay(from) >= maxDaysPerRead) return;
    let kept = this.byRestaurant.get(restaurantId);
    if (!kept) this.byRestaurant.set(restaurantId, (kept = new KeptReads()));
    const key = windowKey(window);
    const previous = kept.byWindow.get(key);
    if (previous) kept.remove(previous);
    if (kept.byWindow.size >= this.options.maxPerRestaurant) kept.remove(kept.byWindow.values().next().value as Entry);
    kept.add({ key, from, to, snapshot, readAt: this.clock() });
  }

  /**
   * The restaurant's bookings and blockers over `window`: the kept horizon when it covers the window and is fresh,
   * otherwise `read` over a slightly wider window, kept unless a change was announced while it ran. This process's
   * bookings made while it ran are added to it: the read may have begun before they committed (one that it saw as
   * well is there twice, which occupies the table no more than once). With `refresh`, it reads past the kept horizon
   * and keeps what it read.
   */
  async horizon(restaurantId: string, window: Window, read: (window: Window) => Promise<HorizonRead>, { refresh = false } = {}): Promise<HorizonRead> {
    const from = window.from.getTime();
    const to = window.to.getTime();
    const kept = this.horizons.get(restaurantId);
    if (!refresh && kept && this.clock() - kept.readAt <= this.horizonTtlMs && kept.from <= from && kept.to >= to) return kept;
    const wide = { from: from - horizonMarginMs, to: to + horizonMarginMs };
    const { result, reading } = await this.tracked(restaurantId, () => read({ from: new Date(wide.from), to: new Date(wide.to) }));
    const occupancy = reading.booked.length > 0 ? [...result.occupancy, ...reading.booked] : result.occupancy;
    const fresh = { occupancy, blockers: result.blockers };
    if (!reading.dropped) this.keepHorizon(restaurantId, { ...fresh, ...wide, readAt: this.clock() });
    if (!reading.dropped && result.facts) this.facts.set(restaurantId, result.facts);
    return fresh;
  }

  /**
   * The slot's read by `read`, kept unless a change was announced while it ran, with this process's bookings made
   * meanwhile that touch the window (the read may have begun before they committed).
   */
  async readSlot(restaurantId: string, window: Window, read: () => Promise<BookingSnapshot>): Promise<BookingSnapshot> {
    const { result, reading } = await this.tracked(restaurantId, read);
    const from = window.from.getTime();
    const to = window.to.getTime();
    const meanwhile = reading.booked.filter((occupancy) => occupancy.start < to && occupancy.end > from);
    const snapshot = meanwhile.length > 0 ? { ...result, occupancy: [...result.occupancy, ...meanwhile] } : result;
    if (!reading.dropped) this.store(restaurantId, window, snapshot);
    return snapshot;
  }

  /** Runs `read` while recording what happens to the restaurant meanwhile; a failed read records nothing. */
  private async tracked<T>(restaurantId: string, read: () => Promise<T>): Promise<{ result: T; reading: Reading }> {
    const reading: Reading = { booked: [], dropped: false };
    let readings = this.readings.get(restaurantId);
    if (!readings) this.readings.set(restaurantId, (readings = new Set()));
    readings.add(reading);
    try {
      return { result: await read(), reading };
    } finally {
      readings.delete(reading);
      if (readings.size === 0) this.readings.delete(restaurantId);
    }
  }

  private keepHorizon(restaurantId: string, horizon: KeptHorizon): void {
    this.horizons.delete(restaurantId);
    for (const [id, kept] of this.horizons) {
      if (this.horizons.size < maxHorizons && horizon.readAt - kept.readAt <= this.horizonTtlMs) break;
      this.horizons.delete(id);
    }
    this.horizons.set(restaurantId, horizon);
  }

  /** This process's booking, just committed and about to be announced: added to every kept read it overlaps. */
  booked(restaurantId: string, rows: readonly (Occupancy & { id: string })[]): void {
    for (const row of rows) this.ownUnannounced.add(ownKey(restaurantId, row.id));
    this.bookedIntoHorizon(restaurantId, rows);
    const kept = this.byRestaurant.get(restaurantId);
    if (!kept) return;
    // Called for every booking: only the reads of the days the booking touches are looked at (a busy restaurant
    // keeps hundreds), one object per row (shared, never changed), and reads past their time are dropped on the way.
    const now = this.clock();
    for (const { id: _id, ...occupancy } of rows) {
      for (const entry of kept.near(occupancy.start, occupancy.end)) {
        if (now - entry.readAt > this.options.ttlMs) kept.remove(entry);
        else if (occupancy.start < entry.to && occupancy.end > entry.from) entry.snapshot.occupancy.push(occupancy);
      }
    }
  }

  private bookedIntoHorizon(restaurantId: string, rows: readonly (Occupancy & { id: string })[]): void {
    const horizon = this.horizons.get(restaurantId);
    const readings = this.readings.get(restaurantId);
    if (!horizon && !readings) return;
    for (const { id: _id, ...occupancy } of rows) {
      if (horizon && occupancy.start < horizon.to && occupancy.end > horizon.from) horizon.occupancy.push(occupancy);
      for (const reading of readings ?? []) reading.booked.push(occupancy);
    }
  }

  private get horizonTtlMs(): number {
    return this.options.horizonTtlMs ?? this.options.ttlMs;
  }

  /** Every read of the restaurant (or of all, when `restaurantId` is undefined) is dropped, and none under way kept. */
  private drop(restaurantId: string | undefined): void {
    if (restaurantId === undefined) {
      this.byRestaurant.clear();
      this.horizons.clear();
      this.facts.clear();
      for (const readings of this.readings.values()) for (const reading of readings) reading.dropped = true;
      return;
    }
    this.byRestaurant.delete(restaurantId);
    this.horizons.delete(restaurantId);
    this.facts.delete(restaurantId);
    for (const reading of this.readings.get(restaurantId) ?? []) reading.dropped = true;
  }

  private changed(change: RestaurantChange): void {
    // Neither moves a table.
    if (change.kind === 'waitlist' || change.kind === 'actionsLog') return;
    if (change.kind === 'reservations' && !change.all && change.ids.length > 0) {
      const keys = change.ids.map((id) => ownKey(change.restaurantId, id));
      if (keys.every((key) => this.ownUnannounced.has(key))) {
        for (const key of keys) this.ownUnannounced.delete(key);
        return;
      }
    }
    this.drop(change.restaurantId);
  }
}
