// The host's screens hold up: refused offline changes read as one conflict per guest in the host's words, every time
// a person reads is restaurant-local, the guest's name always shows on the grid, the detail is a sheet in portrait,
// and an admin acts only as a user or restaurant that exists. Demo restaurant (Europe/Berlin), its own fresh bookings.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addDays, localDateOf, toInstant } from '../../core/time';
import { uuidV7 } from '../../src/offline/uuid-v7';
import { idToken } from './support/emulator';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });

const zone = 'Europe/Berlin';
const today = () => localDateOf(Date.now(), zone);
const hhmm = (instant: number) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
/** An instant as the wire writes it ("…T19:00:00.000Z"): a person must never read one. */
const utcInstant = /\d{4}-\d\d-\d\dT\d\d:\d\d/;
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const grid = (page: Page) => page.getByRole('region', { name: 'Tables and times' });
const block = (page: Page, guest: string) => grid(page).getByRole('button', { name: new RegExp(`^${guest},`) });
const sync = (page: Page) => page.getByRole('region', { name: 'Sync' });
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

async function staffApi(request: APIRequestContext, email: string) {
  const headers = { authorization: `Bearer ${await idToken(email)}`, 'x-restaurant-id': 'demo' };
  const post = (path: string, data: unknown, key: string = crypto.randomUUID()) => request.post(`/api${path}`, { headers: { ...headers, 'idempotency-key': key }, data });
  return {
    post,
    /**
     * A booking on a Dining Room table from `start` for `minutes` (epoch ms), placed over whatever is there. The other
     * spec files keep to the terrace and table 12 (front-of-house, offline, startup-robustness share the server).
     */
    async book(name: string, table: string, start: number, minutes = 120): Promise<string> {
      const id = crypto.randomUUID();
      const created = await post('/reservations', {
        _id: id,
        customer: { name },
        partySize: 2,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + minutes * 60_000).toISOString(),
        level: 'Dining Room',
        tableNumbers: [table],
        allowOverlap: true,
      });
      expect(created.status(), await created.text()).toBe(200);
      return id;
    },
  };
}

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The guest's name is drawn inside the block, not clipped away by it. */
async function expectNameShown(target: Locator, guest: string): Promise<void> {
  const name = target.locator('.foh-block__name');
  await expect(name).toHaveText(guest);
  // Both boxes from one frame: the page may shift between two separate reads (the sync strip's line changes height).
  const placement = () =>
    target.evaluate((block) => {
      const outer = block.getBoundingClientRect();
      const inner = block.querySelector('.foh-block__name')?.getBoundingClientRect();
      if (!inner) return 'no name';
      if (inner.height <= 8) return 'the name has no line';
      if (inner.top < outer.top - 0.5) return 'the name starts above the block';
      if (inner.bottom > outer.bottom + 0.5) return 'the name ends below the block';
      return 'inside';
    });
  await expect.poll(placement).toBe('inside');
}

test('the guest\u2019s name shows on a block with two labels (checked in + late, not yet synced + checked in)', async ({ page, context, request }) => {
  const owner = await staffApi(request, 'owner@covers.test');
  const suffix = Date.now() % 10_000;
  const late = `Lena Late ${suffix}`;
  const offline = `Otto Offline ${suffix}`;
  await owner.book(late, '5', toInstant(today(), 14 * 60, zone).getTime());
  await owner.book(offline, '6', toInstant(today(), 14 * 60, zone).getTime());
  await signIn(page, 'host@covers.test');
  await controlledByServiceWorker(page);
  await expect(block(page, late)).toBeVisible();

  await block(page, late).click();
  const panel = page.getByRole('article', { name: late });
  await panel.getByRole('button', { name: 'Check in', exact: true }).click();
  await panel.getByRole('button', { name: 'Mark late', exact: true }).click();
  await expect(block(page, late)).toHaveAccessibleName(/Checked in, Late$/);
  await expectNameShown(block(page, late), late);

  await context.setOffline(true);
  await block(page, offline).click();
  await page.getByRole('article', { name: offline }).getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(block(page, offline).locator('[data-unsynced]')).toBeVisible();
  await expectNameShown(block(page, offline), offline);
  await context.setOffline(false);
  expect(await seriousViolations(page)).toEqual([]);
});

