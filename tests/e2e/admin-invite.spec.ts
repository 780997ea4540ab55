// Spec §6: an admin creates users through an invite. From the users screen the admin picks a restaurant, one of its
// roles, a name and an email; the invite goes out by email with its code, and the code opens the sign-up. The invite
// is deleted again at the end, so the demo data stays as it was.
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { seriousViolations } from './support/axe';
import { idToken } from './support/emulator';
import { mailInbox } from './support/mail';
import { signIn } from './support/session';

const inbox = mailInbox();
test.beforeAll(() => inbox.start());
test.afterAll(() => inbox.stop());
test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

test('an admin invites a host to the demo restaurant from the users screen, by keyboard', async ({ page, request }) => {
  const email = `hanna-${randomBytes(3).toString('hex')}@example.test`;
  let code: string | null = null;
  try {
    await signIn(page, 'admin@covers.test');
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Invite a user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await expect(dialog.getByLabel('Role')).toBeDisabled();
    await dialog.getByLabel('Restaurant').selectOption({ label: 'Trattoria Demo' });
    await expect(dialog.getByLabel('Role')).toBeEnabled();
    await dialog.getByLabel('Role').focus();
    await dialog.getByLabel('Role').selectOption({ label: 'Host' });
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hanna Host');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');

    await expect(dialog.getByRole('status')).toContainText(`The invite is on its way to ${email}.`);
    code = await dialog.locator('.admin__code').textContent();
    expect(code).toMatch(/\S{6,}/);
    await expect(dialog.getByText(`/login?invite=${code}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => inbox.received.find((mail) => mail.to.includes(email))?.raw ?? '', { timeout: 15_000 }).toContain(code ?? '');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
  } finally {
    if (code) {
      // The restaurant's own invite list holds it: delete it as the owner.
      const owner = { authorization: `Bearer ${await idToken('owner@covers.test')}`, 'x-restaurant-id': 'demo' };
      await request.delete(`/api/users/invites/${code}`, { headers: owner });
    }
  }
});
