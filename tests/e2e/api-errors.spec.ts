// Spec §8 "Handling", in the browser: a token the server refuses leads to the authentication-failed page (and stays
// there), a missing permission is said where the person is, a list that does not load says so in their language.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const refusal = (status: number, error: string, message: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ error, message }),
});

test('a signed-in host whose token the server refuses lands on the sign-in problem page and stays there', async ({ page }) => {
  await signIn(page, 'host@covers.test');
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);
  // From now on the server refuses the token on every call but the installation's client config.
  await page.route(/\/api\/(?!client-config)/, (route) => route.fulfill(refusal(401, 'invalid_token', 'Token expired')));
  await page.reload();
  await expect(page).toHaveURL(/\/auth-failed$/);
  await expect(page.getByRole('heading', { name: 'Sign-in problem' })).toBeVisible();

  // Trying again is refused again: the page stays put.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in problem' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth-failed$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a busy or failing server is not taken for a sign-in problem', async ({ page }) => {
  await signIn(page, 'host@covers.test');
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);
  await page.route('**/api/reservations/search**', (route) => route.fulfill(refusal(503, 'invalid_token', 'Try later')));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Search' }).click();
  const answered = page.waitForResponse('**/api/reservations/search**');
  await page.getByLabel('Guest name').fill('Nobody');
  await answered;
  await expect(page.getByRole('heading', { name: 'Search' })).toBeVisible();
  await expect(page).toHaveURL(/\/r\/demo\/search(\?|$)/);
});

test('a refused permission is said where the person is, in their language, and can be dismissed', async ({ page }) => {
  await signIn(page, 'host@covers.test');
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);
  await page.route('**/api/reservations/search**', (route) => route.fulfill(refusal(403, 'missing_permission', 'Missing permission: ReadReservations')));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Search' }).click();
  await page.getByLabel('Guest name').fill('Nobody');
  const notice = page.locator('.permission-notice');
  await expect(notice).toContainText('You don’t have the permission for this action.');
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(page).toHaveURL(/\/r\/demo\/search(\?|$)/);
  expect(await seriousViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('a settings list that does not load says so in the person’s language, not the server’s', async ({ page }) => {
    await signIn(page, 'owner@covers.test');
    await page.route('**/api/areas', (route) => route.fulfill(refusal(500, 'internal', 'Internal failure')));
    await page.goto('/r/demo/settings/areas');
    await expect(page.getByRole('alert')).toHaveText('Bereiche konnten nicht geladen werden');
    await expect(page.getByText('Internal failure')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
