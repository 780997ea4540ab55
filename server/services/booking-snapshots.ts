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

export const defaultSnapshotsOptions: BookingSnapshotsOptions = { ttlMs: 2_000, maxPerRestaurant: 500 };

interface Entry {
  from: number;
  to: number;
  snapshot: BookingSnapshot;
  readAt: number;
}

type Window = { from: Date; to: Date };

const windowKey = (window: Window) => `${window.from.getTime()}-${window.to.getTime()}`;
const ownKey = (restaurantId: string, id: string) => `${restaurantId}\u0000${id}`;

export class BookingSnapshots {
  private readonly byRestaurant = new Map<string, Map<string, Entry>>();
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
    const entries = this.byRestaurant.get(restaurantId);
    const key = windowKey(window);
    const entry = entries?.get(key);
    if (!entry) return undefined;
    if (this.clock() - entry.readAt > this.options.ttlMs) {
      entries?.delete(key);
      return undefined;
    }
    return entry.snapshot;
  }

  store(restaurantId: string, window: Window, snapshot: BookingSnapshot): void {
    let entries = this.byRestaurant.get(restaurantId);
    if (!entries) this.byRestaurant.set(restaurantId, (entries = new Map()));
    const key = windowKey(window);
    entries.delete(key);
    if (entries.size >= this.options.maxPerRestaurant) entries.delete(entries.keys().next().value as string);
    entries.set(key, { from: window.from.getTime(), to: window.to.getTime(), snapshot, readAt: this.clock() });
  }

  /** This process's booking, just committed and about to be announced: added to every kept read it overlaps. */
  booked(restaurantId: string, rows: readonly (Occupancy & { id: string })[]): void {
    for (const row of rows) this.ownUnannounced.add(ownKey(restaurantId, row.id));
    const entries = this.byRestaurant.get(restaurantId);
    if (!entries) return;
    // Called for every booking and every kept read of the restaurant: one object per row (shared, never changed), and
    // reads past their time are dropped on the way instead of updated.
    const occupancies: Occupancy[] = rows.map(({ id: _id, ...occupancy }) => occupancy);
    const now = this.clock();
    for (const [key, entry] of entries) {
      if (now - entry.readAt > this.options.ttlMs) {
        entries.delete(key);
        continue;
      }
      for (const occupancy of occupancies) {
        if (occupancy.start < entry.to && occupancy.end > entry.from) entry.snapshot.occupancy.push(occupancy);
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
