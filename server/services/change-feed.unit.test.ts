import { describe, expect, it } from 'vitest';
import type { Database } from '../db/connection';
import { changesOf, createChangeFeed, payloadOf, type RestaurantChange } from './change-feed';

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
