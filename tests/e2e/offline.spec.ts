// The offline-first front of house on the 1280 × 800 wall tablet: the demo restaurant's day keeps working with the
// network down, every host change waits in the offline queue (src/offline) and reaches the server exactly once when
// the network returns, and a change the server refuses shows as a conflict the host decides on.
// Whatever earlier spec files changed in the demo day (front-of-house.spec.ts checks guests in, extends …), these
// tests read the state they start from and count on nothing else.
import { expect, test } from '@playwright/test';
import type { Reservation } from '../../core/schemas/reservations';
import { toInstant } from '../../core/time';
import { nav } from './support/front-of-house';
import {
  act,
  checkInToggle,
  controlledByServiceWorker,
  expectDrained,
  expectServerHasEachOnce,
  expectWaiting,
  openTheDayOffline,
  queueBlocker,
  queueCheckIns,
  queueFromTheGrid,
  queueWalkIn,
  queueWalkInThatComesBack,
  readStore,
  reopenOffline,
  seeded,
  staffApi,
  sync,
  today,
  waiting,
  zone,
  type QueuedEntry,
} from './support/offline';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });
test.describe.configure({ mode: 'serial' });

test('offline the host keeps working: 20 actions survive a closed page and reach the server once each', async ({ context, page, request }) => {
  test.setTimeout(90_000);
  const startedAt = Date.now();
  await signIn(page, 'host@covers.test');
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);
  await openTheDayOffline(context, page);
  const queued = { count: 0 };

  const walkIn = `Offline Olga ${startedAt % 10_000}`;
  const walkInId = await queueWalkInThatComesBack(page, walkIn, queued);
  await queueBlocker(page, queued);
  await queueCheckIns(page, queued);
  await queueFromTheGrid(page, queued);
  expect(queued.count).toBe(20);
  await expect(waiting(page)).toHaveText('20 actions waiting');

  const entries = await readStore<QueuedEntry>(page, 'queue');
  expect(entries).toHaveLength(20);
  const view = new Map((await readStore<Reservation>(page, 'reservations')).map((row) => [row._id, row]));

  const again = await reopenOffline(context, page, walkIn, entries);
  await expectDrained(context, again);
  await expectServerHasEachOnce(request, startedAt, entries, view, walkIn, walkInId);
});

