// The offline front of house as a test drives it: the sync region, the page's offline database read with plain
// IndexedDB, the API as staff call it, and the steps of offline.spec.ts's long test (each builds on the one before).
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { ActionsLogItem, Blocker } from '../../../core/schemas/front-of-house';
import type { Reservation } from '../../../core/schemas/reservations';
import { localDateOf } from '../../../core/time';
import { idToken } from './emulator';
import { block, fillNewBlocker, fillWalkIn, grid, nav } from './front-of-house';

export const zone = 'Europe/Berlin';
export const today = () => localDateOf(Date.now(), zone);

export const sync = (page: Page) => page.getByRole('region', { name: 'Sync' });
export const waiting = (page: Page) => sync(page).locator('.sync-status__waiting');

/** The service worker registers once the first screen is interactive; wait until it controls the page. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** "N actions waiting" as the host sees it (no badge at all when nothing waits). */
export async function expectWaiting(page: Page, count: number): Promise<void> {
  if (count === 0) await expect(waiting(page)).toHaveCount(0, { timeout: 30_000 });
  else await expect(waiting(page)).toHaveAttribute('data-count', String(count));
}

/** One object store of the page's offline database (src/offline/db.ts), read with plain IndexedDB. */
export async function readStore<T>(page: Page, store: 'queue' | 'reservations' | 'blockers' | 'conflicts'): Promise<T[]> {
  const rows = await page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('covers-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction(name, 'readonly').objectStore(name).getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as unknown[]);
          };
          request.onerror = () => {
            db.close();
            reject(request.error);
          };
        };
      }),
    store,
  );
  return rows as T[];
}

export interface QueuedEntry {
  id: string;
  op: { kind: string; action?: { type: string; reservationId: string } };
}

/** The API as a person with a staff account calls it. */
export async function staffApi(request: APIRequestContext, email: string) {
  const headers = { authorization: `Bearer ${await idToken(email)}`, 'x-restaurant-id': 'demo' };
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`/api${path}`, { headers });
    expect(response.status(), `GET ${path}`).toBe(200);
    return (await response.json()) as T;
  };
  return {
    send: (method: 'POST' | 'DELETE', path: string, data?: unknown) => request.fetch(`/api${path}`, { method, headers: { ...headers, 'idempotency-key': crypto.randomUUID() }, data }),
    /** Every log entry (read or not) written since `since` (epoch ms), newest first. */
    async logSince(since: number): Promise<ActionsLogItem[]> {
      const items: ActionsLogItem[] = [];
      for (let page = 0; ; page++) {
        const body = await get<{ items: ActionsLogItem[] }>(`/actionsLog?showRead=true&page=${page}`);
        const recent = body.items.filter((item) => Date.parse(item.time) >= since);
        // Pages are offsets into a log that is newest first: an entry written meanwhile shifts them.
        if (recent.some((item) => items.some((seen) => seen._id === item._id))) throw new Error('The actions log changed while it was being read');
        items.push(...recent);
        if (recent.length < body.items.length || body.items.length === 0) return items;
      }
    },
    /** The server's book of a day: live reservations and blockers by id. */
    matrix: (date: string) => get<{ reservations: Record<string, Reservation>; blockers: Record<string, Blocker> }>(`/reservations/matrix?date=${date}`),
  };
}

/** The guest's toggle on the check-in screen: "Check in X" or "Undo check-in of X". */
export const checkInToggle = (page: Page, guest: string, checkedIn: boolean) =>
  page.getByRole('button', { name: checkedIn ? `Undo check-in of ${guest}` : `Check in ${guest}`, exact: true });

/** Clicks a button and waits for the action to be queued (the waiting count goes up by one). */
export async function act(page: Page, button: Locator, queued: { count: number }): Promise<void> {
  await button.click();
  queued.count++;
  await expectWaiting(page, queued.count);
}

/** A walk-in through the reservation form, queued; the page opens the new booking. Returns its id. */
export async function queueWalkIn(page: Page, name: string, area: string, table: string, queued: { count: number }): Promise<string> {
  await nav(page, 'New reservation').click();
  await fillWalkIn(page, name, area, table);
  await act(page, page.getByRole('button', { name: 'Create reservation' }), queued);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = /\/reservation\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  expect(id, 'the new booking opens at /reservation/{id}').toBeTruthy();
  return id as string;
}

