// The steps of onboarding.spec.ts: an administrator creates a restaurant and invites its owner, the owner goes
// through the six setup steps (one of them resumed on a phone), and a guest books the new restaurant. Each step
// builds on the ones before it.
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { addDays, localDateOf } from '../../../core/time';
import { seriousViolations } from './axe';
import { idToken } from './emulator';
import { actAsRestaurant, signIn } from './session';

export const tablet = { width: 820, height: 1180 };
export const phone = { width: 390, height: 844 };

/** The restaurant a run creates, and its owner's account. */
export interface NewRestaurant {
  restaurantId: string;
  name: string;
  ownerEmail: string;
  password: string;
}

async function signInWithPassword(browser: Browser, email: string, password: string, viewport = tablet): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/**
 * The admin creates the tenant through the API the new-restaurant screen calls, then,
 * acting as the new restaurant in the browser, invites its owner to the Owner role. Returns the invitation code.
 */
export async function createAndInviteOwner(page: Page, request: APIRequestContext, { restaurantId, name, ownerEmail }: NewRestaurant): Promise<string> {
  const admin = await idToken('admin@covers.test');
  const created = await request.post('/api/admin/restaurant-metadata', { headers: { authorization: `Bearer ${admin}` }, data: { restaurantId, name } });
  expect(created.status()).toBe(201);

  await signIn(page, 'admin@covers.test');
  await actAsRestaurant(page, { name, restaurantId });
  await page.goto(`/r/${restaurantId}/settings/users/new`);
  await page.getByLabel('Name').fill('Olga Owner');
  await page.getByLabel('Email').fill(ownerEmail);
  await page.getByLabel('Role').selectOption({ label: 'Owner' });
  await page.getByRole('button', { name: 'Save' }).click();
  const link = (await page.locator('code', { hasText: '/login?invite=' }).textContent()) ?? '';
  const inviteCode = new URL(link).searchParams.get('invite');
  expect(inviteCode).toBeTruthy();
  return inviteCode as string;
}

/** The owner signs up with the code and is sent straight to onboarding; other screens lead back there. */
export async function ownerSignsUp(browser: Browser, inviteCode: string, { restaurantId, name, ownerEmail, password }: NewRestaurant) {
  const ownerContext = await browser.newContext({ viewport: tablet, locale: 'en-US' });
  const owner = await ownerContext.newPage();
  await owner.goto(`/login?invite=${inviteCode}`);
  await owner.getByLabel('Email').fill(ownerEmail);
  await owner.getByLabel('Password').fill(password);
  await owner.locator('form').getByRole('button', { name: 'Create account' }).click();
  await expect(owner).toHaveURL(new RegExp(`/r/${restaurantId}/onboarding$`));
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(`Set up ${name}`);
  const steps = owner.getByRole('navigation', { name: 'Setup steps' });
  await expect(steps.getByRole('button', { name: /Name and contact/ })).toHaveAttribute('aria-current', 'step');
  // Other screens lead back here while setup is incomplete.
  await owner.goto(`/r/${restaurantId}/reservations`);
  await expect(owner).toHaveURL(new RegExp(`/r/${restaurantId}/onboarding$`));
  expect(await seriousViolations(owner)).toEqual([]);
  return { owner, ownerContext, steps };
}