// Playwright's routing sees no request of a page a service worker controls; this test needs no worker.
test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('chaos: 200 check-ins and undos with the network switched at random lose none and apply none twice', async ({ context, page, request }) => {
    test.setTimeout(120_000);
    await signIn(page, 'host@covers.test');
    await page.goto('/r/demo/checkin');
    await expect(page.getByRole('heading', { name: /^Arrivals, / })).toBeVisible();
    await expectWaiting(page, 0);

    // Today's arrivals with a name of their own, and whether each is checked in now.
    const labels = await page.getByRole('button', { name: /^(Check in|Undo check-in of) / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    const names = labels.map((label) => label.replace(/^(Check in|Undo check-in of) /, ''));
    const view = (await readStore<Reservation & { day: string }>(page, 'reservations')).filter((row) => row.day === today() && row.deletedAt === null);
    const guests = names
      .filter((name) => names.indexOf(name) === names.lastIndexOf(name) && view.filter((row) => row.customer.name === name).length === 1)
      .map((name) => ({ name, id: (view.find((row) => row.customer.name === name) as Reservation)._id, checkedIn: labels.includes(`Undo check-in of ${name}`), toggles: 0 }));
    expect(guests.length).toBeGreaterThanOrEqual(6);
    const initial = new Map(guests.map((guest) => [guest.id, guest.checkedIn]));

    const random = seeded(7);
    const drops = seeded(11);
    let offline = false;
    // Besides the switch, the worst moment for a drop: the server has applied a change and its answer is lost on the
    // way back (one send in four, seeded); the tablet must send it again and the server must not apply it twice.
    const traffic = { cutOff: 0, answersLost: 0, replayed: 0 };
    // Every action id the tablet sent (a single change's Idempotency-Key, or a batch item's id), to compare with the log.
    const sentIds = new Set<string>();
    await page.route('**/api/**', async (route) => {
      const sent = route.request();
      if (sent.method() !== 'GET') {
        const key = sent.headers()['idempotency-key'];
        if (key) sentIds.add(key);
        const items = (sent.postDataJSON() as { items?: { id: string }[] } | null)?.items;
        for (const item of sent.url().includes('/sync/') ? (items ?? []) : []) sentIds.add(item.id);
      }
      if (sent.method() === 'GET' || offline || drops() >= 0.25) return route.continue();
      await route.fetch();
      traffic.answersLost++;
      return route.abort('internetdisconnected');
    });
    page.on('requestfailed', (sent) => {
      if (sent.method() !== 'GET' && sent.url().includes('/api/')) traffic.cutOff++;
    });
    page.on('response', async (answer) => {
      if (answer.headers()['idempotent-replayed'] === 'true') traffic.replayed++;
      // A batch of queued changes (POST /sync/batch) says per change whether the server replayed its first answer.
      if (answer.request().method() === 'POST' && answer.url().includes('/sync/')) {
        const body = (await answer.json().catch(() => null)) as { results?: { replayed?: boolean }[] } | null;
        traffic.replayed += body?.results?.filter((result) => result.replayed).length ?? 0;
      }
    });
    let switches = 0;
    const startedAt = Date.now();
    for (let i = 0; i < 200; i++) {
      if (random() < 0.15) {
        offline = !offline;
        switches++;
        await context.setOffline(offline);
      }
      const guest = guests[Math.floor(random() * guests.length)] as (typeof guests)[number];
      // The button's name is the state the screen shows: it is found only once the guest's last toggle is drawn.
      await checkInToggle(page, guest.name, guest.checkedIn).click();
      guest.checkedIn = !guest.checkedIn;
      guest.toggles++;
    }
    const clicking = Date.now() - startedAt;
    await context.setOffline(false);
    // The screen shows a tap before its queue entry is written (the optimistic overlay), so an empty queue right after
    // the last click can still be missing that click's entry: first every action must have gone out at least once.
    // (Reading the log while the last one was applied shifted its pages: one entry read twice, the newest not at all.)
    await expect.poll(() => sentIds.size, { timeout: 30_000 }).toBe(200);
    await expectWaiting(page, 0);
    const drained = Date.now() - startedAt;
    await expect(sync(page).locator('.sync-conflict')).toHaveCount(0);
    await expect(page.locator('[data-unsynced]')).toHaveCount(0);
    test.info().annotations.push({ type: 'chaos', description: `200 actions on ${guests.map((guest) => guest.name).join(', ')}; ${switches} network switches, ${traffic.cutOff} sends failed (${traffic.answersLost} after the server applied them), ${traffic.replayed} answers replayed; clicked in ${clicking} ms, all on the server after ${drained} ms` });

    // The server's log: each of the 200 ids the tablet sent applied exactly once — one entry per row of the guest's
    // booking, never a row twice — and per guest the toggles in the order made.
    const api = await staffApi(request, 'host@covers.test');
    const log = (await api.logSince(startedAt)).reverse();
    const served = await api.matrix(today());
    const rowsOf = (id: string) =>
      Object.values(served.reservations)
        .filter((row) => row._id === id || row.linkedReservationId === id)
        .map((row) => row._id)
        .sort();
    const entriesById = new Map<string, string[]>();
    for (const item of log) entriesById.set(String(item.actionId), [...(entriesById.get(String(item.actionId)) ?? []), item.entityId ?? '']);
    expect(sentIds.size, 'distinct action ids the tablet sent').toBe(200);
    // Compared as lists, a failure names the id the tablet lost, never sent, or the server applied twice.
    expect([...entriesById.keys()].sort()).toEqual([...sentIds].sort());
    const rowsByEntity = new Map(guests.map((guest) => [guest.id, rowsOf(guest.id)]));
    for (const [actionId, entities] of entriesById) {
      const booking = guests.find((guest) => entities.includes(guest.id));
      expect({ actionId, rows: entities.sort() }).toEqual({ actionId, rows: booking ? rowsByEntity.get(booking.id) : ['a booking of the chosen guests'] });
    }
    for (const guest of guests) {
      const mine = log.filter((item) => item.entityId === guest.id).map((item) => item.action);
      const expected = Array.from({ length: guest.toggles }, (_, i) => ((initial.get(guest.id) ? i + 1 : i) % 2 === 0 ? 'checkIn' : 'checkOut'));
      expect(mine, guest.name).toEqual(expected);
    }
    for (const guest of guests) {
      expect(served.reservations[guest.id]?.checkedIn, guest.name).toBe(guest.checkedIn);
      await expect(checkInToggle(page, guest.name, guest.checkedIn)).toBeVisible();
    }
  });
});

