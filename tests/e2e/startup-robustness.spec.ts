// A server that is busy (429) or failing while a tablet or the login page starts: the device says so, waits it out
// with back-off and carries on by itself — a signed-in tablet with the token its calls need, its queued taps sent.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { localDateOf, toInstant } from '../../core/time';
import { idToken } from './support/emulator';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });
test.describe.configure({ mode: 'serial' });

const zone = 'Europe/Berlin';
const notice = (page: Page) => page.locator('.connection-notice');

/** Answers `path` with 429 (Retry-After: 1) until `release()`; counts the refusals. */
async function busy(page: Page, path: string) {
  let released = false;
  let refused = 0;
  await page.route(`**${path}`, async (route) => {
    if (released) return route.continue();
    refused++;
    return route.fulfill({ status: 429, headers: { 'retry-after': '1', 'content-type': 'application/json' }, body: JSON.stringify({ error: 'rate_limited', message: 'Too many requests' }) });
  });
  return { release: () => (released = true), refused: () => refused };
}

/** A booking for tonight on the first free terrace table, made by the owner through the API. */
async function bookTonight(request: APIRequestContext, name: string): Promise<string> {
  const headers = { authorization: `Bearer ${await idToken('owner@covers.test')}`, 'x-restaurant-id': 'demo', 'idempotency-key': crypto.randomUUID() };
  const start = toInstant(localDateOf(Date.now(), zone), 22 * 60 + 45, zone).getTime();
  for (const table of ['T6', 'T7', 'T5', 'T4', 'T1']) {
    const id = crypto.randomUUID();
    const data = { _id: id, customer: { name }, partySize: 2, startTime: new Date(start).toISOString(), endTime: new Date(start + 3_600_000).toISOString(), level: 'Terrace', tableNumbers: [table] };
    const created = await request.post('/api/reservations', { headers: { ...headers, 'idempotency-key': crypto.randomUUID() }, data });
    if (created.status() === 200) return id;
  }
  throw new Error('no free terrace table tonight');
}

test('a 429 from the client config at start-up: the tablet says it is busy, signs in anyway and sends its taps', async ({ page, request }) => {
  const guest = `Busy Bianca ${Date.now() % 10_000}`;
  const id = await bookTonight(request, guest);
  await signIn(page, 'host@covers.test');
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);

  const clientConfig = await busy(page, '/api/client-config');
  const meAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/users/me')) meAnswers.push(response.status());
  });
  await page.goto('/r/demo/checkin');
  await expect(notice(page)).toContainText(/Busy right now\. Trying again in \d+ seconds?…/);
  expect(clientConfig.refused()).toBeGreaterThan(0);

  // The tap goes out with the token the stored client config gave the session, while the server still refuses it.
  await page.getByRole('button', { name: `Check in ${guest}` }).click();
  await expect(page.getByRole('button', { name: `Undo check-in of ${guest}` })).toBeVisible();
  const headers = { authorization: `Bearer ${await idToken('owner@covers.test')}`, 'x-restaurant-id': 'demo' };
  await expect
    .poll(async () => ((await (await request.get(`/api/reservations/${id}`, { headers })).json()) as { checkedIn?: boolean }).checkedIn, { timeout: 20_000 })
    .toBe(true);
  expect(meAnswers.filter((status) => status === 401)).toEqual([]);
  expect(meAnswers).toContain(200);

  // Once the server answers again the notice goes by itself.
  clientConfig.release();
  await expect(notice(page)).toHaveCount(0, { timeout: 40_000 });
});

test('a 429 on the login page: it says so, retries, and the sign-in form comes', async ({ page }) => {
  const clientConfig = await busy(page, '/api/client-config');
  await page.goto('/login');
  await expect(notice(page)).toContainText(/Busy right now/);
  await expect.poll(() => clientConfig.refused()).toBeGreaterThanOrEqual(2);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  clientConfig.release();
  await expect(page.getByLabel('Email')).toBeVisible({ timeout: 40_000 });
  await expect(notice(page)).toHaveCount(0);
});

test('a 429 on a guest\u2019s first visit: the booking page says it is busy and opens once the server answers', async ({ page }) => {
  const config = await busy(page, '/files/app-config/demo.json*');
  const api = await busy(page, '/api/app-config*');
  await page.goto('/r/demo/');
  await expect(notice(page).first()).toContainText(/Busy right now/);
  config.release();
  api.release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Trattoria Demo', { timeout: 40_000 });
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);
});
