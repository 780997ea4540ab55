// The database trash (spec §2 database-trash, docs/decisions/013-trash.md): the owner deletes a table of their own
// making in the settings, the admin restores it from the trash by keyboard and it is back in the settings; another
// table is deleted for good and shows in the purge log. axe finds nothing serious. The tables are this spec's own, and
// it leaves none behind, live or in the trash.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { idToken } from './support/emulator';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });

const suffix = Date.now() % 100000;
const restoredNumber = `TR${suffix}`;
const purgedNumber = `TP${suffix}`;

async function asOwner() {
  return { authorization: `Bearer ${await idToken('owner@covers.test')}`, 'x-restaurant-id': 'demo' };
}

/** The owner makes a table in Terrace through the API and deletes it in the settings, as they would. */
async function ownerDeletesATable(page: Page, request: APIRequestContext, tableNumber: string): Promise<void> {
  const created = await request.post('/api/tables', { headers: await asOwner(), data: { tableNumber, level: 'Terrace' } });
  expect(created.status()).toBe(201);
  await page.goto('/r/demo/settings/tables');
  await page.getByRole('link', { name: new RegExp(`${tableNumber} · Terrace`) }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Table?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`${tableNumber} · Terrace`) })).toHaveCount(0);
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await signIn(page, 'admin@covers.test');
  await page.goto('/admin/database-trash');
  await expect(page.getByRole('heading', { level: 1, name: 'Database trash' })).toBeVisible();
  return page;
}

/** Whatever this spec made: deleted, then deleted for good, so the demo is as it was. */
async function cleanUp(request: APIRequestContext): Promise<void> {
  const owner = await asOwner();
  const admin = { authorization: `Bearer ${await idToken('admin@covers.test')}` };
  const tables = (await (await request.get('/api/tables', { headers: owner })).json()).items as { _id: string; tableNumber: string }[];
  for (const table of tables.filter((t) => [restoredNumber, purgedNumber].includes(t.tableNumber))) await request.delete(`/api/tables/${table._id}`, { headers: owner });
  const trash = (await (await request.get('/api/admin/database-trash?kind=table&restaurantId=demo', { headers: admin })).json()).items as { id: string; label: string }[];
  for (const item of trash.filter((i) => [`Terrace ${restoredNumber}`, `Terrace ${purgedNumber}`].includes(i.label))) {
    await request.delete(`/api/admin/database-trash/table/${item.id}`, { headers: admin });
  }
}

test('the admin restores a table the owner deleted, and deletes another for good', async ({ page, browser, request }) => {
  try {
    await signIn(page, 'owner@covers.test');
    await ownerDeletesATable(page, request, restoredNumber);
    await ownerDeletesATable(page, request, purgedNumber);

    const admin = await adminPage(browser);
    await admin.getByRole('combobox', { name: 'Kind' }).selectOption('table');
    await admin.getByRole('combobox', { name: 'Restaurant' }).selectOption({ label: 'Trattoria Demo' });
    const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: `Terrace ${restoredNumber}` }) });
    await expect(row).toContainText('Olga Owner');
    await expect(row).toContainText('Trattoria Demo');
    expect(await seriousViolations(admin)).toEqual([]);

    // By keyboard: focus the row's Restore, open the confirmation, confirm.
    await row.getByRole('button', { name: `Restore Table Terrace ${restoredNumber}` }).focus();
    await admin.keyboard.press('Enter');
    const confirm = admin.getByRole('dialog', { name: `Restore Table Terrace ${restoredNumber}?` });
    await expect(confirm).toBeVisible();
    expect(await seriousViolations(admin)).toEqual([]);
    await confirm.getByRole('button', { name: 'Restore' }).focus();
    await admin.keyboard.press('Enter');
    await expect(admin.getByRole('status').filter({ hasText: 'is restored' })).toHaveText(`Table Terrace ${restoredNumber} is restored.`);
    await expect(admin.getByRole('rowheader', { name: `Terrace ${restoredNumber}` })).toHaveCount(0);

    await page.goto('/r/demo/settings/tables');
    await expect(page.getByRole('link', { name: new RegExp(`${restoredNumber} · Terrace`) })).toBeVisible();

    const other = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: `Terrace ${purgedNumber}` }) });
    await other.getByRole('button', { name: `Delete for good Table Terrace ${purgedNumber}` }).click();
    await admin.getByRole('dialog', { name: `Delete Table Terrace ${purgedNumber} for good?` }).getByRole('button', { name: 'Delete for good' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'for good' })).toHaveText(`Table Terrace ${purgedNumber} is deleted for good.`);
    const log = admin.getByRole('region', { name: 'Deleted for good' });
    await expect(log.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: `Terrace ${purgedNumber}` }) })).toContainText('Trattoria Demo');
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.context().close();
  } finally {
    await cleanUp(request);
  }
});
