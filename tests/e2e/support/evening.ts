// The steps of front-of-house.spec.ts's evening: the host works on one tablet while the owner watches the same day's
// grid on a second, and every step shows there within 2 s. Each step builds on the ones before it.
import { expect, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { block, fillNewBlocker, fillWalkIn, nav, row } from './front-of-house';
import { signIn } from './session';

/** The owner's tablet shows each of the host's changes within 2 s, without anyone reloading it. */
const seenWithin = { timeout: 2_000 };

/** The owner signs in on a second tablet and opens the day's grid. */
export async function ownerWatches(browser: Browser) {
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const owner = await ownerContext.newPage();
  await signIn(owner, 'owner@covers.test');
  await owner.goto('/r/demo/reservations');
  await expect(block(owner, 'Tom Becker')).toBeVisible();
  return { owner, ownerContext };
}

/** Today's demo reservations in the grid (the default display mode), tables × time; the zoom. */
export async function seeTheDay(page: Page): Promise<void> {
  for (const guest of ['Giulia Rossi', 'Max Mustermann', 'Ana García', 'Tom Becker', 'Sofia Müller', 'Carmen López']) {
    await expect(block(page, guest)).toBeVisible();
  }
  await expect(row(page, 'T4', 'Terrace').getByRole('button', { name: /^Tom Becker, 4 guests, 18:00–20:00, table T4$/ })).toBeVisible();
  // Jonas Weber's 21:30–23:30 ends after 23:00: the open-end label.
  await expect(block(page, 'Jonas Weber')).toHaveAccessibleName(/21:30–open end/);
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Zoom 0–4 (xs…xl), default sm; remembered on the device.
  await expect(page.getByText('Zoom sm')).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByText('Zoom md')).toBeVisible();
  await page.getByRole('button', { name: 'Zoom out' }).click();
}

