import { describe, expect, it } from 'vitest';
import type { Database } from '../db/connection';
import type { BookingSnapshot } from './booking-snapshot';
import { BookingSnapshots } from './booking-snapshots';
import { createChangeFeed } from './change-feed';

const silent = { warn: () => undefined, error: () => undefined };
const localFeed = () => createChangeFeed({ database: { db: {} as Database, engine: 'pglite' }, log: silent });

const hour = 3_600_000;
const base = Date.parse('2027-03-05T17:00:00Z');
const window = (fromHours: number, toHours: number) => ({ from: new Date(base + fromHours * hour), to: new Date(base + toHours * hour) });
const snapshotOf = (occupancy: BookingSnapshot['occupancy'] = []): BookingSnapshot => ({
  rules: { timeZone: 'Europe/Berlin', sameDayCutoffHour: 15, bookingHorizonDays: 90, partySizeMin: 1, partySizeMax: 8 },
  configVersion: 1,
  restaurantName: 'Demo',
  occupancy,
  blockers: [],
});

function setup(options = { ttlMs: 2_000, maxPerRestaurant: 3 }) {
  const feed = localFeed();
  let now = 0;
  const snapshots = new BookingSnapshots(feed, options, () => now);
  return { feed, snapshots, advance: (ms: number) => (now += ms) };
}

describe('BookingSnapshots', () => {
  it('gives back the read of exactly the same restaurant and window while it is fresh', () => {
    const { snapshots, advance } = setup();
    const read = snapshotOf();
    snapshots.store('demo', window(0, 2), read);
    expect(snapshots.get('demo', window(0, 2))).toBe(read);
    expect(snapshots.get('demo', window(0, 3))).toBeUndefined();
    expect(snapshots.get('demo2', window(0, 2))).toBeUndefined();
    advance(2_000);
    expect(snapshots.get('demo', window(0, 2))).toBe(read);
    advance(1);
    expect(snapshots.get('demo', window(0, 2))).toBeUndefined();
  });

  it("adds this process's own booking to every kept read it overlaps, and its announcement keeps them", () => {
    const { feed, snapshots } = setup();
    snapshots.store('demo', window(0, 2), snapshotOf());
    snapshots.store('demo', window(2, 4), snapshotOf());
    snapshots.store('demo', window(1, 3), snapshotOf());
    const row = { id: 'r1', level: 'Terrace', tableNumber: 'T10', start: base + 2 * hour, end: base + 4 * hour };
    snapshots.booked('demo', [row]);
    feed.notify('demo', { kind: 'reservations', ids: ['r1'] });
    const { id: _id, ...occupancy } = row;
    // Back to back with the first window (half-open): not in it.
    expect(snapshots.get('demo', window(0, 2))?.occupancy).toEqual([]);
    expect(snapshots.get('demo', window(2, 4))?.occupancy).toEqual([occupancy]);
    expect(snapshots.get('demo', window(1, 3))?.occupancy).toEqual([occupancy]);
  });

  it("drops a restaurant's reads on any change that may move a table, and only that restaurant's", () => {
    for (const kind of ['reservations', 'blockers', 'settings'] as const) {
      const { feed, snapshots } = setup();
      snapshots.store('demo', window(0, 2), snapshotOf());
      snapshots.store('demo2', window(0, 2), snapshotOf());
      feed.notify('demo', { kind, ids: kind === 'settings' ? [] : ['someone-else'] });
      expect([kind, snapshots.get('demo', window(0, 2))]).toEqual([kind, undefined]);
      expect(snapshots.get('demo2', window(0, 2))).toBeDefined();
    }
  });

  it('keeps the reads on waitlist and actions-log changes, which move no table', () => {
    const { feed, snapshots } = setup();
    snapshots.store('demo', window(0, 2), snapshotOf());
    feed.notify('demo', { kind: 'waitlist', ids: ['w1'] });
    feed.notify('demo', { kind: 'actionsLog', ids: ['a1'] });
    expect(snapshots.get('demo', window(0, 2))).toBeDefined();
  });

  it('drops the reads when a change names an own booking together with another row (a cancellation of several)', () => {
    const { feed, snapshots } = setup();
    snapshots.store('demo', window(0, 2), snapshotOf());
    snapshots.booked('demo', [{ id: 'mine', level: 'Terrace', tableNumber: 'T1', start: base, end: base + hour }]);
    feed.notify('demo', { kind: 'reservations', ids: ['mine', 'theirs'] });
    expect(snapshots.get('demo', window(0, 2))).toBeUndefined();
    // Once announced, a later change of the same booking (its cancellation) drops the reads too.
    snapshots.store('demo', window(0, 2), snapshotOf());
    snapshots.booked('demo', [{ id: 'next', level: 'Terrace', tableNumber: 'T2', start: base, end: base + hour }]);
    feed.notify('demo', { kind: 'reservations', ids: ['next'] });
    expect(snapshots.get('demo', window(0, 2))).toBeDefined();
    feed.notify('demo', { kind: 'reservations', ids: ['next'] });
    expect(snapshots.get('demo', window(0, 2))).toBeUndefined();
  });

  it('keeps at most maxPerRestaurant reads, dropping the oldest', () => {
    const { snapshots } = setup();
    for (let i = 0; i < 4; i++) snapshots.store('demo', window(i, i + 2), snapshotOf());
    expect(snapshots.get('demo', window(0, 2))).toBeUndefined();
    for (let i = 1; i < 4; i++) expect(snapshots.get('demo', window(i, i + 2))).toBeDefined();
  });

  it('a booking reaches the reads of the days it touches, across midnight too, and no others', () => {
    const { feed, snapshots } = setup({ ttlMs: 2_000, maxPerRestaurant: 10 });
    // base is 17:00 UTC: 6 to 8 hours later crosses midnight.
    const reads = [window(0, 2), window(5, 7), window(7, 9), window(24, 26), window(-24, -22)];
    for (const read of reads) snapshots.store('demo', read, snapshotOf());
    const row = { id: 'late', level: 'Terrace', tableNumber: 'T3', start: base + 6 * hour, end: base + 8 * hour };
    snapshots.booked('demo', [row]);
    feed.notify('demo', { kind: 'reservations', ids: ['late'] });
    const { id: _id, ...occupancy } = row;
    expect(reads.map((read) => snapshots.get('demo', read)?.occupancy)).toEqual([[], [occupancy], [occupancy], [], []]);
  });

  it('keeps no read of a window longer than a booking could be, nor an empty one', () => {
    const { snapshots } = setup();
    snapshots.store('demo', window(0, 24 * 400), snapshotOf());
    snapshots.store('demo', window(2, 2), snapshotOf());
    expect(snapshots.get('demo', window(0, 24 * 400))).toBeUndefined();
    expect(snapshots.get('demo', window(2, 2))).toBeUndefined();
  });

  it('a read dropped as the oldest or as expired no longer takes bookings', () => {
    const { snapshots, advance } = setup();
    const first = snapshotOf();
    snapshots.store('demo', window(0, 2), first);
    for (let i = 1; i < 4; i++) snapshots.store('demo', window(i, i + 2), snapshotOf());
    const expiring = snapshots.get('demo', window(3, 5)) as BookingSnapshot;
    advance(2_001);
    snapshots.booked('demo', [{ id: 'b', level: 'Terrace', tableNumber: 'T1', start: base, end: base + 6 * hour }]);
    expect(first.occupancy).toEqual([]);
    expect(expiring.occupancy).toEqual([]);
  });
});
