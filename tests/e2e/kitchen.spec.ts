// The kitchen display on a 1920 × 1080 wall screen, signed in as a member of a Kitchen role (ReadReservations and
// ViewKitchen, decision 010): a guest's booking made elsewhere shows without a reload, the day stays on the wall when
// the network drops (and after a reload offline), and the screen says it is offline and when it last heard from the
// server. And the owner makes a role from the Kitchen template.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { kitchenRoleTemplate } from '../../core/role-templates';
import { toInstant } from '../../core/time';
import { seriousViolations } from './support/axe';
import { idToken, uniqueEmail } from './support/emulator';
import { controlledByServiceWorker, today, zone } from './support/offline';
import { signIn } from './support/session';
import { freeSlotForTwo } from './support/availability';

test.use({ viewport: { width: 1920, height: 1080 }, locale: 'en-US', timezoneId: zone });

/** A Kitchen role made from the template and a new member of it, signed up through an invite on `page`. */
async function signInAsKitchen(page: Page, request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${await idToken('owner@covers.test')}` };
  const role = await request.post('/api/roles', { headers, data: { ...kitchenRoleTemplate, name: `Kitchen e2e ${crypto.randomUUID().slice(0, 8)}` } });
  expect(role.status()).toBe(201);
  const { _id: roleId } = (await role.json()) as { _id: string };
  const invite = await request.post('/api/users/invites', { headers, data: { name: 'Kai Kitchen', email: uniqueEmail('kai'), roleId } });
  expect(invite.status()).toBe(201);
  const { inviteCode } = (await invite.json()) as { inviteCode: string };
  await page.goto(`/login?invite=${inviteCode}`);
  await page.getByLabel('Email').fill(uniqueEmail('kitchen'));
  await page.getByLabel('Password').fill('a-good-passw0rd');
  await page.locator('form').getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}


/** One of the day's totals, by the name beneath it. */
const total = (page: Page, name: string) => page.locator('.kitchen__total').filter({ has: page.getByRole('term').filter({ hasText: name }) }).getByRole('definition');
const serverLine = (page: Page) => page.getByRole('status').filter({ hasText: /last heard|heard from the server/i });

test('the kitchen display follows a guest’s booking live, and keeps the day with the network down', async ({ browser, context, page, request }) => {
  test.setTimeout(90_000);
  await signInAsKitchen(page, request);
  const slot = await freeSlotForTwo(request);
  await page.goto('/r/demo/analytics-kitchen');
  await expect(page.getByRole('heading', { level: 1, name: /^Kitchen · / })).toBeVisible();
  if (slot.date !== today()) {
    await page.getByText('Display settings').click();
    await page.getByLabel('Day', { exact: true }).fill(slot.date);
  }
  await expect(serverLine(page)).toContainText('Live.');
  await expect(page.getByRole('heading', { level: 2, name: 'The whole day' })).toBeVisible();
  // Dark by default, and nothing serious for axe in it.
  await expect(page.locator('.kitchen')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  expect(await seriousViolations(page)).toEqual([]);

  const before = Number(await total(page, 'Covers booked').innerText());
  const guestName = `Kitchen Guest ${crypto.randomUUID().slice(0, 6)}`;
  const guest = await browser.newContext();
  try {
    const booked = await guest.request.post('/api/reservations/request', {
      headers: { 'x-restaurant-id': 'demo' },
      data: {
        customer: { name: guestName, email: uniqueEmail('guest'), phone: '+49 30 5550101' },
        partySize: 2,
        startTime: toInstant(slot.date, slot.start, zone).toISOString(),
        endTime: toInstant(slot.date, slot.end, zone).toISOString(),
        level: slot.area,
        note: 'Peanut allergy',
      },
    });
    expect(booked.status()).toBe(201);
  } finally {
    await guest.close();
  }

  // No reload: the live-updates stream brings it.
  await expect(total(page, 'Covers booked')).toHaveText(String(before + 2));
  // The note itself carries the flag (its slot's row may hold another guest's note, e.g. tonight's lunch guest's).
  const note = page.getByRole('row').getByRole('listitem').filter({ hasText: 'Peanut allergy' });
  await expect(note.getByText('Allergy or diet')).toBeVisible();

  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await expect(serverLine(page)).toContainText(/^Offline: showing the day as this device has it\. Last heard from the server at \d\d:\d\d\.$/);
  await expect(total(page, 'Covers booked')).toHaveText(String(before + 2));

  // A wall screen restarted with the network still down opens on the same day.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Kitchen · / })).toBeVisible();
  await expect(total(page, 'Covers booked')).toHaveText(String(before + 2));
  await expect(page.getByRole('row').filter({ hasText: 'Peanut allergy' })).toBeVisible();
  await expect(serverLine(page)).toContainText(/^Offline: .* Last heard from the server at \d\d:\d\d\.$/);
  await context.setOffline(false);
});

test('the owner makes a role from the Kitchen template, in the reader’s language', async ({ page }) => {
  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo/settings/roles/new');
  await page.getByRole('radio', { name: /^Kitchen / }).check();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Kitchen');
  await expect(page.getByLabel('Description')).toHaveValue('The kitchen display only: covers per quarter hour');
  const permissions = page.getByRole('group', { name: 'Permissions' });
  await expect(permissions.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(permissions.getByLabel('Read reservations')).toBeChecked();
  await expect(permissions.getByLabel('View the kitchen screen')).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  const name = `Kitchen ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(page).not.toHaveURL(/\/new$/);
  await expect(page.getByLabel('Read reservations')).toBeChecked();
  await expect(page.getByLabel('View the kitchen screen')).toBeChecked();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);

  // "No template" empties the form again; in German the template is named in German.
  await page.goto('/r/demo/settings/roles/new?lang=de');
  await page.getByRole('radio', { name: /^Küche / }).check();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Küche');
  await page.getByRole('radio', { name: /^Keine Vorlage/ }).check();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByRole('group', { name: 'Berechtigungen' }).getByRole('checkbox', { checked: true })).toHaveCount(0);
});
