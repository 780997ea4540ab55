import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page's serious and critical accessibility violations, one line each (rule: elements); none is an empty list.
 * `exclude` leaves out a part shown as it is on purpose (the colour preview shows a restaurant's own colours).
 */
export async function seriousViolations(page: Page, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (exclude) builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious violation in light mode nor in dark mode; the page is left in light mode, as it was. */
export async function expectAccessibleLightAndDark(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
}
