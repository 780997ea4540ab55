// The admin's cities and restaurants (spec §2 admin area, §6), driven as an admin would: the dashboard, a new city with
// a cover, a new restaurant in it with its owner invited by email, the restaurant found by search and opened. What the
// test makes is deleted in a `finally`, so the demo data stays as it was.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { seriousViolations } from './support/axe';
import { idToken } from './support/emulator';
import { mailInbox } from './support/mail';
import { signIn } from './support/session';

const inbox = mailInbox();
test.beforeAll(() => inbox.start());
test.afterAll(() => inbox.stop());

/** Takes what the test made away again: the restaurant out of the trash for good, then the city. */
async function cleanUp(request: APIRequestContext, made: { restaurantId?: string; cityId?: string }) {
  const headers = { authorization: `Bearer ${await idToken('admin@covers.test')}` };
  if (made.restaurantId) {
    await request.delete(`/api/admin/restaurant/${made.restaurantId}`, { headers });
    await request.delete(`/api/admin/database-trash/restaurant/${made.restaurantId}`, { headers });
  }
  if (made.cityId) await request.delete(`/api/admin/cities/${made.cityId}`, { headers });
}

test('an admin creates a city with a cover and a restaurant in it, invites its owner, and finds it', async ({ page, request }) => {
  const suffix = randomBytes(3).toString('hex');
  const cityName = `Porto ${suffix}`;
  const restaurantName = `Tasca ${suffix}`;
  const ownerEmail = `owner-${suffix}@example.test`;
  const made: { restaurantId?: string; cityId?: string } = {};
  try {
    await signIn(page, 'admin@covers.test');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Platform health' })).toBeVisible();
    await expect(page.getByText('Not configured')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A city, created from the keyboard.
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Cities' }).click();
    await expect(page.getByRole('heading', { name: 'Cities', level: 1 })).toBeVisible();
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Create city' }) });
    await form.getByLabel('Name', { exact: true }).fill(cityName);
    await form.getByLabel('Country (ISO code, e.g. DE)').fill('pt');
    await form.getByLabel('Default time zone').selectOption('Europe/Lisbon');
    await form.getByLabel('Name', { exact: true }).press('Enter');
    await expect(page.getByRole('heading', { name: cityName, level: 1 })).toBeVisible();
    made.cityId = page.url().split('/').pop();

    // Its cover, uploaded and shown resized.
    const cover = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer();
    await page.getByLabel('Cover image').setInputFiles({ name: 'porto.jpg', mimeType: 'image/jpeg', buffer: cover });
    const image = page.getByRole('img', { name: `Cover of ${cityName}` });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', new RegExp(`/files/city-covers/${made.cityId}/[0-9a-f]{24}\\.jpg$`));
    expect(await seriousViolations(page)).toEqual([]);

    // A restaurant in the city: its time zone comes from the city, its id from its name.
    await page.getByRole('link', { name: 'New restaurant' }).click();
    await expect(page.getByRole('heading', { name: 'New restaurant', level: 1 })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(restaurantName);
    await expect(page.getByLabel('Id (in the address)')).toHaveValue(`tasca-${suffix}`);
    await expect(page.getByRole('combobox', { name: /^City/ })).toHaveValue(made.cityId ?? '');
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Lisbon');
    await page.getByLabel("Owner's name").fill('Olga Owner');
    await page.getByLabel("Owner's email").fill(ownerEmail);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create and invite the owner' }).click();
    await expect(page.getByRole('status')).toContainText(`${ownerEmail} is invited as its owner`);
    made.restaurantId = `tasca-${suffix}`;
    const code = (await page.locator('.admin__code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{10}$/);

    // The owner's invite email, with the code.
    await expect.poll(() => inbox.received.filter((mail) => mail.to.includes(ownerEmail)).length, { timeout: 15_000 }).toBe(1);
    expect(inbox.received.find((mail) => mail.to.includes(ownerEmail))?.raw).toContain(code);

    // Found in the list by search, and opened.
    await page.goto('/admin/restaurants');
    await page.getByLabel('Name or id', { exact: true }).fill(suffix);
    await page.getByLabel('Name or id', { exact: true }).press('Enter');
    await expect(page.getByRole('table')).toContainText('1 restaurant');
    const row = page.getByRole('row', { name: new RegExp(restaurantName) });
    await expect(row).toContainText(cityName);
    await expect(row).toContainText('Setting up');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('link', { name: restaurantName }).click();

    await expect(page.getByRole('heading', { name: restaurantName, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Figures' })).toBeVisible();
    await expect(page.getByText('Bookings today')).toBeVisible();
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Lisbon');
    await expect(page.getByRole('link', { name: 'Act as this restaurant' })).toHaveAttribute('href', `/admin/users?actAsRestaurant=${made.restaurantId}`);
    await page.getByRole('button', { name: 'Republish its files' }).click();
    await expect(page.getByText('Its files are published again.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await cleanUp(request, made);
  }
});
