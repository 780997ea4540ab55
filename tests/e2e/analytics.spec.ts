import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { addDays, localDateOf } from '../../core/time';
import { fieldsOf } from '../../src/features/analytics/test-kit';
import { seriousViolations } from './support/axe';
import { idToken } from './support/emulator';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

// The demo restaurant's zone (server/seed/demo.ts): its "today" has the seeded bookings.
const zone = 'Europe/Berlin';

/** A headline figure's value as the screen shows it (en-US: "1,234", "29.5%"). */
function headline(page: Page, label: string) {
  return page.locator('.analytics-figure').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) }).getByRole('definition').first();
}

async function headlineCount(page: Page, label: string): Promise<number> {
  return Number((await headline(page, label).innerText()).replace(/,/g, ''));
}

/** The downloaded CSV: its raw bytes and its rows keyed by the header row. */
async function downloadCsv(page: Page, testInfo: TestInfo): Promise<{ name: string; bytes: Buffer; rows: Record<string, string>[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const bytes = await readFile(path);
  const [header, ...lines] = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n').map(fieldsOf);
  return { name: download.suggestedFilename(), bytes, rows: lines.map((line) => Object.fromEntries((header ?? []).map((column, i) => [column, line[i] ?? '']))) };
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function openAnalytics(page: Page) {
  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo/overview');
  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/r\/demo\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Period', exact: true })).toHaveValue('last30Days');
  await expect(headline(page, 'Bookings')).toBeVisible();
}

/** Light and dark: axe finds nothing serious, with the charts and the figures on screen. */
async function checkAccessibility(page: Page) {
  await expect(page.locator('.analytics-chart svg').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
}

/** The series as a table: one row per day of the last 30, adding up to the headline bookings. */
async function readSeriesTable(page: Page) {
  const section = page.getByRole('region', { name: 'Bookings and covers over time' });
  await section.getByRole('button', { name: 'Table' }).click();
  await expect(section.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  const rows = section.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(30);
  const bookings = await rows.locator('td:nth-of-type(1)').allInnerTexts();
  expect(bookings.reduce((sum, text) => sum + Number(text.replace(/,/g, '')), 0)).toBe(await headlineCount(page, 'Bookings'));
}

async function choosePresetThisYear(page: Page, year: string) {
  await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption({ label: 'This year' });
  // Intl puts thin spaces around the dash; \s matches them.
  await expect(page.getByText(new RegExp(`^Figures for Jan 1\\s–\\sDec 31, ${year}$`))).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Show by' })).toHaveValue('month');
  const section = page.getByRole('region', { name: 'Bookings and covers over time' });
  await expect(section.getByRole('table').locator('tbody tr')).toHaveCount(12);
}

/** Types both dates and waits for the figures of that range (the last request the screen makes). */
async function chooseCustomDates(page: Page, from: string, to: string) {
  const answered = page.waitForResponse((response) => response.url().includes(`/api/analytics/bookings?startDate=${from}&endDate=${to}&`));
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  expect((await answered).status()).toBe(200);
  await expect(page.getByText('Updating…')).toHaveCount(0);
}

test('the owner reads a range’s figures, changes the range and downloads the same figures as CSV', async ({ page }, testInfo) => {
  const today = localDateOf(Date.now(), zone);
  await openAnalytics(page);
  // The seeded day is in the last 30 days.
  expect(await headlineCount(page, 'Bookings')).toBeGreaterThan(0);
  await checkAccessibility(page);
  await readSeriesTable(page);
  await choosePresetThisYear(page, today.slice(0, 4));

  // Custom dates: a month long before any booking is empty, and a range that ends before it starts is refused.
  await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption({ label: 'Custom dates' });
  await chooseCustomDates(page, '2001-01-01', '2001-01-31');
  await expect(page.getByText('No bookings in this period.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  await page.getByLabel('To', { exact: true }).fill('2000-12-01');
  await expect(page.getByRole('alert')).toHaveText('The end date comes before the start date.');

  // The last seven days, today included: the figures on screen and in the file are the same.
  const from = addDays(today, -6);
  await chooseCustomDates(page, from, today);
  await expect(page.getByRole('combobox', { name: 'Show by' })).toHaveValue('day');
  const shown = { bookings: await headlineCount(page, 'Bookings'), covers: await headlineCount(page, 'Covers'), cancellations: await headlineCount(page, 'Cancellations') };
  expect(shown.bookings).toBeGreaterThan(0);
  await expectNoSeriousViolations(page);

  const csv = await downloadCsv(page, testInfo);
  expect(csv.name).toBe(`analytics-demo-${from}-${today}-all.csv`);
  await expect(page.getByRole('status').filter({ hasText: `Downloaded ${csv.name}.` })).toBeVisible();
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const total = csv.rows.find((row) => row.Section === 'Total');
  expect(total).toMatchObject({ 'Start date': from, 'End date': today, Bookings: String(shown.bookings), Covers: String(shown.covers), Cancellations: String(shown.cancellations) });
  expect(csv.rows.find((row) => row.Section === 'Previous period')).toMatchObject({ 'Start date': addDays(from, -7), 'End date': addDays(today, -7) });
  const periods = csv.rows.filter((row) => row.Section === 'Period');
  expect(periods.map((row) => row['Start date'])).toEqual([0, 1, 2, 3, 4, 5, 6].map((days) => addDays(from, days)));
  expect(periods.reduce((sum, row) => sum + Number(row.Bookings), 0)).toBe(shown.bookings);
  expect(csv.rows.filter((row) => row.Section === 'Party size').reduce((sum, row) => sum + Number(row.Covers), 0)).toBe(shown.covers);

  // Mobile only: bookings made by staff or before platforms were recorded drop out, and the screen says why.
  const mobile = page.waitForResponse((response) => response.url().includes('platform=mobile'));
  await page.getByRole('combobox', { name: 'Platform', exact: true }).selectOption({ label: 'Mobile' });
  expect((await mobile).status()).toBe(200);
  await expect(page.getByText('Bookings by staff and bookings made before platforms were recorded count only under all platforms.')).toBeVisible();
  await expect(page.getByText('Updating…')).toHaveCount(0);
  await expect(page.getByText('No bookings in this period.').or(headline(page, 'Bookings'))).toBeVisible();
  const mobileBookings = (await headline(page, 'Bookings').count()) === 0 ? 0 : await headlineCount(page, 'Bookings');
  expect(mobileBookings).toBeLessThanOrEqual(shown.bookings);
});

test('a host, whose role lacks ViewAnalytics, can neither open analytics nor read its figures', async ({ page, request }) => {
  await signIn(page, 'host@covers.test');
  await page.goto('/r/demo/overview');
  await expect(page.getByRole('link', { name: 'Analytics', exact: true })).toHaveCount(0);
  await page.goto('/r/demo/analytics');
  await expect(page).toHaveURL(/\/r\/demo\/overview$/);
  const today = localDateOf(Date.now(), zone);
  const answer = await request.get(`/api/analytics/bookings?startDate=${addDays(today, -6)}&endDate=${today}`, {
    headers: { authorization: `Bearer ${await idToken('host@covers.test')}`, 'x-restaurant-id': 'demo' },
  });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toMatchObject({ error: 'missing_permission' });
});
