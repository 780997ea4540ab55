// The guest's booking on a phone as a person uses it: the phone's Back goes to the previous step and a reload keeps
// the step (each step has its own address); a double tap on "Book now", or an answer lost on the way, books once.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, localDateOf } from '../../core/time';
import { idToken } from './support/emulator';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });
test.describe.configure({ mode: 'serial' });

const zone = 'Europe/Berlin';
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A Terrace slot for two on `day` that the API offers, as its button reads ("18:00 – 20:00"). */
async function terraceSlot(request: APIRequestContext, day: string, skip = 0): Promise<{ key: string; label: string }> {
  const response = await request.get(`/api/reservations/availability?date=${day}`, { headers: { 'x-restaurant-id': 'demo' } });
  const body = (await response.json()) as { availability: Record<string, Record<string, Record<string, number[]>>> };
  const keys = Object.entries(body.availability[day]?.Terrace ?? {}).filter(([, sizes]) => sizes.includes(2)).map(([key]) => key);
  const key = keys[skip];
  if (!key) throw new Error(`no Terrace slot for two on ${day}`);
  const [start, end] = key.split('-').map(Number) as [number, number];
  return { key, label: end >= 1380 ? new RegExp(`^${hhmm(start)}`).source : `${hhmm(start)} – ${hhmm(end)}` };
}

/** A booking this test makes: six days out, on the `skip`-th free Terrace slot for two, for a guest of this run. */
async function aBooking(request: APIRequestContext, skip: number, guest: string) {
  const day = addDays(localDateOf(Date.now(), zone), 6);
  return { day, slot: await terraceSlot(request, day, skip), name: `${guest} ${Date.now() % 100_000}` };
}

async function reservationsOf(request: APIRequestContext, day: string, name: string): Promise<number> {
  const headers = { authorization: `Bearer ${await idToken('owner@covers.test')}`, 'x-restaurant-id': 'demo' };
  const response = await request.get(`/api/reservations/matrix?date=${day}`, { headers });
  const body = (await response.json()) as { reservations: Record<string, { customer: { name: string } }> };
  return Object.values(body.reservations).filter((reservation) => reservation.customer.name === name).length;
}

async function toContact(page: Page, day: string, slot: { label: string }) {
  await page.goto('/r/demo/');
  await page.getByRole('button', { name: 'Book a table' }).click();
  await page.getByRole('button', { name: '2 guests' }).click();
  await page.getByLabel('Another day').fill(day);
  await page.getByRole('button', { name: /Terrace/ }).click();
  await page.getByRole('button', { name: new RegExp(slot.label) }).click();
}

async function fillContact(page: Page, name: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.test`);
  await page.getByLabel('Phone', { exact: true }).fill('030 12345678');
}

test('each step has its own address: Back goes to the step before, a reload keeps the step', async ({ page, request }) => {
  const day = addDays(localDateOf(Date.now(), zone), 6);
  const slot = await terraceSlot(request, day);
  await page.goto('/r/demo/');
  await page.getByRole('button', { name: 'Book a table' }).click();
  await expect(page).toHaveURL(/\/r\/demo\/\?book$/);
  await page.getByRole('button', { name: '2 guests' }).click();
  await expect(page).toHaveURL(/\?book&size=2$/);
  await page.getByLabel('Another day').fill(day);
  await expect(page).toHaveURL(new RegExp(`\\?book&size=2&date=${day}$`));
  await page.getByRole('button', { name: /Terrace/ }).click();
  await expect(page).toHaveURL(new RegExp(`&date=${day}&area=Terrace$`));
  await expect(page.getByRole('button', { name: new RegExp(slot.label) })).toBeVisible();

  // The phone's Back: the area step again, still on this page.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`&date=${day}$`));
  await expect(page.getByRole('button', { name: /Terrace/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?book&size=2$/);
  await expect(page.getByLabel('Another day')).toBeVisible();
  await page.goForward();
  await page.goForward();
  await page.getByRole('button', { name: new RegExp(slot.label) }).click();
  await expect(page).toHaveURL(new RegExp(`&area=Terrace&slot=${slot.key}$`));
  await expect(page.getByLabel('Name')).toBeVisible();

  // A reload keeps the step and every choice made.
  await page.reload();
  await expect(page.getByLabel('Name')).toBeVisible();
  await expect(page.locator('.booking__summary')).toContainText('Terrace');
  // The page's own Back after a reload: the step before, not away from the page.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`&area=Terrace$`));
  await expect(page.getByRole('button', { name: new RegExp(slot.label) })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  // From the first step, the phone's Back leaves the flow for the welcome.
  await page.goto('/r/demo/');
  await page.getByRole('button', { name: 'Book a table' }).click();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Book a table' })).toBeVisible();
});

test('a double tap on "Book now" books once, with one Idempotency-Key', async ({ page, request }) => {
  const { day, slot, name } = await aBooking(request, 1, 'Double Dora');
  const sent: (string | null)[] = [];
  page.on('request', (sentRequest) => {
    if (sentRequest.url().includes('/api/reservations/request')) sent.push(sentRequest.headers()['idempotency-key'] ?? null);
  });
  await toContact(page, day, slot);
  await fillContact(page, name);
  await page.getByRole('button', { name: 'Book now' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(await reservationsOf(request, day, name)).toBe(1);
  // A reload of the confirmation's address keeps the confirmation.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
});

test('an answer lost on the way: the same attempt is sent again and the first booking is the answer', async ({ page, request }) => {
  const { day, slot, name } = await aBooking(request, 2, 'Lost Lena');
  const keys: string[] = [];
  await page.route('**/api/reservations/request', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    // The first send reaches the server and books; its answer never reaches the phone.
    if (keys.length === 1) {
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await toContact(page, day, slot);
  await fillContact(page, name);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('heading', { name: 'Your table is booked' })).toBeVisible({ timeout: 20_000 });
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await reservationsOf(request, day, name)).toBe(1);
});
