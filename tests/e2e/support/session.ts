import { expect, type Page } from '@playwright/test';
import { signUp } from './emulator';

export const demoPassword = 'covers-demo';

/** Signs in through the login screen, as a person would. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^(email|e-mail|correo electrónico)$/i).fill(email);
  await page.getByLabel(/^(password|passwort|contraseña)$/i).fill(demoPassword);
  await page.locator('form').getByRole('button', { name: /^(sign in|anmelden|iniciar sesión)$/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Spec §6 overrides: from the admin dashboard, opens the restaurant found by its name, gives a reason and starts the
 * override session; the app lands on the restaurant's overview.
 */
export async function actAsRestaurant(page: Page, { name, restaurantId }: { name: string; restaurantId: string }): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('button', { name: `Open as ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Act as a restaurant or user' });
  await expect(dialog.getByText(`Chosen: ${name} (restaurant)`)).toBeVisible();
  await dialog.getByLabel('Reason').fill('Setting up the restaurant for its owner');
  await dialog.getByRole('button', { name: 'Start acting' }).click();
  await expect(page).toHaveURL(new RegExp(`/r/${restaurantId}/overview$`));
}

/**
 * A fresh account (no user type yet) signs in through the login screen, is sent to user onboarding, becomes a
 * creator under `username` and lands on the creator's overview.
 */
export async function signUpAsCreator(page: Page, email: string, username: string): Promise<void> {
  const password = 'another-passw0rd';
  await signUp(email, password);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\/onboarding$/);
  await page.getByLabel('I am a creator and recommend restaurants').check();
  await page.getByLabel(/public name/).fill(username);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/c\/overview$/);
}
