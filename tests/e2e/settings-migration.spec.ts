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
  const file = JSON.parse(await readFile(filePath, 'utf8')) as { formatVersion: number; tables: unknown[]; reservations: unknown[]; source: { restaurantId: string } };
  expect(file).toMatchObject({ formatVersion: 1, source: { restaurantId: 'demo' } });
  expect(file.tables).toHaveLength(23);
  expect(file.reservations.length).toBeGreaterThan(0);

  // Picking the file shows its contents before anything happens.
  await page.getByLabel('Export file (JSON)').setInputFiles(filePath);
  const summary = page.getByRole('region', { name: `Contents of ${fileName}` });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Exported from Trattoria Demo (demo)');
  for (const line of ['2 areas', '1 area group', '23 tables', '1 special', '2 roles', `${file.reservations.length} upcoming reservation`]) {
    await expect(summary.getByRole('listitem').filter({ hasText: line })).toHaveCount(1);
  }

  // Replacing asks first; the demo has upcoming reservations, so the server refuses and says why.
  await page.getByRole('button', { name: "Replace this restaurant's configuration…" }).click();
  const dialog = page.getByRole('dialog', { name: "Replace this restaurant's configuration?" });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByRole('alert')).toContainText(/The import failed and nothing was changed: This restaurant has \d+ upcoming reservation/);

  // A file from a newer version is explained at once, without asking the server.
  await page.getByLabel('Export file (JSON)').setInputFiles({ name: 'newer.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...file, formatVersion: 2 })) });
  await expect(page.getByRole('alert')).toContainText('This file cannot be imported: formatVersion: This file has export format version 2; this installation reads version 1');
  await expect(page.getByRole('region', { name: /Contents of/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: "Replace this restaurant's configuration…" })).toHaveCount(0);
});
