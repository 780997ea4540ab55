import { describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/connection';
import type { BookingSnapshot } from './slot-read';
import { BookingSnapshots, type BookingSnapshotsOptions } from './slot-read-cache';
import { createChangeFeed } from '../../live';

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

function setup(options: BookingSnapshotsOptions = { ttlMs: 2_000, maxPerRestaurant: 3 }) {
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

const horizonWindow = (fromHours: number) => window(fromHours, fromHours + 24 * 90);
const row = (id: string, tableNumber: string, fromHours = 2) => ({ id, level: 'Terrace', tableNumber, start: base + fromHours * hour, end: base + (fromHours + 2) * hour });
const occupancyOf = ({ id: _id, ...occupancy }: ReturnType<typeof row>) => occupancy;

/** A read the test answers when it wants: what the database held when the read began. */
function reader() {
  const calls: { window: { from: Date; to: Date }; answer: (occupancy: BookingSnapshot['occupancy']) => void }[] = [];
  const read = (wide: { from: Date; to: Date }) =>
    new Promise<{ occupancy: BookingSnapshot['occupancy']; blockers: [] }>((resolve) => {
      calls.push({ window: wide, answer: (occupancy) => resolve({ occupancy, blockers: [] }) });
    });
  return { calls, read };
}

describe("BookingSnapshots: a slot's read under way", () => {
  it('keeps nothing past a change announced while it ran, and takes the bookings made meanwhile', async () => {
    const { feed, snapshots } = setup();
    let answer = (_snapshot: BookingSnapshot) => undefined as void;
    const pending = () => snapshots.readSlot('demo', window(2, 4), () => new Promise<BookingSnapshot>((resolve) => (answer = resolve)));
    const first = pending();
    snapshots.booked('demo', [row('mine', 'T3', 3), row('other-day', 'T4', 30)]);
    answer(snapshotOf());
    expect((await first).occupancy).toEqual([occupancyOf(row('mine', 'T3', 3))]);
    expect(snapshots.get('demo', window(2, 4))?.occupancy).toEqual([occupancyOf(row('mine', 'T3', 3))]);
    const second = pending();
    feed.notify('demo', { kind: 'blockers', ids: ['b1'] });
    answer(snapshotOf());
    await second;
    expect(snapshots.get('demo', window(2, 4))).toBeUndefined();
  });
});

describe('BookingSnapshots: the horizon of the published file', () => {
  it('reads once, a little wider than asked, and serves the windows inside that read while it is fresh', async () => {
    const { snapshots, advance } = setup();
    const { calls, read } = reader();
    const first = snapshots.horizon('demo', horizonWindow(0), read);
    expect(calls[0]?.window.from.getTime()).toBeLessThan(horizonWindow(0).from.getTime());
    expect(calls[0]?.window.to.getTime()).toBeGreaterThan(horizonWindow(0).to.getTime());
    calls[0]?.answer([occupancyOf(row('r0', 'T1'))]);
    expect((await first).occupancy).toEqual([occupancyOf(row('r0', 'T1'))]);
    // The clock moved on a little: the same read serves.
    advance(1_000);
    expect((await snapshots.horizon('demo', window(0.25, 0.25 + 24 * 90), read)).occupancy).toEqual([occupancyOf(row('r0', 'T1'))]);
    expect(calls).toHaveLength(1);
    // Another restaurant, a window beyond the read, or a read past its time: read again.
    void snapshots.horizon('demo2', horizonWindow(0), read);
    void snapshots.horizon('demo', horizonWindow(2), read);
    expect(calls).toHaveLength(3);
    advance(1_001);
    void snapshots.horizon('demo', horizonWindow(0), read);
    expect(calls).toHaveLength(4);
  });

  it("takes this process's bookings: those made after the read, and those made while it ran", async () => {
    const { feed, snapshots } = setup();
    const { calls, read } = reader();
    const reading = snapshots.horizon('demo', horizonWindow(0), read);
    // Committed while the read ran: the read may not have seen it.
    snapshots.booked('demo', [row('during', 'T2')]);
    feed.notify('demo', { kind: 'reservations', ids: ['during'] });
    calls[0]?.answer([]);
    expect((await reading).occupancy).toEqual([occupancyOf(row('during', 'T2'))]);
    snapshots.booked('demo', [row('after', 'T3')]);
    feed.notify('demo', { kind: 'reservations', ids: ['after'] });
    const kept = await snapshots.horizon('demo', horizonWindow(0), read);
    expect(calls).toHaveLength(1);
    expect(kept.occupancy).toEqual([occupancyOf(row('during', 'T2')), occupancyOf(row('after', 'T3'))]);
  });

  it('keeps nothing past a change that may move a table: neither the kept read, nor one under way', async () => {
    const { feed, snapshots } = setup();
    const { calls, read } = reader();
    const first = snapshots.horizon('demo', horizonWindow(0), read);
    calls[0]?.answer([]);
    await first;
    feed.notify('demo', { kind: 'blockers', ids: ['b1'] });
    const second = snapshots.horizon('demo', horizonWindow(0), read);
    expect(calls).toHaveLength(2);
    // A guest cancelled while the second read ran: what it read is used once, not kept.
    feed.notify('demo', { kind: 'reservations', ids: ['someone-else'] });
    calls[1]?.answer([occupancyOf(row('cancelled', 'T4'))]);
    expect((await second).occupancy).toEqual([occupancyOf(row('cancelled', 'T4'))]);
    void snapshots.horizon('demo', horizonWindow(0), read);
    expect(calls).toHaveLength(3);
  });

  it('a read that failed keeps nothing: the next one reads, and takes the bookings made meanwhile', async () => {
    const { snapshots } = setup();
    await expect(snapshots.horizon('demo', horizonWindow(0), () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    const { calls, read } = reader();
    const next = snapshots.horizon('demo', horizonWindow(0), read);
    snapshots.booked('demo', [row('later', 'T5')]);
    calls[0]?.answer([]);
    expect((await next).occupancy).toEqual([occupancyOf(row('later', 'T5'))]);
  });

  it('outlives the slot reads when told to, and a fresh read replaces it and is kept', async () => {
    const { snapshots, advance } = setup({ ttlMs: 2_000, maxPerRestaurant: 3, horizonTtlMs: 60_000 });
    const { calls, read } = reader();
    const first = snapshots.horizon('demo', horizonWindow(0), read);
    calls[0]?.answer([]);
    await first;
    advance(30_000);
    await snapshots.horizon('demo', horizonWindow(0), read);
    expect(calls).toHaveLength(1);
    // A whole restaurant republished (an import) reads afresh, and what it read serves the publishes after it.
    const refreshed = snapshots.horizon('demo', horizonWindow(0), read, { refresh: true });
    expect(calls).toHaveLength(2);
    calls[1]?.answer([occupancyOf(row('imported', 'T6'))]);
    await refreshed;
    advance(59_000);
    expect((await snapshots.horizon('demo', horizonWindow(0), read)).occupancy).toEqual([occupancyOf(row('imported', 'T6'))]);
    expect(calls).toHaveLength(2);
    advance(1_001);
    void snapshots.horizon('demo', horizonWindow(0), read);
    expect(calls).toHaveLength(3);
  });
});

describe("BookingSnapshots: a slot's read served by the kept horizon", () => {
  it("serves the kept horizon itself once a slot read has given the restaurant's rules, with this process's bookings", async () => {
    const { feed, snapshots, advance } = setup({ ttlMs: 2_000, maxPerRestaurant: 3, horizonTtlMs: 60_000 });
    const { calls, read } = reader();
    const reading = snapshots.horizon('demo', horizonWindow(0), read);
    const overnight = { level: 'Terrace', tableNumber: 'T9', start: base - 20 * hour, end: base + 4 * hour };
    calls[0]?.answer([occupancyOf(row('r0', 'T1', 2)), occupancyOf(row('r1', 'T2', 10)), overnight]);
    const horizon = await reading;
    // Without the restaurant's rules there is nothing to serve.
    expect(snapshots.get('demo', window(3, 5))).toBeUndefined();
    snapshots.store('demo', window(20, 22), snapshotOf());
    advance(30_000);
    const served = snapshots.get('demo', window(3, 5));
    expect(served).toEqual({ ...snapshotOf(), occupancy: [occupancyOf(row('r0', 'T1', 2)), occupancyOf(row('r1', 'T2', 10)), overnight] });
    // The very list the published file's engine indexed (core/availability/occupancy.ts keeps its index with it).
    expect(served?.occupancy).toBe(horizon.occupancy);
    expect(served?.blockers).toBe(horizon.blockers);
    // This process's next booking reaches it once, and every slot served from it.
    snapshots.booked('demo', [row('mine', 'T3', 4)]);
    feed.notify('demo', { kind: 'reservations', ids: ['mine'] });
    const after = [occupancyOf(row('r0', 'T1', 2)), occupancyOf(row('r1', 'T2', 10)), overnight, occupancyOf(row('mine', 'T3', 4))];
    expect(snapshots.get('demo', window(3, 5))?.occupancy).toEqual(after);
    expect(snapshots.get('demo', window(4.5, 6))?.occupancy).toEqual(after);
  });

  it('serves nothing from a horizon past its time, beyond its window, or dropped by a change', async () => {
    const { feed, snapshots, advance } = setup({ ttlMs: 2_000, maxPerRestaurant: 3, horizonTtlMs: 60_000 });
    const { calls, read } = reader();
    const reading = snapshots.horizon('demo', horizonWindow(0), read);
    calls[0]?.answer([occupancyOf(row('r0', 'T1', 2))]);
    await reading;
    snapshots.store('demo', window(20, 22), snapshotOf());
    expect(snapshots.get('demo', window(-30, -28))).toBeUndefined();
    advance(60_001);
    expect(snapshots.get('demo', window(3, 5))).toBeUndefined();
    const again = snapshots.horizon('demo', horizonWindow(0), read);
    calls[1]?.answer([occupancyOf(row('r0', 'T1', 2))]);
    await again;
    snapshots.store('demo', window(20, 22), snapshotOf());
    feed.notify('demo', { kind: 'blockers', ids: ['b1'] });
    expect(snapshots.get('demo', window(3, 5))).toBeUndefined();
  });

  it("serves at once after a horizon read that brought the restaurant's rules (a process's start)", async () => {
    const { snapshots } = setup({ ttlMs: 2_000, maxPerRestaurant: 3, horizonTtlMs: 60_000 });
    const { occupancy: _occupancy, blockers: _blockers, ...facts } = snapshotOf();
    await snapshots.horizon('demo', horizonWindow(0), () => Promise.resolve({ occupancy: [occupancyOf(row('r0', 'T1', 2))], blockers: [], facts }));
    expect(snapshots.get('demo', window(3, 5))).toEqual({ ...snapshotOf(), occupancy: [occupancyOf(row('r0', 'T1', 2))] });
  });
});
