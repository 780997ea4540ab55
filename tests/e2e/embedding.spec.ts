// A restaurant shows its booking page on its own website, in a frame ("also embedded-friendly"). The guest's
// pages may be framed by any site, also when the service worker answers them; every other page only by the app itself.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { idToken } from './support/emulator';

// The restaurant's own website, served from this machine (Chromium lets only a local page frame a local one): at
// localhost it is another site than the app (at 127.0.0.1); at 127.0.0.1 it is another origin of the same site, where
// Chromium lets the framed app register its service worker (a cross-site frame may not).
// A restaurant's own host (any *.example) leads this browser to the app's server, as the restaurant's DNS would.
test.use({ launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--disable-quic', '--host-resolver-rules=MAP *.example 127.0.0.1'] } });

let website: Server;
let framed = '';
test.beforeAll(async () => {
  website = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      // The README's snippet: the frame follows the height the booking page reports.
      `<!doctype html><html lang="en"><head><title>Bistro Zwei</title></head><body><h1>Bistro Zwei</h1>` +
        `<iframe id="covers-booking" title="Book a table" src="${framed}" style="width: 390px; height: 700px; border: 0"></iframe>` +
        `<script>addEventListener('message', (event) => { if (event.origin === ${JSON.stringify(new URL(framed).origin)} && event.data && event.data.type === 'covers:height') ` +
        `document.getElementById('covers-booking').style.height = event.data.height + 'px'; });</script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => website.listen(0, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => website.close(() => resolve())));

/** The restaurant's website at `host`, with `url` (a page of the app) in its frame. */
async function websiteFraming(page: Page, host: 'localhost' | '127.0.0.1', url: string): Promise<void> {
  framed = url;
  await page.goto(`http://${host}:${(website.address() as AddressInfo).port}/`);
}

/** The framed page opened at `url`, at whichever step of the booking it is now (each step has its own query). */
const framedPage = (page: Page, url: string) => page.frames().find((frame) => frame.url().split('?')[0] === url);

test("the booking page and the manage link work inside the restaurant's own website", async ({ page, baseURL }) => {
  const booking = page.frameLocator('iframe[title="Book a table"]');
  await websiteFraming(page, 'localhost', `${baseURL}/r/demo2/`);
  await booking.getByRole('button', { name: 'Book a table' }).click();
  await expect(booking.getByRole('button', { name: '4 guests' })).toBeVisible();
  await websiteFraming(page, 'localhost', `${baseURL}/r/demo2/guest/reservation/no-such-link`);
  await expect(booking.getByText('We could not find this reservation. The link may be incomplete.')).toBeVisible();
});

test('the frame grows and shrinks with the booking page, so the guest never scrolls inside it', async ({ page, baseURL }) => {
  const url = `${baseURL}/r/demo2/`;
  const booking = page.frameLocator('#covers-booking');
  await websiteFraming(page, 'localhost', url);
  await expect(booking.getByRole('button', { name: 'Book a table' })).toBeVisible();
  const frameHeight = () => page.locator('#covers-booking').evaluate((frame) => frame.getBoundingClientRect().height);
  const contentHeight = async () => (await framedPage(page, url)?.evaluate(() => document.getElementById('root')?.getBoundingClientRect().height)) ?? -1;
  const fitsContent = async () => Math.abs((await frameHeight()) - (await contentHeight())) <= 1;
  // The page knows it is framed (and no longer fills the frame's window, whatever its height), then says how tall it is.
  await expect.poll(async () => framedPage(page, url)?.evaluate(() => 'framed' in document.documentElement.dataset)).toBe(true);
  await expect.poll(fitsContent).toBe(true);
  const welcome = await frameHeight();
  expect(welcome).not.toBe(700);

  // The party sizes take more room than the welcome; back on the welcome, the frame shrinks again.
  await booking.getByRole('button', { name: 'Book a table' }).click();
  await expect(booking.getByRole('button', { name: '4 guests' })).toBeVisible();
  await expect.poll(fitsContent).toBe(true);
  expect(await frameHeight()).toBeGreaterThan(welcome);
  expect(await framedPage(page, url)?.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
  await booking.getByRole('button', { name: 'Back' }).click();
  await expect(booking.getByRole('button', { name: 'Book a table' })).toBeVisible();
  await expect.poll(frameHeight).toBe(welcome);
});

test('the framed booking page still shows once the service worker answers it', async ({ page, baseURL }) => {
  const booking = page.frameLocator('iframe[title="Book a table"]');
  await websiteFraming(page, '127.0.0.1', `${baseURL}/r/demo2/`);
  await expect(booking.getByRole('button', { name: 'Book a table' })).toBeVisible();
  // The worker (registered here as the app registers it once idle, which pwa.spec.ts covers) answers the next visit
  // with the one shell it keeps, whose own headers let only the app frame it.
  await framedPage(page, `${baseURL}/r/demo2/`)?.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(booking.getByRole('button', { name: 'Book a table' })).toBeVisible();
  expect(await framedPage(page, `${baseURL}/r/demo2/`)?.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test("a staff screen does not show inside another website's frame, not even when the service worker answers it", async ({ page, baseURL }) => {
  await websiteFraming(page, 'localhost', `${baseURL}/login`);
  // Chromium shows its own error page in the frame instead.
  await expect.poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/');

  // With the app's service worker in place (a visit to the app itself), on the same site.
  await page.goto('/r/demo2/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await websiteFraming(page, '127.0.0.1', `${baseURL}/login`);
  await expect.poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/');
});

test.describe("a restaurant's own host", () => {
  test('the booking page at its root may be framed by any site; its staff screens may not', async ({ page, request, baseURL }) => {
    const admin = await idToken('admin@covers.test');
    const host = `bistro-${Date.now()}.example`;
    const mapped = await request.put('/api/admin/restaurant-metadata/demo2', { headers: { authorization: `Bearer ${admin}` }, data: { hosts: [host] } });
    expect(mapped.status()).toBe(200);
    const origin = `http://${host}:${new URL(baseURL as string).port}`;

    const booking = page.frameLocator('#covers-booking');
    await websiteFraming(page, 'localhost', `${origin}/`);
    await expect(booking.getByRole('heading', { level: 1 })).toHaveText('Welcome to Bistro Zwei');
    // Off the local machine the cookie banner shows; in the frame it follows the page rather than lying over it.
    await expect(booking.getByRole('region', { name: 'Cookies' })).toBeVisible();
    await booking.getByRole('button', { name: 'Book a table' }).click();
    await expect(booking.getByRole('button', { name: '4 guests' })).toBeVisible();
    await expect.poll(() => framedPage(page, `${origin}/`)?.evaluate(() => 'framed' in document.documentElement.dataset)).toBe(true);

    await websiteFraming(page, 'localhost', `${origin}/reservations`);
    await expect.poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/');
  });
});