/** An area chosen (kept in the address), then Tom Becker marked late from the grid's details pane. */
export async function markLateFromTheGrid(page: Page, owner: Page): Promise<void> {
  await page.getByRole('group', { name: 'Areas' }).getByRole('button', { name: 'Terrace' }).click();
  await expect(page).toHaveURL(/areas=Terrace/);
  await expect(block(page, 'Max Mustermann')).toHaveCount(0);
  await expect(block(page, 'Tom Becker')).toBeVisible();

  // Tap the reservation, then the action in the details pane.
  await block(page, 'Tom Becker').click();
  await expect(page).toHaveURL(/reservation=/);
  const panel = page.getByRole('article', { name: 'Tom Becker' });
  await panel.getByRole('button', { name: 'Mark late' }).click();
  await expect(panel.getByText('Late', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Not late' })).toBeVisible();
  await expect(block(owner, 'Tom Becker')).toHaveAccessibleName(/, Late$/, seenWithin);
}

/** Carmen López dragged from T8 to T9 at the same time. */
export async function moveByDrag(page: Page, owner: Page): Promise<void> {
  const carmen = block(page, 'Carmen López');
  await row(page, 'T9', 'Terrace').scrollIntoViewIfNeeded();
  const from = await carmen.boundingBox();
  const target = await row(page, 'T9', 'Terrace').locator('[data-table-id]').boundingBox();
  if (!from || !target) throw new Error('grid not laid out');
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x + 4, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(x, target.y + target.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(row(page, 'T9', 'Terrace').getByRole('button', { name: /^Carmen López,.*table T9$/ })).toBeVisible();
  await expect(row(page, 'T8', 'Terrace').getByRole('button', { name: /^Carmen López/ })).toHaveCount(0);
  await expect(row(owner, 'T9', 'Terrace').getByRole('button', { name: /^Carmen López,.*table T9$/ })).toBeVisible(seenWithin);
}

/** Max Mustermann checked in from the check-in screen: one tap. */
export async function checkInFromTheList(page: Page, owner: Page): Promise<void> {
  await nav(page, 'Check-in').click();
  await expect(page.getByRole('heading', { name: /^Arrivals, / })).toBeVisible();
  await page.getByRole('button', { name: 'Check in Max Mustermann' }).click();
  await expect(page.getByRole('button', { name: 'Undo check-in of Max Mustermann' })).toBeVisible();
  await expect(block(owner, 'Max Mustermann')).toHaveAccessibleName(/, Checked in/, seenWithin);
  // The late mark made in the grid shows here too.
  await expect(page.getByRole('listitem').filter({ hasText: 'Tom Becker' }).getByText('Late', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

/** Ana García extended through search and the single reservation. */
export async function extendThroughSearch(page: Page, owner: Page): Promise<void> {
  await nav(page, 'Search').click();
  await page.getByLabel('Guest name').fill('García');
  await page.getByRole('link', { name: /Ana García/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana García' })).toBeVisible();
  await page.getByRole('button', { name: 'Extend', exact: true }).click();
  await expect(page.getByText('Extended to 23:59')).toBeVisible();
  await expect(block(owner, 'Ana García')).toHaveAccessibleName(/, Extended to 23:59/, seenWithin);
  expect(await seriousViolations(page)).toEqual([]);
}

/** A walk-in on the overflow table, now, for two hours; then the guests leave early. */
export async function walkInLeavesEarly(page: Page, owner: Page): Promise<void> {
  await nav(page, 'New reservation').click();
  await expect(page.getByRole('heading', { level: 1, name: 'New reservation' })).toBeVisible();
  await expect(page.getByLabel('Party size')).toHaveValue('2');
  await page.getByRole('button', { name: 'Create reservation' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await fillWalkIn(page, 'Walk-in Wagner', 'Dining Room', 'B1');
  await page.getByRole('button', { name: 'Create reservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-in Wagner' })).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
  await expect(block(owner, 'Walk-in Wagner')).toBeVisible(seenWithin);
  await page.getByRole('button', { name: 'Guest left' }).click();
  await expect(page.getByText(/^Left \d\d:\d\d$/)).toBeVisible();
  await expect(block(owner, 'Walk-in Wagner')).toHaveAccessibleName(/, Left \d\d:\d\d/, seenWithin);
}

/** A blocker on a terrace table. */
export async function blockATable(page: Page): Promise<void> {
  await fillNewBlocker(page, { from: '15:00', until: '16:00', area: 'Terrace', table: 'T6', note: 'Umbrella repair' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: /15:00–16:00 · Terrace: T6/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

/** A forced overlap: refused first, then placed with the override. */
export async function placeOverATakenTable(page: Page, owner: Page): Promise<void> {
  await page.goto('/r/demo/reservation/new?area=Dining%20Room&tableNumber=10');
  await page.getByLabel('Name').fill('Overlap Otto');
  await page.getByLabel('Start').fill('20:00');
  await page.getByLabel('End').fill('21:00');
  await page.getByRole('button', { name: 'Create reservation' }).click();
  await expect(page.getByText(/^Already taken: Table 10 is taken from \d\d:\d\d to \d\d:\d\d\.$/)).toBeVisible();
  await page.getByLabel(/Place even if the table is taken/).check();
  await page.getByRole('button', { name: 'Create reservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overlap Otto' })).toBeVisible();
  await expect(block(owner, 'Overlap Otto')).toBeVisible(seenWithin);
}

/** The actions log lists every step, newest first. */
export async function actionsLogListsEveryStep(page: Page): Promise<void> {
  await page.goto('/r/demo/actions-log');
  const log = page.getByRole('list', { name: 'Entries' });
  for (const [action, guest] of [
    ['Reservation created', 'Overlap Otto'],
    ['Blocker created', null],
    ['Guest left', 'Walk-in Wagner'],
    ['Reservation created', 'Walk-in Wagner'],
    ['Extended', 'Ana García'],
    ['Checked in', 'Max Mustermann'],
    ['Reservation moved', 'Carmen López'],
    ['Marked late', 'Tom Becker'],
  ] as const) {
    await expect(log.getByText(guest ? `${action} · ${guest}` : action, { exact: true }).first()).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
}
