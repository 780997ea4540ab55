import { expect, test } from '@playwright/test';
import { idToken, latestOobCode, signUp, uniqueEmail } from './support/emulator';
import { signIn, signUpAsCreator } from './support/session';

test('an invited person signs up with the invite code and becomes restaurant staff', async ({ page, request }) => {
  const owner = await idToken('owner@covers.test');
  const invite = await request.post('/api/users/invites', {
    headers: { authorization: `Bearer ${owner}` },
    data: { name: 'Nina New', email: 'nina@example.test', roleId: 'host' },
  });
  expect(invite.status()).toBe(201);
  const { inviteCode } = (await invite.json()) as { inviteCode: string };

  await page.goto(`/login?invite=${inviteCode}`);
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('nina'));
  await page.getByLabel('Password').fill('a-good-passw0rd');
  await expect(page.getByLabel('Invite code', { exact: true })).toHaveValue(inviteCode);
  await page.locator('form').getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('a new account without a type is sent to user onboarding and can become a creator', async ({ page }) => {
  await signUpAsCreator(page, uniqueEmail('creator'), `c${Date.now()}`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Covers' })).toBeVisible();
});

test('a wrong invite code is refused with a clear message', async ({ page }) => {
  await page.goto('/login?invite=NOPE-NOPE');
  await page.getByLabel('Email').fill(uniqueEmail('wrong'));
  await page.getByLabel('Password').fill('a-good-passw0rd');
  await page.locator('form').getByRole('button', { name: 'Create account' }).click();
  // The account exists but has no type: onboarding asks again and says why the code failed.
  await expect(page).toHaveURL(/\/user\/onboarding$/);
  await page.getByLabel('Invite code', { exact: true }).fill('NOPE-NOPE');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('This invite code is unknown, used or expired.');
});

test('password reset: send the email, follow the code, set a new password, sign in with it', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUp(email, 'old-passw0rd');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Forgot password' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByText('Password reset email sent successfully')).toBeVisible();

  const code = await latestOobCode(email);
  await page.goto(`/login?mode=resetPassword&oobCode=${code}`);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Password').fill('new-passw0rd');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password reset successfully')).toBeVisible();

  await page.goto(`/login?mode=resetPassword&oobCode=${code}`);
  await expect(page.getByText('Invalid or expired reset code')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('new-passw0rd');
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\/onboarding$/);
});

test('a wrong password shows a clear error and keeps the email', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('host@covers.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or password is wrong.');
  await expect(page.getByLabel('Email')).toHaveValue('host@covers.test');
});

test('the signed-in user is shared across tabs, and signing out in one signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'host@covers.test');
  const second = await context.newPage();
  await second.goto('/r/demo/checkin');
  await expect(second).toHaveURL(/\/r\/demo\/checkin$/);
  await expect(second.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await first.getByRole('button', { name: 'Profile' }).click();
  await first.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(second).toHaveURL(/\/login$/);
  // The tab that signed out ends at the root, with the other tab still open (it once waited for that tab to close).
  await expect(first).toHaveURL(/\/$/);
  await expect(first.getByRole('link', { name: 'Staff sign-in' })).toBeVisible();
});

test('a device started from its stored profile keeps it while Firebase is still loading', async ({ browser }) => {
  // The service worker would answer the script requests itself, out of the test's reach.
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, 'host@covers.test');
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);

  // Firebase's script is held back: the reloaded tablet runs from the profile it stored, not yet knowing who is signed in.
  let releaseFirebase = () => undefined as void;
  const firebaseHeld = new Promise<void>((resolve) => (releaseFirebase = resolve));
  await page.route(/\/assets\/firebase-client-[^/]+\.js$/, async (route) => {
    await firebaseHeld;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // Another tab's change arrives (a cleared key reads as "anything may have changed"): the profile is asked again
  // later, and the one the tablet stands on stays.
  const storedAfterChange = await page.evaluate(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    return localStorage.getItem('covers.userProfile') !== null;
  });
  expect(storedAfterChange).toBe(true);
  releaseFirebase();
  await page.getByRole('link', { name: 'Check-in' }).click();
  await expect(page).toHaveURL(/\/r\/demo\/checkin$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await context.close();
});

test('on a restaurant host only the restaurant area is served, at the root', async ({ page, request }) => {
  const admin = await idToken('admin@covers.test');
  const host = `bistro-${Date.now()}.example`;
  const update = await request.put('/api/admin/restaurant-metadata/demo2', { headers: { authorization: `Bearer ${admin}` }, data: { hosts: [host] } });
  expect(update.status()).toBe(200);

  await page.goto('/');
  await page.evaluate((debugHost) => localStorage.setItem('covers.debugHost', debugHost), host);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Bistro Zwei');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