/** A small seeded generator (mulberry32): the same network pattern and guest order on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// ---- The steps of the long test: 20 actions offline. ----

/**
 * A fresh profile's first visit, then the same day opened offline. What it fetched before the worker took control is
 * not in the worker's caches, yet the next start, offline, must still open the day (the config and the day are kept on
 * the device).
 */
export async function openTheDayOffline(context: BrowserContext, page: Page): Promise<void> {
  await expect(block(page, 'Giulia Rossi')).toBeVisible();
  await expect(sync(page)).toContainText(/Synced \d\d:\d\d|Nothing waiting to sync/);
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);
  for (const guest of ['Giulia Rossi', 'Max Mustermann', 'Ana García', 'Tom Becker', 'Sofia Müller', 'Jonas Weber', 'Carmen López']) {
    await expect(block(page, guest)).toBeVisible();
  }
  await expect(sync(page).getByText('Offline', { exact: true })).toBeVisible();
  await expectWaiting(page, 0);
}

/**
 * A walk-in through the form, now, on a table no other spec uses (front-of-house.spec.ts seats one on B1 a moment
 * before this runs); then it leaves, did not leave after all, checks in. Returns its id.
 */
export async function queueWalkInThatComesBack(page: Page, walkIn: string, queued: { count: number }): Promise<string> {
  const walkInId = await queueWalkIn(page, walkIn, 'Dining Room', '12', queued);
  const actions = page.getByRole('group', { name: `Actions for ${walkIn}` });
  await act(page, actions.getByRole('button', { name: 'Guest left' }), queued);
  await expect(page.getByText(/^Left \d\d:\d\d$/)).toBeVisible();
  await act(page, actions.getByRole('button', { name: 'Guest did not leave' }), queued);
  await act(page, actions.getByRole('button', { name: 'Check in', exact: true }), queued);
  await expect(page.locator('.foh-single [data-unsynced]')).toBeVisible();
  return walkInId;
}

/** A blocker on a terrace table (the blockers screen, opened offline). */
export async function queueBlocker(page: Page, queued: { count: number }): Promise<void> {
  await fillNewBlocker(page, { from: '06:00', until: '06:30', area: 'Terrace', table: 'T7', note: 'Offline blocker' });
  await act(page, page.getByRole('button', { name: 'Save' }), queued);
  await expect(page.getByRole('link', { name: /06:00–06:30 · Terrace: T7/ })).toBeVisible();
}

/** Check-ins and undos on the check-in screen, and two late marks. */
export async function queueCheckIns(page: Page, queued: { count: number }): Promise<void> {
  await nav(page, 'Check-in').click();
  await expect(page.getByRole('heading', { name: /^Arrivals, / })).toBeVisible();
  const checkedIn = new Map<string, boolean>();
  for (const guest of ['Giulia Rossi', 'Lena Schmidt', 'Sofia Müller', 'Jonas Weber', 'Carmen López', 'Giulia Rossi', 'Lena Schmidt']) {
    const state = checkedIn.get(guest) ?? (await checkInToggle(page, guest, true).count()) > 0;
    await act(page, checkInToggle(page, guest, state), queued);
    checkedIn.set(guest, !state);
    await expect(checkInToggle(page, guest, !state)).toBeVisible();
  }
  for (let i = 0; i < 2; i++) {
    const late = page.getByRole('button', { name: /^Mark late: / }).first();
    const guest = ((await late.getAttribute('aria-label')) ?? '').replace(/^Mark late: /, '');
    await act(page, late, queued);
    await expect(page.getByRole('listitem').filter({ hasText: guest }).getByText('Late', { exact: true })).toBeVisible();
  }
}

