// Spec §4 and §8: on the restaurant's own host (not the local machine, where the banner stays away) a guest sees the
// cookie banner, which names where product analytics would send page views; nothing is sent before the guest accepts,
// and one page view reaches the analytics stand-in, over real HTTP, once they do. The test server is configured with
// that stand-in as its collector (playwright.config.ts).
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { analyticsCollectUrl, analyticsReceiver } from './support/analytics';
import { seriousViolations } from './support/axe';

const port = Number(process.env.E2E_PORT ?? 8091);
const host = 'guest.covers.test';
const origin = `http://${host}:${port}`;
// The restaurant's host name reaches the test server; Chromium treats the origin as secure, as a real HTTPS host is.
test.use({
  viewport: { width: 390, height: 844 },
  locale: 'en-US',
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--disable-quic', `--host-resolver-rules=MAP ${host} 127.0.0.1`, `--unsafely-treat-insecure-origin-as-secure=${origin}`] },
});

const receiver = analyticsReceiver();
test.beforeAll(() => receiver.start());
test.afterAll(() => receiver.stop());

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' });

test('the banner names where analytics goes; a page view is sent only once the guest accepts', async ({ page }) => {
  await page.goto(`${origin}/r/demo/`);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(`product analytics (measurement ID G-E2E) counts page views, sent to ${new URL(analyticsCollectUrl).host}`);
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing before a choice: give the page the time a page view would take.
  await page.waitForTimeout(1_500);
  expect(receiver.received).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
  expect(receiver.received[0]?.get('tid')).toBe('G-E2E');
  expect(receiver.received[0]?.get('en')).toBe('page_view');
  expect(receiver.received[0]?.get('dl')).toBe(`${origin}/r/demo/`);

  // The choice is kept: the next visit shows no banner and sends its page view without asking.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
});

test('a guest who rejects sends nothing, now or on the next visit', async ({ page }) => {
  const before = receiver.received.length;
  await page.goto(`${origin}/r/demo/`);
  await banner(page).getByRole('button', { name: 'Reject' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.waitForTimeout(1_500);
  expect(receiver.received.length).toBe(before);
});
