import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { idToken } from './support/emulator';
import { actAsRestaurant, signIn } from './support/session';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('guest', () => {
  test.use({ locale: 'de-DE' });

  test('sees the booking home in the restaurant colours and language', async ({ page }) => {
    await page.goto('/r/demo/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen im Trattoria Demo');
    await expect(page).toHaveTitle('Tisch reservieren - Trattoria Demo');
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    expect(primary).toBe('#8c2f39');
    await expect(page.getByRole('button', { name: 'Tisch reservieren' })).toHaveCSS('background-color', 'rgb(140, 47, 57)');
    // The guest page never loads the Firebase SDK or staff screens.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    expect(scripts.some((name) => /firebase|LoginPage|Overview/.test(name))).toBe(false);
    // The server sent the welcome with the page; the app has taken its place: one heading, the server's copy gone.
    await expect(page.locator('#prerender')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('the welcome is in the page the server sends, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/r/demo/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen im Trattoria Demo');
    await expect(page).toHaveTitle('Tisch reservieren - Trattoria Demo');
    await expect(page.locator('.booking__header')).toHaveCSS('background-color', 'rgb(140, 47, 57)');
    await context.close();
  });

  test("the page the server sends starts loading what the booking home needs next, and the app fetches none of it twice", async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname + new URL(request.url()).search));
    const before = Date.now();
    const response = await page.goto('/r/demo/');
    await expect(page.getByRole('button', { name: 'Tisch reservieren' })).toBeVisible();
    const after = Date.now();
    const head = (await response?.text()) ?? '';
    const links = [...head.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(([, rel, href]) => ({ rel, href: href as string }));
    const modules = links.filter((link) => link.rel === 'modulepreload').map((link) => link.href);
    const files = links.filter((link) => link.rel === 'preload').map((link) => link.href);
    // The guest's German messages, beside the entry index.html names; the booking page's code is in the entry's file.
    expect(modules.some((href) => /\/assets\/de-[\w-]+\.js$/.test(href))).toBe(true);
    expect(requested.filter((url) => /\/assets\/BookingHomePage-/.test(url))).toEqual([]);
    expect(files.map((href) => href.replace(/\?v=.*/, ''))).toEqual(['/files/app-config/demo.json', '/files/availability/demo.json']);
    // The stylesheet comes before the scripts: the welcome's first paint waits for it.
    expect(head.indexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('<script type="module"'));
    // Each is fetched once: what the app asks for is exactly what the page preloaded (same address, same mode).
    for (const href of [...modules, ...files]) expect(requested.filter((url) => url === href), href).toHaveLength(1);
    // The app asked for no other copy of the published files (unless the availability's five-minute token turned
    // between the server's page and the app's request, which this test cannot prevent).
    expect(requested.filter((url) => url.startsWith('/files/app-config/'))).toHaveLength(1);
    if (Math.floor(before / 300_000) === Math.floor(after / 300_000)) expect(requested.filter((url) => url.startsWith('/files/availability/'))).toHaveLength(1);
    await context.close();
  });

  test('?lang=es switches to Spanish and the choice persists', async ({ page }) => {
    await page.goto('/r/demo/?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenido a Trattoria Demo');
    await page.goto('/r/demo/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenido a Trattoria Demo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The server's welcome follows the choice too (the cookie), so the page does not start in German.
    expect(await (await page.request.get('/r/demo/')).text()).toContain('<h1 tabindex="-1" class="booking__title">Bienvenido a Trattoria Demo</h1>');
  });

  test('a restaurant that does not offer a language ignores it', async ({ page }) => {
    await page.goto('/r/demo2/?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen im Bistro Zwei');
  });

  test('an unknown page says Page Not Found', async ({ page }) => {
    await page.goto('/r/demo/no-such-screen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  });
});

test('host signs in and lands on reservations with only the permitted navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/r/demo/reservations');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'host@covers.test');
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar).toBeVisible();
  for (const name of ['Reservations', 'Search', 'Check-in', 'Table state', 'New reservation', 'Overview', 'Settings']) {
    await expect(sidebar.getByRole('link', { name })).toBeVisible();
  }
  await expect(page).toHaveTitle('Reservations - Trattoria Demo');
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();

  // The overview lists what the Host role permits, and not analytics.
  await sidebar.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/r\/demo\/overview$/);
  await expect(page.getByRole('link', { name: 'Blockers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Analytics', exact: true })).toHaveCount(0);
  // A screen the role does not permit sends the host back to the overview.
  await page.goto('/r/demo/analytics');
  await expect(page).toHaveURL(/\/r\/demo\/overview$/);
});

