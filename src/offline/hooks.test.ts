// @vitest-environment jsdom
// The hooks the screens use: useDayStore shows the stored day, refreshes it from the source and follows every enqueue
// at once; usePendingActions shows the waiting count and the not-yet-synced marks.
// Dexie's liveQuery runs its queries only where a global indexedDB exists (as in every browser).
import 'fake-indexeddb/auto';
import { act, createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { setOfflineDb } from './db';
import { hostAction } from './queue';
import { date, FakeServer, noon, reservation, restaurantId, testDb } from './test-kit';
import { setDaySource, useDayStore } from './use-day-store';
import { usePendingActions } from './use-pending-actions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Day() {
  const day = useDayStore(restaurantId, date);
  const pending = usePendingActions(restaurantId);
  return h(
    'ul',
    { 'data-loading': day.loading, 'data-count': pending.count },
    day.reservations.map((row) => h('li', { key: row._id }, `${row._id}:${row.checkedIn ? 'in' : 'out'}:${pending.isPending(row._id) ? 'pending' : 'synced'}`)),
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function until(check: () => boolean) {
  for (let i = 0; i < 40 && !check(); i++) await settle();
  expect(check()).toBe(true);
}

let unmount = () => undefined as void;
afterEach(() => unmount());

describe('useDayStore and usePendingActions', () => {
  it('show the refreshed day, then each queued action at once with its not-yet-synced mark', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13]), reservation('b', 'T2', [19], [21])]);
    const { db } = testDb();
    setOfflineDb(db);
    setDaySource(server.source());
    const container = document.createElement('div');
    const root = createRoot(container);
    unmount = () => act(() => root.unmount());
    await act(async () => root.render(h(Day)));
    const items = () => [...container.querySelectorAll('li')].map((li) => li.textContent);
    await until(() => items().length === 2);
    expect(items()).toEqual(['a:out:synced', 'b:out:synced']);

    await act(async () => {
      await hostAction(restaurantId, 'checkIn', 'a', { db, now: noon });
    });
    await until(() => items()[0] === 'a:in:pending');
    expect(container.querySelector('ul')?.dataset.count).toBe('1');
  });
});