test('portrait 800 × 1280: the booking opens as a sheet over a full-width grid; Escape closes it and focus returns', async ({ page, request }) => {
  const guest = `Paula Portrait ${Date.now() % 10_000}`;
  await (await staffApi(request, 'owner@covers.test')).book(guest, '11', toInstant(today(), 14 * 60, zone).getTime());
  await page.setViewportSize({ width: 800, height: 1280 });
  await signIn(page, 'host@covers.test');
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);
  const opener = block(page, guest);
  await opener.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: guest });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Mark late', exact: true })).toBeVisible();
  // The grid keeps its width under the sheet instead of shrinking to a column beside it (the modal sheet hides it
  // from the accessibility tree meanwhile, hence the class).
  const box = await page.locator('.foh-grid').boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(450);
  // Keyboard focus is in the sheet while it is open.
  expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page).not.toHaveURL(/reservation=/);
  await expect(opener).toBeFocused();
  // The close button closes it as well.
  await page.keyboard.press('Enter');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Close details' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a refused host action says the restaurant-local time, on the tablet and from the server', async ({ page, request }) => {
  const owner = await staffApi(request, 'owner@covers.test');
  const tomorrow = addDays(today(), 1);
  const start = toInstant(tomorrow, 20 * 60, zone).getTime();
  const guest = `Tessa Tomorrow ${Date.now() % 10_000}`;
  const id = await owner.book(guest, '3', start);

  // The server's refusal carries the instant as data and words it in the restaurant's time.
  const actionId = uuidV7();
  const refused = await owner.post('/reservations/actions', { actionId, action: { type: 'markLeft', reservationId: id } }, actionId);
  expect(refused.status(), await refused.text()).toBe(409);
  const body = (await refused.json()) as { error: string; message: string; at?: string };
  expect(body.error).toBe('reservation_not_started');
  expect(body.at && Date.parse(body.at)).toBe(start);
  expect(body.message).toContain('20:00');
  expect(body.message).not.toMatch(utcInstant);

  await signIn(page, 'host@covers.test');
  await page.goto(`/r/demo/reservations?date=${tomorrow}`);
  await block(page, guest).click();
  const panel = page.getByRole('article', { name: guest });
  await panel.getByRole('button', { name: 'Guest left' }).click();
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText(hhmm(start));
  await expect(alert).toContainText('20:00');
  await expect(alert).not.toContainText(utcInstant);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a walk-in refused offline is one conflict in the host\u2019s words, its check-in and late folded in; placing it anyway sends all', async ({ context, page, request }) => {
  const owner = await staffApi(request, 'owner@covers.test');
  const suffix = Date.now() % 10_000;
  const walkIn = `Wanda Walk-in ${suffix}`;
  const taker = `Theo Taker ${suffix}`;
  await signIn(page, 'host@covers.test');
  await controlledByServiceWorker(page);
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);

  await context.setOffline(true);
  await expect(sync(page).getByText('Offline', { exact: true })).toBeVisible();
  const formOpenedAt = Date.now();
  await nav(page, 'New reservation').click();
  await page.getByLabel('Name').fill(walkIn);
  await page.getByRole('combobox', { name: 'Area' }).selectOption('Dining Room');
  await page.getByRole('combobox', { name: 'Table', exact: true }).selectOption('9');
  await page.getByRole('button', { name: 'Create reservation' }).click();
  const createdAt = Date.now();
  await expect(page.getByRole('heading', { level: 1, name: walkIn })).toBeVisible();
  const walkInId = /\/reservation\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await page.getByRole('button', { name: 'Mark late', exact: true }).click();
  await expect(sync(page).locator('.sync-status__waiting')).toHaveAttribute('data-count', '3');

  // Meanwhile another device gives table 9 to someone else.
  const takenFrom = Math.floor((Date.now() - 30 * 60_000) / 900_000) * 900_000;
  await owner.book(taker, '9', takenFrom, 240);

  await context.setOffline(false);
  const conflict = sync(page).locator('.sync-conflict');
  await expect(conflict).toHaveCount(1, { timeout: 30_000 });
  await expect(sync(page).locator('.sync-status__waiting')).toHaveCount(0);
  await expect(conflict).toContainText(walkIn);
  await expect(conflict).toContainText(taker);
  // When the table is taken during the walk-in's two hours (it starts when the form opened, to 5 minutes), local time.
  const starts = [...new Set([formOpenedAt, createdAt].map((t) => Math.floor(t / 300_000) * 300_000))];
  await expect(conflict).toContainText(new RegExp(starts.map((start) => `\\(${hhmm(start)}–${hhmm(start + 2 * 3_600_000)}\\)`).join('|')));
  // The follow-ups are part of the one conflict.
  await expect(conflict).toContainText('Check in');
  await expect(conflict).toContainText('Mark late');
  await expect(conflict).not.toContainText(utcInstant);
  await expect(conflict).not.toContainText(uuid);
  await expect(conflict).not.toContainText('allowOverlap');
  expect(await seriousViolations(page)).toEqual([]);

  await conflict.getByRole('button', { name: 'Place anyway' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(sync(page).locator('.sync-status__waiting')).toHaveCount(0, { timeout: 30_000 });
  const headers = { authorization: `Bearer ${await idToken('host@covers.test')}`, 'x-restaurant-id': 'demo' };
  const matrix = (await (await request.get(`/api/reservations/matrix?date=${today()}`, { headers })).json()) as { reservations: Record<string, { checkedIn: boolean; checkedInAt: string | null; tableNumber: string }> };
  expect(matrix.reservations[walkInId]).toMatchObject({ checkedIn: true, tableNumber: '9' });
  expect(matrix.reservations[walkInId]?.checkedInAt).not.toBeNull();
});

