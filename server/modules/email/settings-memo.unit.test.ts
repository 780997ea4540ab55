import { describe, expect, it } from 'vitest';
import type { ChangeKind, FeedSubscriber, RestaurantChange } from '../live';
import { SettingsMemo } from './settings-memo';

/** A feed whose announcements the test makes: `announce` a change, or `resync` as a reconnected listener does. */
function fakeFeed() {
  const observers = new Set<FeedSubscriber>();
  let id = 0;
  return {
    observe(observer: FeedSubscriber) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    announce(restaurantId: string, kind: ChangeKind) {
      const change: RestaurantChange = { restaurantId, kind, ids: [], all: true, at: new Date().toISOString(), id: ++id };
      for (const observer of observers) observer.change(change);
    },
    resync() {
      for (const observer of observers) observer.resync?.();
    },
  };
}

function setup(options: { ttlMs?: number; maxRestaurants?: number } = {}) {
  const feed = fakeFeed();
  let now = 0;
  const reads: string[] = [];
  /** Each read answers the restaurant and how many reads came before it, so a test sees which read it was given. */
  const memo = new SettingsMemo(
    feed,
    async (restaurantId) => {
      reads.push(restaurantId);
      return `${restaurantId}#${reads.length}`;
    },
    { ttlMs: 1_000, maxRestaurants: 3, ...options },
    () => now,
  );
  return { feed, memo, reads, advance: (ms: number) => (now += ms) };
}

/** A memo that has read 'demo' (read 1) and then 'other' (read 2). */
async function setupAfterTwoReads() {
  const made = setup();
  await made.memo.get('demo');
  await made.memo.get('other');
  return made;
}

describe('SettingsMemo', () => {
  it("reads a restaurant once and gives that read back while it is fresh, each restaurant's its own", async () => {
    const { memo, reads, advance } = setup();
    expect(await memo.get('demo')).toBe('demo#1');
    expect(await memo.get('other')).toBe('other#2');
    advance(1_000);
    expect(await memo.get('demo')).toBe('demo#1');
    expect(reads).toEqual(['demo', 'other']);
    advance(1);
    expect(await memo.get('demo')).toBe('demo#3');
    expect(reads).toEqual(['demo', 'other', 'demo']);
  });

  it("drops a restaurant's read when its settings change, and only that restaurant's", async () => {
    const { feed, memo, reads } = await setupAfterTwoReads();
    for (const kind of ['reservations', 'blockers', 'waitlist', 'actionsLog'] as const) feed.announce('demo', kind);
    expect(await memo.get('demo')).toBe('demo#1');
    feed.announce('demo', 'settings');
    expect(await memo.get('demo')).toBe('demo#3');
    expect(await memo.get('other')).toBe('other#2');
    expect(reads).toEqual(['demo', 'other', 'demo']);
  });

  it('drops every read when announcements may have been missed (resync)', async () => {
    const { feed, memo, reads } = await setupAfterTwoReads();
    feed.resync();
    await memo.get('demo');
    await memo.get('other');
    expect(reads).toEqual(['demo', 'other', 'demo', 'other']);
  });

  it('callers at the same moment share one read; a read under way when the settings change is not kept', async () => {
    const feed = fakeFeed();
    const pending: ((value: string) => void)[] = [];
    const memo = new SettingsMemo(feed, () => new Promise<string>((resolve) => pending.push(resolve)), { ttlMs: 1_000 });
    const first = memo.get('demo');
    const second = memo.get('demo');
    expect(pending).toHaveLength(1);
    feed.announce('demo', 'settings');
    pending[0]?.('before the change');
    expect(await first).toBe('before the change');
    expect(await second).toBe('before the change');
    const third = memo.get('demo');
    expect(pending).toHaveLength(2);
    pending[1]?.('after the change');
    expect(await third).toBe('after the change');
    expect(await memo.get('demo')).toBe('after the change');
    expect(pending).toHaveLength(2);
  });

  it('does not keep a read that failed: the next caller reads again', async () => {
    const feed = fakeFeed();
    let calls = 0;
    const memo = new SettingsMemo(feed, async () => {
      calls++;
      if (calls === 1) throw new Error('the database is away');
      return 'read';
    });
    await expect(memo.get('demo')).rejects.toThrow('the database is away');
    expect(await memo.get('demo')).toBe('read');
    expect(await memo.get('demo')).toBe('read');
    expect(calls).toBe(2);
  });

  it('keeps at most maxRestaurants reads, dropping the oldest first', async () => {
    const { memo, reads } = setup({ maxRestaurants: 2 });
    await memo.get('a');
    await memo.get('b');
    await memo.get('c');
    await memo.get('c');
    await memo.get('b');
    await memo.get('a');
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });
});