test('conflict: a booking cancelled while the tablet was offline is shown with the server\u2019s reason, discarded, and the queue goes on', async ({ context, page, request }) => {
  const owner = await staffApi(request, 'owner@covers.test');
  const day = today();
  const suffix = Date.now() % 10_000;
  const book = async (name: string, table: string) => {
    const id = crypto.randomUUID();
    const start = toInstant(day, 22 * 60 + 30, zone).getTime();
    const created = await owner.send('POST', '/reservations', {
      _id: id,
      customer: { name },
      partySize: 2,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3_600_000).toISOString(),
      level: 'Terrace',
      tableNumbers: [table],
    });
    expect(created.status(), await created.text()).toBe(200);
    return id;
  };
  const clara = `Conflict Clara ${suffix}`;
  const dario = `Conflict Dario ${suffix}`;
  const claraId = await book(clara, 'T2');
  const darioId = await book(dario, 'T3');

  await signIn(page, 'host@covers.test');
  // A tablet in service: the worker has its caches (the form's code comes from them offline).
  await controlledByServiceWorker(page);
  await page.goto('/r/demo/checkin');
  await expect(checkInToggle(page, clara, false)).toBeVisible();
  await expect(checkInToggle(page, dario, false)).toBeVisible();
  const startedAt = Date.now();

  // The tablet loses the network with the screen open; meanwhile the owner cancels Clara's booking on the server.
  await context.setOffline(true);
  await expect(sync(page).getByText('Offline', { exact: true })).toBeVisible();
  expect((await owner.send('DELETE', `/reservations/${claraId}`)).status()).toBe(200);
  const queued = { count: 0 };
  await act(page, checkInToggle(page, clara, false), queued);
  await act(page, checkInToggle(page, dario, false), queued);
  // A walk-in through the form on the same open page, still offline.
  const walkIn = `Conflict Walk-in ${suffix}`;
  const walkInId = await queueWalkIn(page, walkIn, 'Terrace', 'T10', queued);

  // Online: the server refuses Clara's check-in; it shows as a conflict with the server's reason, and the changes
  // queued after it are on the server all the same.
  await context.setOffline(false);
  const conflict = sync(page).locator('.sync-conflict');
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toHaveAttribute('data-conflict-code', 'reservation_deleted');
  await expect(conflict).toContainText(`Check in · ${clara}`);
  await expect(conflict).toContainText('This booking was deleted on another device in the meantime.');
  await expect(conflict).not.toContainText(claraId);
  await expect(sync(page).getByText('The server refused 1 change')).toBeVisible();
  await expect(conflict.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(conflict.getByRole('button', { name: 'Place anyway' })).toHaveCount(0);
  await expectWaiting(page, 0);

  const api = await staffApi(request, 'host@covers.test');
  const served = await api.matrix(day);
  expect(served.reservations[darioId]?.checkedIn).toBe(true);
  expect(served.reservations[walkInId]).toMatchObject({ customer: { name: walkIn }, tableNumber: 'T10' });
  expect(served.reservations[claraId]).toBeUndefined();
  const log = await api.logSince(startedAt);
  expect(log.filter((item) => item.entityId === claraId).map((item) => item.action)).toEqual(['softDelete']);
  expect(log.filter((item) => item.entityId === darioId).map((item) => item.action)).toEqual(['checkIn']);
  expect(log.filter((item) => item.entityId === walkInId).map((item) => item.action)).toEqual(['createReservation']);

  // The host discards it: the list empties and Clara's booking is gone from the day.
  await conflict.getByRole('button', { name: 'Discard' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(sync(page).locator('[role="alert"]')).toHaveCount(0);
  await nav(page, 'Check-in').click();
  await expect(checkInToggle(page, dario, true)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: clara })).toHaveCount(0);
  expect(await readStore(page, 'conflicts')).toEqual([]);
});
