// An address that leads nowhere — an unknown restaurant, a path no screen has — answers 404 and shows the not-found page
// in the visitor's language, never "Internal Server Error" and never an English line on a German page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 } });

test('an unknown restaurant and a nonsense path answer 404 with a translated not-found page', async ({ page }) => {
  for (const path of ['/r/nonexistent/', '/r/nonexistent/reservations', '/foo/bar/baz', '/r/demo/no-such-screen']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Seite nicht gefunden');
    await expect(page.getByText(`Unter ${path} gibt es nichts.`), path).toBeVisible();
    await expect(page.getByText(/Internal Server Error|Interner Serverfehler|Page Not Found/)).toHaveCount(0);
  }
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  // A page that exists still answers 200.
  expect((await page.goto('/r/demo/'))?.status()).toBe(200);
  expect((await page.goto('/login'))?.status()).toBe(200);
});
