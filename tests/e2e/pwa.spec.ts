// The installable PWA: Chromium's installability check, the offline start from the service worker's caches,
// and the update prompt. Service workers run in Playwright's Chromium only.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './support/session';

/** The service worker registers once the first screen is interactive; wait until it controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

async function installability(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const manifest = await cdp.send('Page.getAppManifest');
  await cdp.detach();
  return { errors: installabilityErrors.map((error) => error.errorId), manifest: new URL(manifest.url).pathname, manifestErrors: manifest.errors };
}

// Chromium never offers to install from an incognito profile, which is what every ordinary Playwright context is.
test('the product start page and a restaurant booking page are installable, each with its own manifest', async ({ playwright, launchOptions, baseURL }) => {
  const profile = await mkdtemp(path.join(tmpdir(), 'covers-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlledByServiceWorker(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(await installability(context, page)).toEqual({ errors: [], manifest: '/manifest.webmanifest', manifestErrors: [] });

    await page.goto('/r/demo/');
    await expect(page.getByRole('button', { name: 'Book a table' })).toBeVisible();
    // One manifest in the head: the restaurant's replaces the product's.
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/files/manifests/demo.webmanifest');
    expect(await installability(context, page)).toEqual({ errors: [], manifest: '/files/manifests/demo.webmanifest', manifestErrors: [] });
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('the server serves the worker unrevalidated and the manifest with its type', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect((await manifest.json()).icons).toContainEqual(expect.objectContaining({ purpose: 'maskable', sizes: '512x512' }));
  const icon = await request.get('/icons/maskable-512.png');
  expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/png']);
});

test('offline, the guest booking home starts from the cache with the cached availability', async ({ context, page }) => {
  await page.goto('/r/demo/');
  await controlledByServiceWorker(page);
  // The first visit ran before the worker; this one goes through it and leaves the published files in its cache.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Book a table' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Trattoria Demo');
  await page.getByRole('button', { name: 'Book a table' }).click();
  await expect(page.getByRole('button', { name: '4 guests' })).toBeVisible();
  await context.setOffline(false);
});

test('offline, a signed-in host still gets the app shell', async ({ context, page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'host@covers.test');
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // What the offline start stands on: the profile this device stored (a failure here is not the offline start's).
  expect(await page.evaluate(() => localStorage.getItem('covers.userProfile') !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page).toHaveTitle('Reservations - Trattoria Demo');
  await context.setOffline(false);
});

test('a new version waits for the person: the banner, no reload while a dialog is open, then the update', async ({ page }) => {
  await page.goto('/r/demo/');
  await controlledByServiceWorker(page);
  await expect(page.getByRole('region', { name: 'App update' })).toHaveCount(0);

  // The next deployment, as the browser sees it: a worker script it does not have yet (Playwright's routing does not
  // reach the worker's own script requests, so the same build under another script URL stands in for a new sw.js).
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?next', { scope: '/' });
  });
  const banner = page.getByRole('region', { name: 'App update' });
  await expect(banner.getByRole('status')).toHaveText('A new version of the app is available.');
  const axe = await new AxeBuilder({ page }).include('.update-banner').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // A dialog is open (as if a host were filling in a form): the update waits and the page stays as it is.
  await page.evaluate(() => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.id = 'pretend-dialog';
    document.body.append(dialog);
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
  });
  await banner.getByRole('button', { name: 'Update now' }).click();
  await expect(banner.getByRole('status')).toHaveText('The update finishes as soon as open dialogs are closed and waiting changes are sent.');
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

  // The dialog closes: the new worker takes over and the page reloads once.
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => document.getElementById('pretend-dialog')?.remove());
  await reloaded;
  await expect(page.getByRole('button', { name: 'Book a table' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
  expect(await page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? '/').search)).toBe('?next');
});