/** Extend (and undo it) from the grid's details pane, a late mark and check-ins there. */
export async function queueFromTheGrid(page: Page, queued: { count: number }): Promise<void> {
  await nav(page, 'Reservations').click();
  const panelAction = async (guest: string, pattern: RegExp) => {
    // A tap on the selected reservation deselects it: tap only when its pane is not open yet.
    const panel = page.getByRole('article', { name: guest });
    if (!(await panel.isVisible())) await block(page, guest).click();
    const group = panel.getByRole('group', { name: `Actions for ${guest}` });
    const button = group.getByRole('button', { name: pattern });
    const before = await button.innerText();
    await act(page, button, queued);
    await expect(group.getByRole('button', { name: pattern })).not.toHaveText(before);
  };
  await panelAction('Jonas Weber', /^(Extend|Undo extension)$/);
  await panelAction('Jonas Weber', /^(Extend|Undo extension)$/);
  await panelAction('Tom Becker', /^(Mark late|Not late)$/);
  await panelAction('Ana García', /^(Check in|Undo check-in)$/);
  await panelAction('Max Mustermann', /^(Check in|Undo check-in)$/);
  await panelAction('Max Mustermann', /^(Mark late|Not late)$/);
}

/** The page closes; a new one in the same browser, still offline, finds the queue and the changes as they were. */
export async function reopenOffline(context: BrowserContext, page: Page, walkIn: string, entries: QueuedEntry[]): Promise<Page> {
  // The grid as the host left it (which block was selected aside: the new page opens without a selection).
  const shown = (await grid(page).ariaSnapshot()).replaceAll(' [pressed]', '');
  await page.close();
  const again = await context.newPage();
  await again.goto('/r/demo/reservations');
  await expect(block(again, walkIn)).toBeVisible();
  await expect(sync(again).getByText('Offline', { exact: true })).toBeVisible();
  await expect(waiting(again)).toHaveText('20 actions waiting');
  await expect(grid(again)).toMatchAriaSnapshot(shown);
  expect((await readStore<QueuedEntry>(again, 'queue')).map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
  return again;
}

/** Online again: the queue drains, the marks clear. */
export async function expectDrained(context: BrowserContext, again: Page): Promise<void> {
  await context.setOffline(false);
  await expectWaiting(again, 0);
  await expect(sync(again).getByText(/^Synced \d\d:\d\d( [AP]M)?$/)).toBeVisible();
  await expect(sync(again).getByText('Offline', { exact: true })).toHaveCount(0);
  await expect(sync(again).locator('.sync-conflict')).toHaveCount(0);
  await expect(again.locator('[data-unsynced]')).toHaveCount(0);
}

/** The server has every action exactly once, and its book is what the tablet showed. */
export async function expectServerHasEachOnce(
  request: APIRequestContext,
  startedAt: number,
  entries: QueuedEntry[],
  view: Map<string, Reservation>,
  walkIn: string,
  walkInId: string,
): Promise<void> {
  const api = await staffApi(request, 'host@covers.test');
  // From this test's start on, not before: the spec that ran just before may have logged a moment earlier (the
  // live-updates spec's check-in and undo did, within a second).
  const log = await api.logSince(startedAt);
  const ids = new Set(entries.map((entry) => entry.id));
  const ours = log.filter((item) => item.actionId !== null && ids.has(item.actionId));
  expect(ours.map((item) => item.actionId).sort()).toEqual([...ids].sort());
  expect(log.filter((item) => !ours.includes(item))).toEqual([]);

  // The server's book is what the tablet showed (leftAt and extensions are the server's clock, compared as set/unset).
  const served = await api.matrix(today());
  const facts = (row: Reservation | undefined) =>
    row && { checkedIn: row.checkedIn, late: row.checkedInAt !== null && Date.parse(row.checkedInAt) > Date.parse(row.startTime), extended: row.extendedTo !== null, left: row.leftAt !== null };
  const touched = new Set(entries.flatMap((entry) => (entry.op.action ? [entry.op.action.reservationId] : [])));
  for (const id of touched) expect(facts(served.reservations[id]), id).toEqual(facts(view.get(id)));
  expect(served.reservations[walkInId]).toMatchObject({ customer: { name: walkIn }, checkedIn: true, leftAt: null, tableNumber: '12' });
  expect(Object.values(served.blockers).filter((b) => b.note === 'Offline blocker')).toEqual([expect.objectContaining({ level: 'Terrace', tableNumbers: ['T7'] })]);
}
