import { expect, type Page } from '@playwright/test';

export const demoPassword = 'covers-demo';

/** Signs in through the login screen, as a person would. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^(email|e-mail|correo electrónico)$/i).fill(email);
  await page.getByLabel(/^(password|passwort|contraseña)$/i).fill(demoPassword);
  await page.locator('form').getByRole('button', { name: /^(sign in|anmelden|iniciar sesión)$/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
