// A read of a restaurant's settings, kept per restaurant until its settings change. Guest emails need the restaurant's
// name, languages, time zone, phone and area names (./confirmation.ts); under a burst of bookings the outbox sends a
// batch every few milliseconds, and reading those three tables for every batch was half of its statements. Every
// settings change is announced as a `settings` change (this process's at once, the others' through PostgreSQL,
// ../live/change-feed.ts), which drops the restaurant's read; a listener that reconnects drops them all; and no read is used
// past `ttlMs`, in case an announcement was missed (a settings change made by another program, such as `npm run seed`).
import type { ChangeFeed, ChangeKind } from '../live';

export interface SettingsMemoOptions {
  /** How long a read may be used. */
  ttlMs: number;
  /** Restaurants kept at most; the oldest read goes first. */
  maxRestaurants: number;
  /** The announcements that drop a restaurant's read. */
  droppedBy: readonly ChangeKind[];
}

export const defaultSettingsMemoOptions: SettingsMemoOptions = { ttlMs: 60_000, maxRestaurants: 256, droppedBy: ['settings'] };

interface Kept<T> {
  value: Promise<T>;
  readAt: number;
}

export class SettingsMemo<T> {
  private readonly kept = new Map<string, Kept<T>>();
  private readonly options: SettingsMemoOptions;

  constructor(
    feed: Pick<ChangeFeed, 'observe'>,
    private readonly read: (restaurantId: string) => Promise<T>,
    options: Partial<SettingsMemoOptions> = {},
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.options = { ...defaultSettingsMemoOptions, ...options };
    // For the life of the feed: the app closes the feed, and with it every observer, when it closes.
    feed.observe({
      change: (change) => {
        if (this.options.droppedBy.includes(change.kind)) this.kept.delete(change.restaurantId);
      },
      resync: () => this.kept.clear(),
    });
  }

  /**
   * The restaurant's kept read while it is fresh, otherwise a new one. Callers at the same moment share one read; a
   * read that fails is not kept. A read under way when the settings change is not kept either: it may have begun
   * before the change committed (the announcement removed it, so the next caller reads anew).
   */
  get(restaurantId: string): Promise<T> {
    const current = this.kept.get(restaurantId);
    if (current && this.clock() - current.readAt <= this.options.ttlMs) return current.value;
    this.kept.delete(restaurantId);
    if (this.kept.size >= this.options.maxRestaurants) this.kept.delete(this.kept.keys().next().value as string);
    const entry: Kept<T> = { value: this.read(restaurantId), readAt: this.clock() };
    this.kept.set(restaurantId, entry);
    entry.value.catch(() => {
      if (this.kept.get(restaurantId) === entry) this.kept.delete(restaurantId);
    });
    return entry.value;
  }
}