test('an admin acts only as a user or restaurant found by search; a restaurant owner lands on the restaurant\u2019s overview', async ({ page }) => {
  await signIn(page, 'admin@covers.test');
  await expect(page).toHaveURL(/\/admin$/);
  const search = page.getByRole('searchbox', { name: 'Find a user or restaurant' });
  await search.fill('nobody@nowhere.test');
  await expect(page.getByText('No user or restaurant matches')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Act as / })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('covers.adminUserIdOverride'))).toBeNull();

  await search.fill('bistro');
  await expect(page.getByRole('button', { name: 'Open as Bistro Zwei' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open as Trattoria Demo' })).toHaveCount(0);

  await search.fill('owner2');
  const actAs = page.getByRole('button', { name: 'Act as Otto Owner (owner2@covers.test)' });
  await expect(actAs).toBeVisible();
  await expect(page.getByRole('button', { name: /^Act as / })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await actAs.click();
  // Spec §6: acting takes a reason and starts an override session.
  await expect(page).toHaveURL(/\/admin\/users\?actAsUser=demo-owner2$/);
  const dialog = page.getByRole('dialog', { name: 'Act as a restaurant or user' });
  await expect(dialog.getByText('Chosen: Otto Owner (owner2@covers.test) (user)')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Checking the owner view');
  await dialog.getByRole('button', { name: 'Start acting' }).click();
  await expect(page).toHaveURL(/\/r\/demo2\/overview$/);
  await expect(page.getByRole('status').filter({ hasText: 'owner2@covers.test' })).toBeVisible();
  await page.getByRole('button', { name: 'End override' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
