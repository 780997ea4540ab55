import { describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/connection';
import { changesOf, createChangeFeed, mergeAdjacent, payloadOf, type RestaurantChange } from './change-feed';

const silent = { warn: () => undefined, error: () => undefined };
const localFeed = () => createChangeFeed({ database: { db: {} as Database, engine: 'pglite' }, log: silent });

describe('changesOf', () => {
  it('sends ids in chunks of 100, "all" past 1,000 ids or when there are none, and each id once', () => {
    const ids = Array.from({ length: 250 }, (_, i) => `id-${i}`);
    const chunks = changesOf('reservations', [...ids, 'id-0']);
    expect(chunks.map((chunk) => chunk.ids.length)).toEqual([100, 100, 50]);
    expect(chunks.flatMap((chunk) => chunk.ids)).toEqual(ids);
    expect(chunks.every((chunk) => !chunk.all)).toBe(true);
    expect(changesOf('reservations', Array.from({ length: 1001 }, (_, i) => `id-${i}`))).toEqual([{ kind: 'reservations', ids: [], all: true }]);
    expect(changesOf('settings', [])).toEqual([{ kind: 'settings', ids: [], all: true }]);
  });
});

describe('payloadOf', () => {
  it('keeps a NOTIFY payload under 8000 bytes, falling back to "all" for unusually long ids', () => {
    const wire = { origin: 'o', restaurantId: 'demo', kind: 'blockers' as const, ids: ['a', 'b'], all: false, at: new Date().toISOString() };
    expect(JSON.parse(payloadOf(wire) as string)).toEqual(wire);
    const long = { ...wire, ids: Array.from({ length: 100 }, () => 'x'.repeat(120)) };
    const payload = payloadOf(long) as string;
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(JSON.parse(payload)).toMatchObject({ ids: [], all: true });
    expect(payloadOf({ ...wire, restaurantId: 'r'.repeat(9000) })).toBeNull();
  });
});

describe('the feed in one process', () => {
  it("hands each change to that restaurant's subscribers only, once, with increasing ids", () => {
    const feed = localFeed();
    const demo: RestaurantChange[] = [];
    const other: RestaurantChange[] = [];
    const stopDemo = feed.subscribe('demo', { change: (change) => demo.push(change) });
    feed.subscribe('demo2', { change: (change) => other.push(change) });
    feed.notify('demo', { kind: 'reservations', ids: ['r1'] });
    feed.notify('demo', { kind: 'actionsLog', ids: ['l1'] });
    expect(demo.map((change) => [change.restaurantId, change.kind, change.ids, change.all])).toEqual([
      ['demo', 'reservations', ['r1'], false],
      ['demo', 'actionsLog', ['l1'], false],
    ]);
    expect((demo[1]?.id ?? 0) > (demo[0]?.id ?? 0)).toBe(true);
    expect(other).toEqual([]);
    expect(feed.listening('demo')).toBe(1);
    stopDemo();
    expect(feed.listening('demo')).toBe(0);
    feed.notify('demo', { kind: 'blockers', ids: ['b1'] });
    expect(demo).toHaveLength(2);
  });

  it('a failing subscriber neither fails the change nor keeps the others from hearing it', () => {
    const feed = localFeed();
    const heard: string[] = [];
    feed.subscribe('demo', {
      change: () => {
        throw new Error('closed stream');
      },
    });
    feed.subscribe('demo', { change: (change) => heard.push(change.kind) });
    expect(() => feed.notify('demo', { kind: 'waitlist', ids: ['w1'] })).not.toThrow();
    expect(heard).toEqual(['waitlist']);
  });
});

describe('mergeAdjacent', () => {
  const at = (second: number) => new Date(Date.UTC(2026, 10, 24, 19, 0, second)).toISOString();
  const wire = (restaurantId: string, kind: RestaurantChange['kind'], ids: string[], second: number, all = false) => ({ origin: 'o', restaurantId, kind, ids, all, at: at(second) });

  it("joins a burst of one restaurant's changes of one kind, in order, and keeps the others apart", () => {
    const merged = mergeAdjacent([
      wire('demo', 'reservations', ['r1'], 1),
      wire('demo', 'reservations', ['r2', 'r1'], 2),
      wire('demo', 'blockers', ['b1'], 3),
      wire('demo', 'reservations', ['r3'], 4),
      wire('demo2', 'reservations', ['x1'], 5),
      wire('demo2', 'reservations', ['x2'], 6),
    ]);
    expect(merged).toEqual([
      wire('demo', 'reservations', ['r1', 'r2'], 2),
      wire('demo', 'blockers', ['b1'], 3),
      wire('demo', 'reservations', ['r3'], 4),
      wire('demo2', 'reservations', ['x1', 'x2'], 6),
    ]);
  });

  it('says "all" when one of the joined changes did, and starts a new one past 100 ids', () => {
    expect(mergeAdjacent([wire('demo', 'settings', [], 1, true), wire('demo', 'settings', [], 2, true)])).toEqual([wire('demo', 'settings', [], 2, true)]);
    expect(mergeAdjacent([wire('demo', 'reservations', ['r1'], 1), wire('demo', 'reservations', [], 2, true), wire('demo', 'reservations', ['r2'], 3)])).toEqual([
      wire('demo', 'reservations', [], 3, true),
    ]);
    const first = Array.from({ length: 60 }, (_, i) => `a${i}`);
    const second = Array.from({ length: 60 }, (_, i) => `b${i}`);
    const merged = mergeAdjacent([wire('demo', 'reservations', first, 1), wire('demo', 'reservations', second, 2), wire('demo', 'reservations', ['c'], 3)]);
    expect(merged).toEqual([wire('demo', 'reservations', first, 1), wire('demo', 'reservations', [...second, 'c'], 3)]);
  });

  it('joins a burst of single bookings into announcements of 100 ids, in order, without changing what it was given', () => {
    const burst = Array.from({ length: 250 }, (_, i) => wire('demo', 'reservations', [`r${i}`, ...(i % 10 === 9 ? [`r${i - 1}`] : [])], i % 60));
    const given = structuredClone(burst);
    const ids = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `r${from + i}`);
    expect(mergeAdjacent(burst)).toEqual([
      wire('demo', 'reservations', ids(0, 100), 99 % 60),
      wire('demo', 'reservations', ids(100, 200), 199 % 60),
      wire('demo', 'reservations', ids(200, 250), 249 % 60),
    ]);
    expect(burst).toEqual(given);
  });
});
