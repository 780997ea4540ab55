// The admin's users screen and acting on behalf with a trace (spec §2, §6, §9): an admin finds the demo owner by
// search, acts as them with a reason, adds a table in the settings and deletes it again as them, ends the override,
// and the owner's actions log shows what platform staff changed and why. The demo floor is as before at the end (the
// table made here is deleted in a finally).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Admin User Override Active for user' });

test('an admin finds the owner, acts as them with a reason, changes a table, and the owner\u2019s log names platform staff', async ({ page, browser }) => {
  const reason = `Owner asked for help with tables ${Date.now() % 100000}`;
  const table = `Z${Date.now() % 10000}`;
  await signIn(page, 'admin@covers.test');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Override audit' })).toBeVisible();

  // Search by email, narrowed to restaurant staff of the demo restaurant, by keyboard.
  await page.getByRole('searchbox', { name: 'Email or name' }).focus();
  await page.keyboard.type('owner@covers');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('Restaurant');
  const actAs = page.getByRole('button', { name: 'Act as Olga Owner (owner@covers.test)' });
  await expect(actAs).toBeVisible();
  await expect(page.getByRole('button', { name: /^Act as Otto Owner/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await actAs.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Act as a restaurant or user' });
  await expect(dialog.getByText('Chosen: Olga Owner (owner@covers.test) (user)')).toBeVisible();
  // Without a reason of at least 5 characters nothing starts.
  await expect(dialog.getByRole('button', { name: 'Start acting' })).toBeDisabled();
  await dialog.getByLabel('Reason').focus();
  await page.keyboard.type(reason);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Start acting' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/r\/demo\/overview$/);
  await expect(banner(page)).toContainText('owner@covers.test');
  await expect(banner(page)).toContainText(/\((30|29) minutes left\)/);
  await banner(page).getByRole('button', { name: 'Renew for 30 minutes' }).click();
  await expect(banner(page)).toContainText('30 minutes left');
  expect(await seriousViolations(page)).toEqual([]);

  let created = false;
  try {
    await page.goto('/r/demo/settings/tables/new');
    await page.getByLabel('Table number').fill(table);
    await page.getByRole('combobox', { name: 'Area', exact: true }).selectOption('Dining Room');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('link', { name: new RegExp(`${table} · Dining Room`) })).toBeVisible();
    created = true;
  } finally {
    if (created) {
      await page.goto('/r/demo/settings/tables');
      await page.getByRole('link', { name: new RegExp(`${table} · Dining Room`) }).click();
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete Table?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('link', { name: new RegExp(`${table} · Dining Room`) })).toHaveCount(0);
    }
  }

  await banner(page).getByRole('button', { name: 'End override' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('covers.adminOverrideSession'))).toBeNull();
  // The audit lists the requests made as the owner, with the reason.
  await page.goto('/admin/users');
  const audit = page.getByRole('region', { name: 'Override audit' });
  await expect(audit.getByRole('row').filter({ hasText: reason }).filter({ hasText: /POST \/api\/tables/ })).toHaveCount(1);

  // The owner, on a device of their own (the admin stays signed in on this one).
  const ownerContext = await browser.newContext();
  try {
    const owner = await ownerContext.newPage();
    await signIn(owner, 'owner@covers.test');
    await owner.goto('/r/demo/actions-log');
    const staff = owner.getByRole('region', { name: 'Changes by platform staff' });
    const entries = staff.getByRole('listitem').filter({ hasText: `Platform staff (Ada Admin) — reason: ${reason}` });
    await expect(entries.filter({ hasText: /POST \/api\/tables · 201/ })).toHaveCount(1);
    await expect(entries.filter({ hasText: /DELETE \/api\/tables\/\S+ · 200/ })).toHaveCount(1);
    expect(await seriousViolations(owner)).toEqual([]);
  } finally {
    await ownerContext.close();
  }
});
