// The front of house on the 1280 × 800 wall tablet: the host works through an evening on the demo restaurant's
// reservations of today (server/seed/demo.ts) and every step shows up in the actions log.
import { expect, test } from '@playwright/test';
import { addDays, localDateOf, toInstant } from '../../core/time';
import { seriousViolations } from './support/axe';
import { idToken } from './support/emulator';
import {
  actionsLogListsEveryStep,
  blockATable,
  checkInFromTheList,
  extendThroughSearch,
  markLateFromTheGrid,
  moveByDrag,
  ownerWatches,
  placeOverATakenTable,
  seeTheDay,
  walkInLeavesEarly,
} from './support/evening';
import { block, row } from './support/front-of-house';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });

test.describe.configure({ mode: 'serial' });

test('the host runs the evening: grid, check-in, late, extend, walk-in, left, move by drag, blocker, collision, actions log', async ({ page, browser }) => {
  // One long story on one tablet (each step builds on the one before), with axe checks on every screen.
  test.setTimeout(180_000);
  await signIn(page, 'host@covers.test');
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);
  // The owner watches the same day's grid on a second tablet.
  const { owner, ownerContext } = await ownerWatches(browser);

  await seeTheDay(page);
  await markLateFromTheGrid(page, owner);
  await moveByDrag(page, owner);
  await checkInFromTheList(page, owner);
  await extendThroughSearch(page, owner);
  await walkInLeavesEarly(page, owner);
  await blockATable(page);
  await placeOverATakenTable(page, owner);
  await ownerContext.close();
  // The overlap is listed under collisions.
  await page.goto('/r/demo/collisions');
  await expect(page.getByText(/Ana García .* and Overlap Otto .* share the table/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await actionsLogListsEveryStep(page);
});

test('table state shows each table\u2019s occupants for a timeslot, and the list mode lists the day', async ({ page }) => {
  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo/tableState?timeslot=1170-1290');
  const cards = page.getByRole('list', { name: 'Tables' });
  // At 19:30 Lena Schmidt arrives at table 2 and Ana García at 10; Max Mustermann had table 4 until then.
  await expect(cards.getByRole('button', { name: /^Table 2 · Dining Room.*Now\s*19:30 Lena Schmidt \(2\)/ })).toBeVisible();
  await cards.getByRole('button', { name: /^Table 4 · Dining Room/ }).click();
  await expect(page.getByRole('article', { name: 'Max Mustermann' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/r/demo/reservations');
  await page.getByRole('group', { name: 'Display' }).getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('button', { name: /Giulia Rossi/ })).toBeVisible();
  await page.getByRole('button', { name: /Giulia Rossi/ }).click();
  await expect(page.getByRole('article', { name: 'Giulia Rossi' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('group', { name: 'Display' }).getByRole('button', { name: 'Grid' }).click();
});

test('a waiting guest gets a freed table (and an email); a reservation is deleted with confirmation; a tap on a free cell starts a new one', async ({ page, request }) => {
  // A private party takes a whole day a month ahead, a guest asks to wait for that full day, and the party is called off.
  const day = addDays(localDateOf(new Date(), 'Europe/Berlin'), 30);
  const owner = { authorization: `Bearer ${await idToken('owner@covers.test')}`, 'x-restaurant-id': 'demo' };
  const wholeDay = { start: toInstant(day, 0, 'Europe/Berlin').toISOString(), end: toInstant(addDays(day, 1), 0, 'Europe/Berlin').toISOString() };
  const party = await request.post('/api/blockers', { headers: owner, data: { ...wholeDay, note: 'Private party' } });
  expect(party.status()).toBe(201);
  const joined = await request.post('/api/waitlist', {
    headers: { 'x-restaurant-id': 'demo' },
    data: { day, partySize: 2, customer: { name: 'Wanda Waiting', email: 'wanda@example.test', phone: '+49 30 2222222' } },
  });
  expect(joined.status()).toBe(201);
  const calledOff = await request.delete(`/api/blockers/${((await party.json()) as { _id: string })._id}`, { headers: owner });
  expect(calledOff.status()).toBe(200);

  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo/waitlist');
  await page.getByRole('button', { name: /^Wanda Waiting/ }).click();
  await page.getByLabel('Start').fill('13:00');
  await page.getByLabel('End').fill('14:00');
  await page.getByRole('combobox', { name: 'Area' }).selectOption('Terrace');
  await page.getByRole('combobox', { name: 'Table' }).selectOption('T2');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Give a table and notify the guest' }).click();
  await expect(page.getByText('Wanda Waiting has a table now; an email went to wanda@example.test.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Wanda Waiting/ })).toHaveCount(0);

  // Delete asks first, then returns to the reservations of that day.
  await page.getByRole('link', { name: 'Open reservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wanda Waiting' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Reservation?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/r/demo/reservations\\?date=${day}$`));
  await expect(row(page, 'T2', 'Terrace')).toBeVisible();
  await expect(block(page, 'Wanda Waiting')).toHaveCount(0);

  // A tap on a free stretch of a table's row opens a new reservation there.
  await page.goto('/r/demo/reservations?areas=Terrace');
  await row(page, 'T3', 'Terrace').locator('[data-table-id]').click({ position: { x: 30, y: 26 } });
  await expect(page).toHaveURL(/\/reservation\/new\?startTime=.*&area=Terrace&tableNumber=T3/);
  await expect(page.getByRole('combobox', { name: 'Table' })).toHaveValue('T3');
  await expect(page.getByLabel('Party size')).toHaveValue('2');
});
