import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });

test('the owner exports the restaurant as a file, and the import shows what that file holds before replacing anything', async ({ page }, testInfo) => {
  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo/settings');
  await page.getByRole('link', { name: 'Restaurant migration' }).click();
  await expect(page).toHaveURL(/\/r\/demo\/settings\/restaurantMigration$/);
  await expect(page.getByRole('heading', { name: 'Restaurant migration' })).toBeVisible();
  await expect(page.getByText(/Not included: users and invites/)).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Export with the upcoming reservations: the browser receives a JSON download.
  await page.getByLabel(/Include upcoming reservations/).check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download export file' }).click()]);
  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(/^covers-demo-\d{4}-\d{2}-\d{2}-with-reservations\.json$/);
  await expect(page.getByRole('status')).toContainText(`Downloaded ${fileName}.`);
  // Saved under its suggested name, as the browser would, and picked again from there.
  const filePath = testInfo.outputPath(fileName);
  await download.saveAs(filePath);
  const file = JSON.parse(await readFile(filePath, 'utf8')) as {
    formatVersion: number;
    areas: unknown[];
    areaGroups: unknown[];
    tables: unknown[];
    specials: unknown[];
    roles: unknown[];
    reservations: unknown[];
    source: { restaurantId: string };
  };
  expect(file).toMatchObject({ formatVersion: 1, source: { restaurantId: 'demo' } });
  // The browser tests share one database: other specs may have added to the demo's floor, never taken from it.
  expect(file.tables.length).toBeGreaterThanOrEqual(23);
  expect(file.reservations.length).toBeGreaterThan(0);
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

  // Picking the file shows its contents before anything happens.
  await page.getByLabel('Export file (JSON)').setInputFiles(filePath);
  const summary = page.getByRole('region', { name: `Contents of ${fileName}` });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Exported from Trattoria Demo (demo)');
  const lines = [
    plural(file.areas.length, 'area', 'areas'),
    plural(file.areaGroups.length, 'area group', 'area groups'),
    plural(file.tables.length, 'table', 'tables'),
    plural(file.specials.length, 'special', 'specials'),
    plural(file.roles.length, 'role', 'roles'),
    plural(file.reservations.length, 'upcoming reservation', 'upcoming reservations'),
  ];
  for (const line of lines) {
    await expect(summary.getByRole('listitem').filter({ hasText: new RegExp(`^\\s*${line}\\s*$`) })).toHaveCount(1);
  }

  // Replacing asks first; the demo has upcoming reservations, so the server refuses and says why.
  await page.getByRole('button', { name: "Replace this restaurant's configuration…" }).click();
  const dialog = page.getByRole('dialog', { name: "Replace this restaurant's configuration?" });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByRole('alert')).toContainText(/The import failed and nothing was changed: This restaurant has \d+ upcoming reservations/);

  // A file from a newer version is explained at once, without asking the server.
  await page.getByLabel('Export file (JSON)').setInputFiles({ name: 'newer.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...file, formatVersion: 2 })) });
  await expect(page.getByRole('alert')).toContainText('This file cannot be imported: formatVersion: This file has export format version 2; this installation reads version 1');
  await expect(page.getByRole('region', { name: /Contents of/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: "Replace this restaurant's configuration…" })).toHaveCount(0);
});
