// A creator's public page and the all hubs on a 390 px phone (spec §2 `/{slug}`, `/all/{collection}`): a guest opens
// the demo creator's page, sees who recommends what, books through it and the booking page keeps the creator's code;
// the hubs list the creators and the restaurants, a page at a time; axe finds nothing serious, light or dark; and the
// page's content is in the HTML the server sends, for a reader without JavaScript.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signUp, uniqueEmail } from './support/emulator';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

/** Axe, light and dark: dark mode is the device's setting (spec §4), which the app applies once it has the page. */
async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('covers.darkMode', 'true'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('#prerender')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.removeItem('covers.darkMode'));
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
}

/** Creators enough for a second page of the creators' hub (24 a page), each signed up as the app signs them up. */
async function addCreators(request: APIRequestContext, count: number): Promise<void> {
  const creators = (await (await request.get('/api/hubs/creators')).json()) as { total: number };
  for (let index = creators.total; index < count; index++) {
    const token = await signUp(uniqueEmail('hub-creator'), 'pass-word-1');
    const username = `hub-creator-${String(index).padStart(2, '0')}`;
    const answer = await request.post('/api/users/type', { headers: { authorization: `Bearer ${token}` }, data: { type: 'Affiliate', username } });
    expect(answer.status(), username).toBeLessThan(300);
  }
}

test("a guest opens a creator's page and books through it, keeping the creator's code", async ({ page }) => {
  const response = await page.goto('/creator');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Clara Creator's restaurant tips - Covers");
  await expect(page.getByRole('heading', { level: 1, name: 'Clara Creator' })).toBeVisible();
  await expect(page.getByText('I eat my way through the city and only recommend places I go back to myself: honest cooking, good wine, warm service.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'example.com/clara-creator' })).toHaveAttribute('href', 'https://example.com/clara-creator');
  const partners = page.getByRole('region', { name: 'Restaurants Clara Creator recommends' });
  await expect(partners.getByRole('heading', { name: 'Trattoria Demo' })).toBeVisible();
  // Bistro Zwei is not in the programme.
  await expect(page.getByText('Bistro Zwei')).toHaveCount(0);
  // The app has taken the server's page over: its own root is on screen, the server's copy gone.
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expectAccessible(page);

  const book = partners.getByRole('link', { name: 'Book a table' });
  await expect(book).toHaveAccessibleDescription('Trattoria Demo');
  await book.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/r\/demo\/\?ref=creator$/);
  await expect(page.getByRole('heading', { level: 1, name: /Trattoria Demo/ })).toBeVisible();
  // The booking page keeps the code on the device (src/features/booking/referral.ts), with when it was opened.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('covers.affiliateCode'))).toBe('creator');
  expect(await page.evaluate(() => localStorage.getItem('covers.affiliateCodeAt'))).toMatch(/^\d{4}-\d\d-\d\dT/);
});

test('the all hubs list the creators a page at a time and the restaurants by city', async ({ page, request }) => {
  await addCreators(request, 26);
  await page.goto('/all/creators');
  await expect(page.getByRole('heading', { level: 1, name: 'All creators' })).toBeVisible();
  await expect(page.getByText('26 creators')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.public-card')).toHaveCount(24);
  await expectAccessible(page);

  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/all\/creators\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.public-card')).toHaveCount(2);
  await pages.getByRole('link', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/all\/creators$/);
  await page.getByRole('link', { name: 'Clara Creator' }).click();
  await expect(page).toHaveURL(/\/creator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clara Creator' })).toBeVisible();

  await page.getByRole('link', { name: 'Discover more creators' }).click();
  await page.getByRole('navigation', { name: 'Browse' }).getByRole('link', { name: 'Restaurants' }).click();
  await expect(page).toHaveURL(/\/all\/restaurants$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All restaurants' })).toBeVisible();
  // The demo's trattoria has no city: one list, no "Other places" heading over it.
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await expect(page.getByText('Bistro Zwei')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Trattoria Demo' }).click();
  await expect(page).toHaveURL(/\/r\/demo\/$/);
});

test('an unknown collection or creator is a 404 page in the reader’s language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const path of ['/nobody-at-all', '/all/cities']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Seite nicht gefunden');
    await expect(page.getByRole('link', { name: 'Alle Creator' }), path).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test("without JavaScript the creator's page is all in the server's HTML", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-MX', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/creator');
  await expect(page.getByRole('heading', { level: 1, name: 'Clara Creator' })).toBeVisible();
  await expect(page.getByText('Recorro la ciudad comiendo y solo recomiendo los sitios a los que yo misma vuelvo: cocina honesta, buen vino y un trato cálido.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reservar mesa' })).toHaveAttribute('href', '/r/demo/?ref=creator');
  // (axe runs as a script, so it checks this markup in the tests above, where the app has taken it over.)
  await context.close();
});
