// The guest's gift-card page on a 390 px phone (decision 012): choose an amount, fill the form, send it and land on
// the voucher page; the errors of an empty send; an experience; the demo voucher's page with its code, QR code and
// "Book a table" link; and axe, light and dark. The browser tests' server takes payment through the local Stripe
// stand-in (tests/support/stripe-stand-in.ts): the guest leaves for its hosted page, pays there, and comes back to the
// voucher, whose email to the recipient carries the PDF with the voucher page's link.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import QRCode from 'qrcode';
import { embeddedImageBytes, hexOf, isImage, pageText, streamsOf } from '../support/voucher-pdf-reading';
import { seriousViolations } from './support/axe';
import { idToken } from './support/emulator';
import { mailInbox } from './support/mail';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });

const demoCode = 'WELC3ME2DEMA2345';

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The id of the voucher staff find by `search` (its code, or an email). */
async function voucherIdOf(request: APIRequestContext, search: string): Promise<string> {
  const headers = { authorization: `Bearer ${await idToken('owner@covers.test')}`, 'x-restaurant-id': 'demo' };
  const answer = await request.get(`/api/vouchers?q=${encodeURIComponent(search)}`, { headers });
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: { _id: string }[] };
  expect(items).toHaveLength(1);
  return (items[0] as { _id: string })._id;
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

const inbox = mailInbox();
const { received } = inbox;
test.beforeAll(() => inbox.start());
test.afterAll(() => inbox.stop());

/** The PDF attached to a raw MIME message (base64, as the mailer writes it). */
function attachedPdf(raw: string): Buffer {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw);
  expect(part, 'a PDF attachment').not.toBeNull();
  return Buffer.from((part as RegExpExecArray)[1] as string, 'base64');
}

/** Fills the form for a gift of `amount` euros to a recipient who gets it by email right away. */
async function fillGift(page: Page, recipientEmail: string): Promise<void> {
  await page.getByRole('button', { name: '€50' }).click();
  await expect(page.getByRole('button', { name: '€50' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('50');
  await page.getByLabel('Recipient’s name').fill('Rosa Riera');
  await page.getByLabel(/^Recipient’s email/).fill(recipientEmail);
  await page.getByLabel('Personal message (optional)').fill('Happy birthday, Rosa!');
  await page.getByLabel('Your name').fill('Bruno Bauer');
  await page.getByLabel(/^Your email/).fill('bruno@example.com');
}

test('a guest buys a gift card at 390 px, pays on the provider’s page, and the recipient’s PDF links to it', async ({ page }) => {
  await page.goto('/r/demo/gift-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Give a gift card from Trattoria Demo' })).toBeVisible();
  await expect(page.getByText(/^A gift card bought today is valid until December 31, \d{4}\.$/)).toBeVisible();
  await expectAccessible(page);

  // An empty send says what is missing, and the first field to mend has the focus.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByLabel('Amount', { exact: true })).toBeFocused();
  await expect(page.getByText('Please fill this in.').first()).toBeVisible();

  const recipient = `rosa.${crypto.randomUUID().slice(0, 8)}@example.test`;
  await fillGift(page, recipient);
  await expectAccessible(page);
  const checkout = page.waitForResponse((response) => response.url().endsWith('/api/gift-cards/checkout'));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  expect((await checkout).status()).toBe(201);

  // The provider's hosted page (the stand-in's), then back to the voucher, paid.
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/r\/demo\/vouchers\/[^/?]+\?paid=1$/);
  const voucherUrl = page.url().replace(/\?paid=1$/, '');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift card' })).toBeVisible();
  await expect(page.getByText('For Rosa Riera')).toBeVisible();
  await expect(page.getByText('Happy birthday, Rosa!')).toBeVisible();
  await expect(page.getByTestId('voucher-balance')).toHaveText('€50');
  await expect(page.getByRole('link', { name: 'Book a table' })).toBeVisible({ timeout: 15_000 });
  const qr = page.getByRole('img', { name: /^QR code of voucher [2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/ });
  await expect(qr).toBeVisible();
  const code = ((await qr.getAttribute('alt')) ?? '').replace('QR code of voucher ', '');
  await expectAccessible(page);

  // The recipient's email: the PDF carries the code, and its picture is the QR code of the voucher page's address
  // (made as the server makes it: the same PNG embeds to the same bytes), which opens the voucher.
  await expect.poll(() => received.filter((mail) => mail.to.includes(recipient)).length, { timeout: 20_000 }).toBe(1);
  const mail = received.find((message) => message.to.includes(recipient)) as { raw: string };
  const pdf = await PDFDocument.load(attachedPdf(mail.raw));
  expect(pageText(pdf)).toContain(hexOf(code));
  const qrOfPage = await embeddedImageBytes(await QRCode.toBuffer(voucherUrl, { type: 'png', margin: 1, width: 300, errorCorrectionLevel: 'M' }));
  expect(streamsOf(pdf).filter(isImage).some((image: PDFRawStream) => Buffer.from(image.contents).equals(qrOfPage))).toBe(true);
  await page.goto(voucherUrl);
  await expect(page.getByText(code)).toBeVisible();
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
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const body = (await checkout).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ experienceId: 'tasting-for-two', recipient: { name: 'Ana' }, buyer: { name: 'Ben', email: 'ben@example.com' }, language: 'en' });
  expect(body).not.toHaveProperty('amount');
  // The provider's page asks for the experience's value.
  await expect(page.getByRole('button', { name: /^Pay .*189/ })).toBeVisible();
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

test('back from the payment page unpaid, the voucher says the payment is being confirmed', async ({ page, request }) => {
  const buyer = `ben.${crypto.randomUUID().slice(0, 8)}@example.test`;
  await page.goto('/r/demo/gift-cards');
  await page.getByLabel('Amount', { exact: true }).fill('30');
  await page.getByLabel('Recipient’s name').fill('Ana');
  await page.getByLabel('Your name').fill('Ben');
  await page.getByLabel(/^Your email/).fill(buyer);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();
  // The page left for the provider before its answer could be read: staff find the voucher by the buyer's email.
  const voucherId = await voucherIdOf(request, buyer);
  await page.goto(`/r/demo/vouchers/${voucherId}?paid=1`);
  await expect(page.getByRole('status').filter({ hasText: 'Payment is being confirmed.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a table' })).toHaveCount(0);
  // The page keeps asking while it waits.
  await page.waitForRequest((request) => /\/api\/gift-cards\/vouchers\//.test(request.url()));
});
