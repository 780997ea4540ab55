// The guest's gift-card page on a 390 px phone (decision 012): choose an amount, fill the form, send it and land on
// the voucher page; the errors of an empty send; an experience; the demo voucher's page with its code, QR code and
// "Book a table" link; and axe, light and dark. Without STRIPE_SECRET_KEY (the browser tests' server) the voucher is
// paid at the restaurant, so the page confirms and links to the voucher instead of leaving for the provider.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { idToken } from './support/emulator';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });

const demoCode = 'WELC3ME2DEMA2345';

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The demo voucher's id, as staff find it by its code. */
async function demoVoucherId(request: APIRequestContext): Promise<string> {
  const headers = { authorization: `Bearer ${await idToken('owner@covers.test')}`, 'x-restaurant-id': 'demo' };
  const answer = await request.get(`/api/vouchers?q=${demoCode}`, { headers });
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: { _id: string; code: string }[] };
  const found = items.find((item) => item.code === demoCode);
  expect(found).toBeDefined();
  return (found as { _id: string })._id;
}

test('a guest buys a gift card of a preset amount and lands on its voucher page', async ({ page }) => {
  await page.goto('/r/demo/gift-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Give a gift card from Trattoria Demo' })).toBeVisible();
  await expect(page.getByText(/^A gift card bought today is valid until December 31, \d{4}\.$/)).toBeVisible();
  await expectAccessible(page);

  // An empty send says what is missing, and the first field to mend has the focus.
  await page.getByRole('button', { name: /^(Continue to payment|Order the gift card)$/ }).click();
  await expect(page.getByLabel('Amount', { exact: true })).toBeFocused();
  await expect(page.getByText('Please fill this in.').first()).toBeVisible();

  await page.getByRole('button', { name: '€50' }).click();
  await expect(page.getByRole('button', { name: '€50' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('50');
  await page.getByLabel('Recipient’s name').fill('Rosa Riera');
  await page.getByLabel('Personal message (optional)').fill('Happy birthday, Rosa!');
  await page.getByLabel('On a date of my choice').check();
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Delivery date').fill(inAWeek);
  await page.getByLabel('Your name').fill('Bruno Bauer');
  await page.getByLabel(/^Your email/).fill('bruno@example.com');
  await expectAccessible(page);

  const checkout = page.waitForResponse((response) => response.url().endsWith('/api/gift-cards/checkout'));
  await page.getByRole('button', { name: /^(Continue to payment|Order the gift card)$/ }).click();
  expect((await checkout).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Your gift card is reserved' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the gift card' }).click();

  await expect(page).toHaveURL(/\/r\/demo\/vouchers\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gift card' })).toBeVisible();
  await expect(page.getByText('For Rosa Riera')).toBeVisible();
  await expect(page.getByText('Happy birthday, Rosa!')).toBeVisible();
  await expect(page.getByTestId('voucher-balance')).toHaveText('€50');
  await expect(page.getByText('Awaiting payment')).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code of voucher [2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/ })).toBeVisible();
  // Not paid yet: nothing to book with.
  await expect(page.getByRole('link', { name: 'Book a table' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a guest chooses an experience instead of an amount', async ({ page }) => {
  await page.goto('/r/demo/gift-cards');
  const experience = page.getByRole('button', { name: /tasting/i });
  await experience.click();
  await expect(experience).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('');
  await page.getByLabel('Recipient’s name').fill('Ana');
  await page.getByLabel('Your name').fill('Ben');
  await page.getByLabel(/^Your email/).fill('ben@example.com');
  const checkout = page.waitForRequest((request) => request.url().endsWith('/api/gift-cards/checkout'));
  await page.getByRole('button', { name: /^(Continue to payment|Order the gift card)$/ }).click();
  const body = (await checkout).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ experienceId: 'tasting-for-two', recipient: { name: 'Ana' }, buyer: { name: 'Ben', email: 'ben@example.com' }, language: 'en' });
  expect(body).not.toHaveProperty('amount');
  await expect(page.getByRole('heading', { name: 'Your gift card is reserved' })).toBeVisible();
});

test('the demo voucher’s page shows its balance, its code and a way to book with it', async ({ page, request }) => {
  const voucherId = await demoVoucherId(request);
  await page.goto(`/r/demo/vouchers/${voucherId}`);
  await expect(page.getByTestId('voucher-balance')).toHaveText('€80');
  await expect(page.getByText('€100', { exact: true })).toBeVisible();
  await expect(page.getByText('WELC-3ME2-DEMA-2345')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of voucher WELC-3ME2-DEMA-2345' })).toBeVisible();
  const book = page.getByRole('link', { name: 'Book a table' });
  await expect(book).toHaveAttribute('href', `/r/demo/?voucher=${demoCode}`);
  await expectAccessible(page);
  await book.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/r/demo/\\?voucher=${demoCode}$`));
});

test('back from the payment page, a voucher not yet confirmed says so', async ({ page }) => {
  await page.goto('/r/demo/gift-cards');
  await page.getByLabel('Amount', { exact: true }).fill('30');
  await page.getByLabel('Recipient’s name').fill('Ana');
  await page.getByLabel('Your name').fill('Ben');
  await page.getByLabel(/^Your email/).fill('ben@example.com');
  await page.getByRole('button', { name: /^(Continue to payment|Order the gift card)$/ }).click();
  await page.getByRole('link', { name: 'Open the gift card' }).click();
  await expect(page).toHaveURL(/\/r\/demo\/vouchers\/[^/?]+$/);
  await page.goto(`${page.url()}?paid=1`);
  await expect(page.getByRole('status').filter({ hasText: 'Payment is being confirmed.' })).toBeVisible();
  // The page keeps asking while it waits.
  await page.waitForRequest((request) => /\/api\/gift-cards\/vouchers\//.test(request.url()));
});
