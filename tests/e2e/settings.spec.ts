import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });

test('the owner changes the colours with a live preview, and guests see them', async ({ page }) => {
  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo2/settings');
  await expect(page).toHaveURL(/\/r\/demo\/settings$/);
  await page.getByRole('link', { name: 'App configuration' }).click();
  await expect(page).toHaveURL(/\/r\/demo\/settings\/appConfig$/);
  // The preview shows the restaurant's own colours as they are; the page warns about poor contrast instead.
  await expect(page.getByText(/Accent colour: text on this colour is hard to read/)).toBeVisible();
  const results = await new AxeBuilder({ page }).exclude('.color-preview').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.getByLabel('Primary colour').fill('#225588');
  await expect(page.getByRole('img', { name: 'Preview of the colours' }).getByText('Book a table', { exact: true })).toHaveCSS('background-color', 'rgb(34, 85, 136)');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Saved.').first()).toBeVisible();

  await page.goto('/r/demo/');
  await expect(page.getByRole('button', { name: 'Book a table' })).toHaveCSS('background-color', 'rgb(34, 85, 136)');

  // Back to the demo colours for the other tests.
  await page.goto('/r/demo/settings/appConfig');
  await page.getByLabel('Primary colour').fill('#8c2f39');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Saved.').first()).toBeVisible();
});

test('the owner creates a role, sees a clear error for a duplicate name, and deletes it with confirmation', async ({ page }) => {
  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo/settings/roles');
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/roles\/new$/);
  const name = `Runner ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Read reservations').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(page).not.toHaveURL(/\/new$/);

  // Selecting the selected role again deselects it.
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/\/settings\/roles$/);

  await page.getByRole('link', { name: 'New', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Read reservations').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('exists already');

  await page.getByRole('link', { name: new RegExp(name) }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Role?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
});

test('an invite with a code cannot be edited: must delete to edit', async ({ page }) => {
  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo/settings/users/new');
  await page.getByLabel('Name').fill('Ida Invite');
  await page.getByLabel('Email').fill(`ida-${Date.now()}@example.test`);
  await page.getByLabel('Role').selectOption({ label: 'Host' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('must delete to edit')).toBeVisible();
  await expect(page.getByText(/\/login\?invite=/)).toBeVisible();
  await expect(page.getByLabel('Name')).toBeDisabled();
});

test('the languages page orders the languages; the first is the default for guests', async ({ page }) => {
  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo/settings/language');
  await page.getByRole('button', { name: 'Move English up' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.context().clearCookies();
  await page.goto('/r/demo/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Put German back first for the other tests.
  await page.goto('/r/demo/settings/language');
  await page.getByRole('button', { name: 'Move Deutsch up' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
});

test('the host cannot reach settings pages it lacks permissions for', async ({ page }) => {
  await signIn(page, 'host@covers.test');
  await page.goto('/r/demo/settings');
  await expect(page.getByRole('link', { name: 'Tables' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'App configuration' })).toHaveCount(0);
  await page.goto('/r/demo/settings/roles');
  await expect(page.getByText('Your role does not allow this settings page.')).toBeVisible();
});
