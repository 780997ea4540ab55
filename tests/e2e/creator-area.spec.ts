// The creator area (spec §2 /c/overview, /c/profile, /c/partner; docs/decisions/014-affiliates.md): the demo creator
// lands on their overview with the figures of the demo history, copies a referral link (the confirmation is a status
// a screen reader hears), opens the partner page with its terms and items, and edits the profile by keyboard: a bio,
// a recommended restaurant removed and added again, saved and still there after a reload. A new creator picks a
// username, lands on the first steps and uploads a picture. The demo profile is put back at the end.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './support/axe';
import { idToken, uniqueEmail } from './support/emulator';
import { signIn, signUpAsCreator } from './support/session';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });

async function darkModeClean(page: Page) {
  await page.getByRole('button', { name: 'Dark mode' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Dark mode' }).click();
}

test('the demo creator reads their figures, copies a link and opens the partner page', async ({ page }) => {
  await signIn(page, 'creator@covers.test');
  await expect(page).toHaveURL(/\/c\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Creator overview' })).toBeVisible();
  const referred = page.locator('.creator-figure').filter({ hasText: 'Referred bookings' }).locator('dd');
  await expect(referred).toHaveText(/^[1-9]\d*$/);
  // The demo history's month before last is paid out, last month's visits are approved (server/seed/demo-affiliates.ts).
  await expect(page.locator('.creator-figure').filter({ hasText: 'Commission paid' }).locator('dd')).toHaveText(/^€[1-9][\d,]*\.\d\d$/);
  await expect(page.locator('.creator-figure').filter({ hasText: 'Commission approved' }).locator('dd')).toHaveText(/^€[1-9][\d,]*\.\d\d$/);
  await expect(page.getByRole('table', { name: 'By restaurant' }).getByRole('link', { name: 'Trattoria Demo' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'By month of the visit' }).getByRole('row')).not.toHaveCount(1);
  const link = page.getByLabel('Link for Trattoria Demo').first();
  await expect(link).toHaveValue(/\/r\/demo\/\?ref=creator$/);
  await expect(page.getByRole('img', { name: 'QR code of the link for Trattoria Demo' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'QR code as PNG' }).first()).toHaveAttribute('download', 'covers-demo-creator.png');
  expect(await seriousViolations(page)).toEqual([]);
  await darkModeClean(page);

  // Copy by keyboard: the status line says so, and the clipboard holds the link.
  await page.getByRole('button', { name: 'Copy link' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

  await page.getByRole('table', { name: 'By restaurant' }).getByRole('link', { name: 'Trattoria Demo' }).click();
  await expect(page).toHaveURL(/\/c\/partner\/demo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBeVisible();
  await expect(page.getByText('€2.50 per cover that comes')).toBeVisible();
  await expect(page.getByText('10% of the commission')).toBeVisible();
  await expect(page.getByText('30 days from the first click')).toBeVisible();
  const items = page.getByRole('table', { name: 'Your commissions' });
  await expect(items.getByRole('row').nth(1)).toBeVisible();
  await expect(items).not.toContainText('@');
  // The newest 25 first; more on request, and the count is said.
  await expect(items.locator('tbody tr')).toHaveCount(25);
  await expect(page.getByText(/^Showing 25 of \d+, newest first\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Show 25 more' }).click();
  await expect(items.locator('tbody tr')).toHaveCount(50);
  expect(await seriousViolations(page)).toEqual([]);
  await darkModeClean(page);
  await page.getByRole('link', { name: '← Back to the overview' }).click();
  await expect(page).toHaveURL(/\/c\/overview$/);
});

test('the demo creator edits the profile by keyboard, saves, and finds it after a reload', async ({ page, request }) => {
  const bio = `Pasta first, always ${Date.now() % 100000}.`;
  const token = await idToken('creator@covers.test');
  const before = (await (await request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } })).json()).publicInformation;
  try {
    await signIn(page, 'creator@covers.test');
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/c\/profile$/);
    await expect(page.getByLabel('Display name')).toHaveValue('Clara Creator');
    const english = page.getByLabel('In English');
    await english.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(bio);
    await expect(page.getByRole('region', { name: 'Preview of your public page' })).toContainText(bio);

    // Remove the recommended trattoria, then add it back from the programme, by keyboard.
    await page.getByRole('button', { name: 'Remove Trattoria Demo' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Trattoria Demo removed.' })).toBeAttached();
    await expect(page.getByText('No restaurants chosen yet.')).toBeVisible();
    await page.getByLabel('Restaurant from the programme').selectOption('demo');
    await page.getByRole('button', { name: 'Add restaurant' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove Trattoria Demo' })).toBeVisible();

    // A link that is no address is marked, and nothing is saved until it is fixed.
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByRole('textbox', { name: 'Link 2', exact: true }).fill('not a link');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please correct the marked links.');
    await page.getByRole('button', { name: 'Remove link 2' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save profile' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('In English')).toHaveValue(bio);
    await expect(page.getByRole('button', { name: 'Remove Trattoria Demo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the public page (new tab)' })).toHaveAttribute('href', '/creator');
    await darkModeClean(page);
  } finally {
    await request.put('/api/users/me/public-information', { headers: { authorization: `Bearer ${token}` }, data: before });
  }
});

test('a new creator picks a username, uploads a picture, fills the profile and sees the public page', async ({ page }) => {
  const username = `new${Date.now() % 1_000_000}`;
  await signUpAsCreator(page, uniqueEmail('new-creator'), username);
  await expect(page.getByRole('heading', { name: 'No referred bookings yet' })).toBeVisible();
  await expect(page.getByText('Choose restaurants on your profile to get links.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Go to your profile' }).first().click();
  await expect(page).toHaveURL(/\/c\/profile$/);
  await expect(page.getByText('No restaurants chosen yet.')).toBeVisible();

  // The picture is uploaded, resized to a square by the server, and shown in the preview and the bar.
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2e7d32' } }).png().toBuffer();
  await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('status').filter({ hasText: 'Picture saved: it shows on your public page.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your current profile picture' })).toHaveAttribute('src', /^\/files\/profile-pictures\/.+\.jpg$/);
  await expect(page.locator('.creator-preview img')).toHaveAttribute('src', /^\/files\/profile-pictures\//);
  expect(await seriousViolations(page)).toEqual([]);

  // The profile filled and saved, the public page shows it to everyone, with the recommended restaurant to book.
  await page.getByLabel('Display name').fill('Nina New');
  await page.getByLabel('In English').fill('New in town, eating my way through it.');
  await page.getByLabel('Restaurant from the programme').selectOption('demo');
  await page.getByRole('button', { name: 'Add restaurant' }).click();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
  await page.goto(`/${username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nina New' })).toBeVisible();
  await expect(page.getByText('New in town, eating my way through it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a table' })).toHaveAttribute('href', `/r/demo/?ref=${username}`);
  await expect(page.locator('.creator-page__picture')).toHaveAttribute('src', /^\/files\/profile-pictures\//);
  expect(await seriousViolations(page)).toEqual([]);

  // The picture can be taken away again; the page then shows none.
  await page.goto('/c/profile');
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Picture removed' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your current profile picture' })).toHaveCount(0);
  await page.goto(`/${username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nina New' })).toBeVisible();
  await expect(page.locator('img.creator-page__picture')).toHaveCount(0);
});
