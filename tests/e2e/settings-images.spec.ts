// Spec §7 image uploads in the settings: the owner uploads a logo, favicon and an area image, sees previews and clear
// errors, and guests see the logo and the favicon on the booking page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });

const picture = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 4, background: color } }).png().toBuffer();

/** The preview really shows a picture (it loaded from /files, with some width). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

test('the owner uploads a logo in App config, sees it previewed, and guests see it on the booking page', async ({ page }) => {
  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo/settings/appConfig');
  await expect(page.getByRole('heading', { name: 'Logo and icons' })).toBeVisible();
  await expect(page.getByText('Nothing uploaded yet.').first()).toBeVisible();

  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture(400, 200, '#225588') });
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded and published.' })).toBeVisible();
  const preview = page.getByRole('img', { name: 'Preview: Logo' });
  await expectLoaded(preview);
  expect(await preview.getAttribute('src')).toMatch(/^\/files\/logos\/demo\/[0-9a-f]+\.png$/);

  const results = await new AxeBuilder({ page }).exclude('.color-preview').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Mistakes are explained before anything is sent.
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  const field = (label: string) => page.locator('.image-field').filter({ has: page.getByLabel(label, { exact: true }) });
  await expect(field('Logo').getByRole('alert')).toHaveText('This type of file is not accepted. Use PNG, JPEG, or WebP.');
  await page.getByLabel('App icon', { exact: true }).setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: await picture(64, 64, '#225588') });
  await expect(field('App icon').getByRole('alert')).toHaveText('The image is 64 × 64 pixels; at least 192 × 192 is needed.');

  // The favicon is made from a PNG and becomes the page's icon.
  await page.getByLabel('Favicon (the icon in the browser tab)').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await picture(64, 64, '#d9a441') });
  await expectLoaded(page.getByRole('img', { name: 'Preview: Favicon (the icon in the browser tab)' }));

  await page.goto('/r/demo/');
  await expectLoaded(page.locator('.booking__logo'));
  await expect(page.locator('link[rel="icon"][data-restaurant]')).toHaveAttribute('href', /^\/files\/favicons\/demo\/[0-9a-f]+\.ico$/);
  await expect(page.locator('link[rel="manifest"][data-restaurant]')).toHaveAttribute('href', '/files/manifests/demo.webmanifest');

  // Removed again, so the other tests see the demo restaurant as seeded.
  await page.goto('/r/demo/settings/appConfig');
  for (const name of ['Logo', 'Favicon (the icon in the browser tab)']) {
    await page.getByRole('img', { name: `Preview: ${name}` }).waitFor();
    await page.locator('.image-field').filter({ has: page.getByRole('img', { name: `Preview: ${name}` }) }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('img', { name: `Preview: ${name}` })).toHaveCount(0);
  }
});

test('an area image upload fills the image address and previews the thumbnail', async ({ page }) => {
  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo/settings/areas/terrace');
  await page.getByLabel('Upload an image').setInputFiles({ name: 'terrace.png', mimeType: 'image/png', buffer: await picture(1200, 800, '#3a7d44') });
  await expect(page.getByText('Uploaded and saved as this area’s image.')).toBeVisible();
  await expect(page.getByLabel('Image address')).toHaveValue(/^\/files\/images\/demo\/[0-9a-f]+\.jpg$/);
  await expectLoaded(page.getByRole('img', { name: 'Preview: Image address' }));
  // The form still saves with the uploaded path (not an http URL).
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Image address')).toHaveValue(/^\/files\/images\/demo\//);

  // Back to no image, as seeded, for the other tests.
  await page.getByLabel('Image address').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Image address')).toHaveValue('');
});