test("owner visiting another restaurant's overview is redirected to their own", async ({ page }) => {
  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo2/overview');
  await expect(page).toHaveURL(/\/r\/demo\/overview$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trattoria Demo');
});

test('admin acts as a restaurant, sees the banner and ends the override', async ({ page }) => {
  await signIn(page, 'admin@covers.test');
  await expect(page).toHaveURL(/\/admin$/);
  await actAsRestaurant(page, { name: 'Bistro Zwei', restaurantId: 'demo2' });
  await expect(page.getByText(/RestaurantId Override Active for restaurant Bistro Zwei/)).toBeVisible();
  // The shell navigation appears for an admin with a restaurant override.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.reload();
  await expect(page.getByText(/RestaurantId Override Active for restaurant Bistro Zwei/)).toBeVisible();
  await page.getByRole('button', { name: 'End override' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(/Override Active/)).toHaveCount(0);
});

test('an override session ended elsewhere sends the admin back to the dashboard and says why', async ({ page, request }) => {
  await signIn(page, 'admin@covers.test');
  await actAsRestaurant(page, { name: 'Bistro Zwei', restaurantId: 'demo2' });
  const stored = await page.evaluate(() => localStorage.getItem('covers.adminOverrideSession'));
  const sessionId = (JSON.parse(stored ?? '{}') as { id?: string }).id ?? '';
  expect(sessionId).not.toBe('');
  // Another tab (or the 30 minutes) ends the session; this device still names it.
  const ended = await request.delete(`/api/admin/overrides/${sessionId}`, { headers: { authorization: `Bearer ${await idToken('admin@covers.test')}` } });
  expect(ended.ok()).toBe(true);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reservations' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('alert')).toContainText('Your override session has ended');
  await expect(page.getByText(/Override Active/)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('covers.adminOverrideSession'))).toBeNull();
});

test('dark mode persists across reloads', async ({ page }) => {
  await signIn(page, 'host@covers.test');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('at 375 px the bottom bar replaces the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'host@covers.test');
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
});

test('the sidebar collapses and stays collapsed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'host@covers.test');
  await page.getByRole('button', { name: 'Collapse' }).click();
  await expect(page.getByRole('button', { name: 'Expand' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand' })).toBeVisible();
});

test('signing out clears the device and returns to the start page', async ({ page }) => {
  await signIn(page, 'host@covers.test');
  // The grid is drawn from the offline day store: today's book is on the device.
  await expect(page.getByText('Giulia Rossi').first()).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Nothing of the person stays. The start page, like any first visit, may already have kept the server's public client
  // config again once it is interactive (src/platform-services/start.ts).
  expect((await page.evaluate(() => Object.keys(localStorage))).filter((key) => key !== 'covers.clientConfig')).toEqual([]);
  // The offline day store held today's book (nothing was waiting to be sent): it is empty now. (`meta` holds only the
  // device's sync state and whether persistent storage was asked for; the stopping sync may write its last state.)
  const stored = await page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('covers-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          const rows: Record<string, number> = {};
          if (!names.length) return resolve(rows);
          const tx = db.transaction(names, 'readonly');
          for (const name of names) tx.objectStore(name).count().onsuccess = (event) => (rows[name] = (event.target as IDBRequest<number>).result);
          tx.oncomplete = () => {
            db.close();
            resolve(rows);
          };
        };
      }),
  );
  expect(Object.entries(stored).filter(([name, rows]) => rows > 0 && name !== 'meta')).toEqual([]);
  await page.goto('/r/demo/reservations');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('accessibility (axe)', () => {
  test('login, booking home and shell have no serious or critical violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/r/demo/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, 'host@covers.test');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/r/demo/overview');
    await expect(page.getByRole('link', { name: 'Blockers' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
