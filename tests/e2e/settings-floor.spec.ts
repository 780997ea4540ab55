import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

/** Opens an item of a settings list and confirms "Delete {kind}?" (the caller checks what happened). */
async function deleteInSettings(page: Page, list: 'tables' | 'areas' | 'areaGroups', item: RegExp, kind: string): Promise<void> {
  await page.goto(`/r/demo/settings/${list}`);
  await page.getByRole('link', { name: item }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: `Delete ${kind}?` }).getByRole('button', { name: 'Delete' }).click();
}

test('the owner creates an area with time slots and two joinable tables, edits and deletes them with confirmations', async ({ page }) => {
  const area = `Garden ${Date.now() % 100000}`;
  await signIn(page, 'owner@covers.test');

  await page.goto('/r/demo/settings/areas/new');
  await page.getByLabel('Name (internal, also the tables\' area)').fill(area);
  await page.getByLabel('Name shown to guests (EN)').fill(area);
  await page.getByLabel('Guests can book this area online').check();
  await page.getByRole('button', { name: 'Add a slot on Friday' }).click();
  await page.getByLabel('Friday, slot 1: start').fill('18:00');
  await page.getByLabel('Friday, slot 1: end').fill('20:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: new RegExp(area) })).toBeVisible();
  await expect(page).not.toHaveURL(/\/new$/);

  // Overlapping slots are refused with a clear message.
  await page.getByRole('button', { name: 'Add a slot on Friday' }).click();
  await page.getByLabel('Friday, slot 2: start').fill('19:00');
  await page.getByLabel('Friday, slot 2: end').fill('21:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('overlap');
  await page.getByRole('button', { name: 'Remove Friday, slot 2' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);

  for (const number of ['G1', 'G2']) {
    await page.goto('/r/demo/settings/tables/new');
    await page.getByLabel('Table number').fill(number);
    await page.getByRole('combobox', { name: 'Area', exact: true }).selectOption(area);
    await page.getByLabel('Bookable online').check();
    if (number === 'G2') await page.getByRole('group', { name: 'Can be joined with' }).getByLabel('G1').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('link', { name: new RegExp(`${number} · ${area}`) })).toBeVisible();
  }
  // The combination is kept symmetric: G1 now lists G2.
  await page.getByRole('link', { name: new RegExp(`G1 · ${area}`) }).click();
  await expect(page.getByRole('group', { name: 'Can be joined with' }).getByLabel('G2')).toBeChecked();

  // "new" is not a table number.
  await page.goto('/r/demo/settings/tables/new');
  await page.getByLabel('Table number').fill('new');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText("Tables may not use table number 'new'");

  // An area with tables cannot go; after deleting its tables it can.
  await page.goto('/r/demo/settings/areas');
  await page.getByRole('link', { name: new RegExp(area) }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Area?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  for (const number of ['G1', 'G2']) {
    await deleteInSettings(page, 'tables', new RegExp(`${number} · ${area}`), 'Table');
    await expect(page.getByRole('link', { name: new RegExp(`${number} · ${area}`) })).toHaveCount(0);
  }
  await deleteInSettings(page, 'areas', new RegExp(area), 'Area');
  await expect(page.getByRole('link', { name: new RegExp(area) })).toHaveCount(0);
});

test('the owner creates an area group and a special served in it, then deletes both with their confirmations', async ({ page }) => {
  const suffix = Date.now() % 100000;
  const group = `Inside ${suffix}`;
  const special = `Truffle week ${suffix}`;
  await signIn(page, 'owner@covers.test');

  await page.goto('/r/demo/settings/areaGroups/new');
  await page.getByLabel('Name (EN)').fill(group);
  await page.getByRole('group', { name: 'Areas in this group' }).getByLabel('Dining Room').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: new RegExp(group) })).toBeVisible();

  await page.goto('/r/demo/settings/specials/new');
  await page.getByLabel('Title (EN)').fill(special);
  await page.getByLabel('Offer this special to guests').check();
  await page.getByRole('group', { name: 'Days' }).getByLabel('Friday').check();
  await page.getByRole('button', { name: 'Add a slot on Every chosen day' }).click();
  await page.getByRole('combobox', { name: 'Where it is served' }).selectOption({ label: group });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: new RegExp(special) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(special) })).toContainText('Shown to guests');

  // A group that a special uses cannot be deleted; the reason is shown.
  await deleteInSettings(page, 'areaGroups', new RegExp(group), 'Area Group');
  await expect(page.getByRole('alert')).toBeVisible();

  await page.goto('/r/demo/settings/specials');
  await page.getByRole('link', { name: new RegExp(special) }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Special?' });
  await expect(dialog).toContainText(`Delete ${special}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: new RegExp(special) })).toHaveCount(0);

  await deleteInSettings(page, 'areaGroups', new RegExp(group), 'Area Group');
  await expect(page.getByRole('link', { name: new RegExp(group) })).toHaveCount(0);
});

test('a new table waits for the areas before it can be saved, and says when there is no area to put it in', async ({ page }) => {
  await signIn(page, 'owner@covers.test');
  // The areas answer late: until then there is no area to choose, and Save waits (the browser would otherwise stop the
  // submit on the empty required choice, with no message of ours).
  let releaseAreas: () => void = () => undefined;
  const areasHeld = new Promise<void>((resolve) => (releaseAreas = resolve));
  await page.route('**/api/areas', async (route) => {
    await areasHeld;
    await route.continue();
  });
  await page.goto('/r/demo/settings/tables/new');
  await page.getByLabel('Table number').fill('new');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  releaseAreas();
  await expect(page.getByRole('combobox', { name: 'Area', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText("Tables may not use table number 'new'");

  // A restaurant without areas yet: the form says what to do first.
  await page.unroute('**/api/areas');
  await page.route('**/api/areas', (route) => route.fulfill({ json: { items: [] } }));
  await page.goto('/r/demo/settings/tables/new');
  await expect(page.getByRole('status').filter({ hasText: 'Add an area first' })).toHaveText('Add an area first: every table belongs to one.');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});