/** Steps 1–3: name and contact, languages (English first, no Spanish), colours with the live preview. */
export async function nameLanguagesAndColours(owner: Page, { restaurantId }: NewRestaurant, newName: string): Promise<void> {
  // 1 Name and contact.
  await owner.getByLabel('Restaurant name').fill(newName);
  await owner.getByLabel('Restaurant email').fill(`hello-${restaurantId}@example.test`);
  await expect(owner.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
  await owner.getByLabel('Phone shown to guests (optional)').fill('+49 30 1234567');
  await owner.getByLabel('Address shown to guests (optional)').fill('Marktplatz 1, Berlin');
  await owner.getByLabel('Address shown to guests (optional)').press('Enter');

  // 2 Languages: English first (the guests' default), no Spanish.
  await expect(owner.getByRole('heading', { name: 'Languages', level: 2 })).toBeFocused();
  await owner.getByRole('button', { name: 'Move English up' }).click();
  await expect(owner.locator('.order-list__item').first()).toContainText('English · default');
  await owner.locator('.order-list__item', { hasText: 'Español' }).getByRole('button', { name: 'Remove' }).click();
  await expect(owner.locator('.order-list__item')).toHaveText([/English/, /Deutsch/]);
  await owner.getByRole('button', { name: 'Save and continue' }).click();

  // 3 Colours, with the live preview.
  await expect(owner.getByRole('heading', { name: 'Colours', level: 2 })).toBeVisible();
  await owner.getByLabel('Primary colour').fill('#225588');
  await expect(owner.getByRole('img', { name: 'Preview of the colours' }).getByText('Book a table', { exact: true })).toHaveCSS('background-color', 'rgb(34, 85, 136)');
  expect(await seriousViolations(owner, '.color-preview')).toEqual([]);
  await owner.getByRole('button', { name: 'Save and continue' }).click();
  await expect(owner.getByRole('heading', { name: 'Areas and times', level: 2 })).toBeVisible();
}

/** Progress survives a reload; Back returns to the saved values. */
export async function progressSurvivesAReload(owner: Page, steps: Locator, newName: string): Promise<void> {
  await owner.reload();
  await expect(owner.getByRole('heading', { name: 'Areas and times', level: 2 })).toBeVisible();
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(`Set up ${newName}`);
  await owner.getByRole('button', { name: 'Back' }).click();
  await expect(owner.getByLabel('Primary colour')).toHaveValue('#225588');
  await steps.getByRole('button', { name: /Areas and times/ }).click();
}

/** Step 4, areas: Continue waits for a bookable area with a slot; the form starts with two seatings on every day. */
export async function addAnArea(owner: Page, next: Locator): Promise<void> {
  await expect(next).toBeDisabled();
  await expect(owner.getByLabel('Monday, slot 2: start')).toHaveValue('20:00');
  await owner.getByLabel('Name of the area').fill('Garden');
  await owner.getByRole('button', { name: 'Remove Monday, slot 2' }).click();
  await owner.getByLabel('Monday, slot 1: end').fill('20:30');
  await owner.getByRole('button', { name: 'Monday: Copy to all days' }).click();
  await expect(owner.getByLabel('Sunday, slot 1: end')).toHaveValue('20:30');
  await expect(owner.getByLabel('Sunday, slot 2: start')).toHaveCount(0);
  expect(await seriousViolations(owner)).toEqual([]);
  await owner.getByRole('button', { name: 'Save area' }).click();
  await expect(owner.getByRole('listitem').filter({ hasText: 'Garden' })).toContainText('7 time slots a week');
  await next.click();
}

/** Another device (a phone, nothing stored) resumes at step 5 too: the server shows areas done, tables not. */
export async function resumeOnAPhone(browser: Browser, { restaurantId, ownerEmail, password }: NewRestaurant): Promise<void> {
  const elsewhere = await signInWithPassword(browser, ownerEmail, password, phone);
  await elsewhere.goto(`/r/${restaurantId}/reservations`);
  await expect(elsewhere).toHaveURL(new RegExp(`/r/${restaurantId}/onboarding$`));
  await expect(elsewhere.getByRole('heading', { name: 'Tables', level: 2 })).toBeVisible();
  await expect(elsewhere.getByText('Step 5 of 6')).toBeVisible();
  expect(await seriousViolations(elsewhere)).toEqual([]);
  await elsewhere.context().close();
}

/** Step 5, tables: three of two seats at once, one more of 3–6, one removed. */
export async function addTables(owner: Page, next: Locator): Promise<void> {
  await expect(next).toBeDisabled();
  await owner.getByLabel('Number of tables').fill('3');
  await owner.getByLabel('Seats per table').fill('2');
  await owner.getByRole('button', { name: 'Add 3 tables of 2 seats' }).click();
  const garden = owner.getByRole('region', { name: 'Garden' });
  await expect(garden.getByRole('listitem')).toHaveCount(3);
  await expect(garden.getByRole('listitem').first()).toContainText('Table 1 · 1–2 guests');
  await expect(owner.getByLabel('Table number')).toHaveValue('4');
  await owner.getByLabel('Fewest guests').fill('3');
  await owner.getByLabel('Most guests').fill('6');
  await owner.getByRole('button', { name: 'Add table', exact: true }).click();
  await expect(garden.getByRole('listitem').filter({ hasText: 'Table 4' })).toContainText('3–6 guests');
  await owner.getByRole('button', { name: 'Remove table 2 in Garden' }).click();
  await expect(garden.getByRole('listitem')).toHaveCount(3);
  expect(await seriousViolations(owner)).toEqual([]);
  await next.click();
}

/** Step 6, done: on to the restaurant's own screens, and the guard no longer redirects. */
export async function finishSetup(owner: Page, { restaurantId }: NewRestaurant): Promise<void> {
  await expect(owner.getByRole('heading', { name: 'Done', level: 2 })).toBeVisible();
  await expect(owner.getByText('1 area · 3 tables')).toBeVisible();
  await owner.getByRole('link', { name: 'Go to your restaurant' }).click();
  await expect(owner).toHaveURL(new RegExp(`/r/${restaurantId}/reservations$`));
  await expect(owner.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await owner.goto(`/r/${restaurantId}/settings`);
  await expect(owner).toHaveURL(new RegExp(`/r/${restaurantId}/settings$`));
}

/** A guest books 2 people on the restaurant's page, in its colours and default language, tomorrow at 18:00. */
export async function guestBooks(browser: Browser, { restaurantId }: NewRestaurant, newName: string): Promise<void> {
  const guestContext = await browser.newContext({ viewport: phone });
  const guest = await guestContext.newPage();
  const tomorrow = addDays(localDateOf(new Date(), 'Europe/Berlin'), 1);
  await guest.goto(`/r/${restaurantId}/`);
  await expect(guest.locator('html')).toHaveAttribute('lang', 'en');
  await expect(guest.getByLabel('Language').locator('option')).toHaveText(['English', 'Deutsch']);
  await expect(guest.getByText(newName).first()).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Book a table' })).toHaveCSS('background-color', 'rgb(34, 85, 136)');
  await guest.getByRole('button', { name: 'Book a table' }).click();
  await guest.getByRole('button', { name: '2 guests' }).click();
  await guest.getByLabel('Another day').fill(tomorrow);
  await guest.getByRole('button', { name: /Garden/ }).click();
  await expect(guest.getByRole('button', { name: '18:00 – 20:30' })).toBeVisible();
  await guestContext.close();
}
