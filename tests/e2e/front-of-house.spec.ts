// Issue 6 front of house on the 1280 × 800 wall tablet: the host works through an evening on the demo restaurant's
// reservations of today (server/seed/demo.ts) and every step shows up in the actions log.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, localDateOf, toInstant } from '../../core/time';
import { idToken } from './support/emulator';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const grid = (page: Page) => page.getByRole('region', { name: 'Tables and times' });
const block = (page: Page, guest: string) => grid(page).getByRole('button', { name: new RegExp(`^${guest},`) });
const row = (page: Page, table: string, area: string) => grid(page).getByRole('group', { name: `${table}, ${area}` });

test.describe.configure({ mode: 'serial' });

/** Issue 6: the owner's tablet shows each of the host's changes within 2 s, without anyone reloading it. */
const seenWithin = { timeout: 2_000 };

test('the host runs the evening: grid, check-in, late, extend, walk-in, left, move by drag, blocker, collision, actions log', async ({ page, browser }) => {
  // One long story on one tablet (each step builds on the one before), with axe checks on every screen.
  test.setTimeout(180_000);
  await signIn(page, 'host@covers.test');
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);
  // The owner watches the same day's grid on a second tablet.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const owner = await ownerContext.newPage();
  await signIn(owner, 'owner@covers.test');
  await owner.goto('/r/demo/reservations');
  await expect(block(owner, 'Tom Becker')).toBeVisible();

  // Today's demo reservations in the grid (the default display mode), tables × time.
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

  // Choosing an area keeps it in the address.
  await page.getByRole('group', { name: 'Areas' }).getByRole('button', { name: 'Terrace' }).click();
  await expect(page).toHaveURL(/areas=Terrace/);
  await expect(block(page, 'Max Mustermann')).toHaveCount(0);
  await expect(block(page, 'Tom Becker')).toBeVisible();

  // Mark late from the grid: tap the reservation, then the action in the details pane.
  await block(page, 'Tom Becker').click();
  await expect(page).toHaveURL(/reservation=/);
  const panel = page.getByRole('article', { name: 'Tom Becker' });
  await panel.getByRole('button', { name: 'Mark late' }).click();
  await expect(panel.getByText('Late', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Not late' })).toBeVisible();
  await expect(block(owner, 'Tom Becker')).toHaveAccessibleName(/, Late$/, seenWithin);

  // Move by drag: Carmen López from T8 to T9 at the same time.
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

  // Check in from the check-in screen: one tap.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Check-in' }).click();
  await expect(page.getByRole('heading', { name: /^Arrivals, / })).toBeVisible();
  await page.getByRole('button', { name: 'Check in Max Mustermann' }).click();
  await expect(page.getByRole('button', { name: 'Undo check-in of Max Mustermann' })).toBeVisible();
  await expect(block(owner, 'Max Mustermann')).toHaveAccessibleName(/, Checked in/, seenWithin);
  // The late mark made in the grid shows here too.
  await expect(page.getByRole('listitem').filter({ hasText: 'Tom Becker' }).getByText('Late', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Extend through search and the single reservation.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Search' }).click();
  await page.getByLabel('Guest name').fill('García');
  await page.getByRole('link', { name: /Ana García/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana García' })).toBeVisible();
  await page.getByRole('button', { name: 'Extend', exact: true }).click();
  await expect(page.getByText('Extended to 23:59')).toBeVisible();
  await expect(block(owner, 'Ana García')).toHaveAccessibleName(/, Extended to 23:59/, seenWithin);
  expect(await seriousViolations(page)).toEqual([]);

  // A walk-in on the overflow table, now, for two hours; then the guests leave early.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'New reservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New reservation' })).toBeVisible();
  await expect(page.getByLabel('Party size')).toHaveValue('2');
  await page.getByRole('button', { name: 'Create reservation' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await page.getByLabel('Name').fill('Walk-in Wagner');
  await page.getByRole('combobox', { name: 'Area' }).selectOption('Dining Room');
  await page.getByRole('combobox', { name: 'Table', exact: true }).selectOption('B1');
  await page.getByRole('button', { name: 'Create reservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-in Wagner' })).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
  await expect(block(owner, 'Walk-in Wagner')).toBeVisible(seenWithin);
  await page.getByRole('button', { name: 'Guest left' }).click();
  await expect(page.getByText(/^Left \d\d:\d\d$/)).toBeVisible();
  await expect(block(owner, 'Walk-in Wagner')).toHaveAccessibleName(/, Left \d\d:\d\d/, seenWithin);

  // A blocker on a terrace table.
  await page.goto('/r/demo/blockers');
  await page.getByRole('link', { name: 'New blocker' }).click();
  await page.getByLabel('From').fill('15:00');
  await page.getByLabel('Until').fill('16:00');
  await page.getByLabel('Some tables').check();
  await page.getByRole('combobox', { name: 'Area' }).selectOption('Terrace');
  await page.getByRole('group', { name: 'Tables' }).getByLabel('T6', { exact: true }).check();
  await page.getByLabel('Note').fill('Umbrella repair');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: /15:00–16:00 · Terrace: T6/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A forced overlap: refused first, placed with the override, then listed under collisions.
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
  await ownerContext.close();
  await page.goto('/r/demo/collisions');
  await expect(page.getByText(/Ana García .* and Overlap Otto .* share the table/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The actions log lists every step, newest first.
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
