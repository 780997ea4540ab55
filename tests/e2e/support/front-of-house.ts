// The front of house as the host's tablet shows it: the grid and its blocks, the main navigation, and the forms a
// host fills in (a walk-in, a blocker).
import type { Page } from '@playwright/test';

export const grid = (page: Page) => page.getByRole('region', { name: 'Tables and times' });
/** A guest's block in the grid (its name starts with the guest's). */
export const block = (page: Page, guest: string) => grid(page).getByRole('button', { name: new RegExp(`^${guest},`) });
/** A table's row in the grid. */
export const row = (page: Page, table: string, area: string) => grid(page).getByRole('group', { name: `${table}, ${area}` });
export const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

/** The reservation form's guest and table (the form is open). */
export async function fillWalkIn(page: Page, name: string, area: string, table: string): Promise<void> {
  await page.getByLabel('Name').fill(name);
  await page.getByRole('combobox', { name: 'Area' }).selectOption(area);
  await page.getByRole('combobox', { name: 'Table', exact: true }).selectOption(table);
}

/** Opens a new blocker from the blockers screen and fills it in for one table; the caller saves it. */
export async function fillNewBlocker(page: Page, blocker: { from: string; until: string; area: string; table: string; note: string }): Promise<void> {
  await page.goto('/r/demo/blockers');
  await page.getByRole('link', { name: 'New blocker' }).click();
  await page.getByLabel('From').fill(blocker.from);
  await page.getByLabel('Until').fill(blocker.until);
  await page.getByLabel('Some tables').check();
  await page.getByRole('combobox', { name: 'Area' }).selectOption(blocker.area);
  await page.getByRole('group', { name: 'Tables' }).getByLabel(blocker.table, { exact: true }).check();
  await page.getByLabel('Note').fill(blocker.note);
}
