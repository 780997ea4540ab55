// What the online booking read last, per restaurant and slot, kept for a moment (docs/decisions/002). Under a burst of
// bookings most requests are for a slot read a moment ago: the kept read saves a round trip and the database's work.
// A stale read can never double-book: the exclusion constraint has the last word, a lost race reads afresh, and a slot
// that looks full is read afresh before the guest hears so. What it could do is miss a table freed or blocked a moment
// ago; so every announced change of the restaurant drops its reads (this process's at once, the other processes'
// through PostgreSQL, ./change-feed.ts), this process's own bookings are added to the reads they touch, and no read is
// used once it is older than `ttlMs`, in case an announcement was missed.
import type { Occupancy } from '../../core/availability/types';
import type { BookingSnapshot } from './booking-snapshot';
import type { ChangeFeed, RestaurantChange } from './change-feed';

export interface BookingSnapshotsOptions {
  /** How long a read may be used. */
  ttlMs: number;
  /** Reads kept per restaurant; the oldest goes first. */
  maxPerRestaurant: number;
}

// The age limit is only the backstop for an announcement that never came (a process that died between its commit and
// its announcement): a reconnecting listener drops every read anyway. At 2 s, a burst over many slots read each slot
// again every 2 s, and those reads were a fifth of PostgreSQL's time under the booking bench (pg_stat_statements).
export const defaultSnapshotsOptions: BookingSnapshotsOptions = { ttlMs: 10_000, maxPerRestaurant: 500 };

interface Entry {
  key: string;
  from: number;
  to: number;
  snapshot: BookingSnapshot;
  readAt: number;
}

type Window = { from: Date; to: Date };

const dayMs = 86_400_000;
/** A read spanning more days than this is not kept (a booking's slot spans one or two). */
const maxDaysPerRead = 2;

const windowKey = (window: Window) => `${window.from.getTime()}-${window.to.getTime()}`;
const ownKey = (restaurantId: string, id: string) => `${restaurantId}\u0000${id}`;
/** The UTC days [from, to) touches. */
const firstDay = (from: number) => Math.floor(from / dayMs);
const lastDay = (to: number) => Math.floor((to - 1) / dayMs);

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

export class BookingSnapshots {
  private readonly byRestaurant = new Map<string, KeptReads>();
  /** This process's bookings whose announcement has not come back yet: it must not drop the reads that hold them. */
  private readonly ownUnannounced = new Set<string>();

  constructor(
    feed: Pick<ChangeFeed, 'observe'>,
    private readonly options: BookingSnapshotsOptions = defaultSnapshotsOptions,
    private readonly clock: () => number = () => performance.now(),
  ) {
    // For the life of the feed: the app closes the feed, and with it every observer, when it closes.
    feed.observe({ change: (change) => this.changed(change), resync: () => this.byRestaurant.clear() });
  }

  /** The restaurant's read of exactly this window, while it is fresh. */
  get(restaurantId: string, window: Window): BookingSnapshot | undefined {
    const kept = this.byRestaurant.get(restaurantId);
    const entry = kept?.byWindow.get(windowKey(window));
    if (!kept || !entry) return undefined;
    if (this.clock() - entry.readAt > this.options.ttlMs) {
      kept.remove(entry);
      return undefined;
    }
    return entry.snapshot;
  }

  store(restaurantId: string, window: Window, snapshot: BookingSnapshot): void {
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

  /** This process's booking, just committed and about to be announced: added to every kept read it overlaps. */
  booked(restaurantId: string, rows: readonly (Occupancy & { id: string })[]): void {
    for (const row of rows) this.ownUnannounced.add(ownKey(restaurantId, row.id));
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
    this.byRestaurant.delete(change.restaurantId);
  }
}
