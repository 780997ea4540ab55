// The staff's vouchers screen (decision 012), signed in as the demo owner: the liability at the top, the list with
// search, filter and CSV export, the demo voucher's ledger, issuing a voucher, adjusting and voiding it — by mouse
// and keyboard — and axe, light and dark.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleLightAndDark } from './support/axe';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });

const demoCode = 'WELC-3ME2-DEMA-2345';

async function openVouchers(page: Page) {
  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo/vouchers');
  await expect(page.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Outstanding balance' })).toBeVisible();
}

/** The open voucher's ledger rows as text, one string per row. */
const ledgerRows = (page: Page) => page.getByRole('table', { name: 'History' }).locator('tbody tr');

test('staff find the demo voucher by its code and read its ledger', async ({ page }) => {
  await openVouchers(page);
  await expect(page.getByTestId('voucher-liability').first()).toContainText('€');
  // Keyboard: type in the search and press Enter; the address keeps the search.
  await page.getByRole('searchbox', { name: 'Search' }).fill('welc 3me2');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=welc(\+|%20)3me2/);
  const item = page.getByRole('link', { name: new RegExp(demoCode) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('€80');
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]voucher=/);
  await expect(page.getByRole('heading', { level: 2, name: demoCode })).toBeVisible();
  await expect(page.getByTestId('voucher-facts')).toContainText('€100');
  await expect(page.getByTestId('voucher-facts')).toContainText('€80');
  await expect(ledgerRows(page).filter({ hasText: 'Purchase' })).toContainText('+€100');
  await expect(ledgerRows(page).filter({ hasText: 'Redemption' })).toContainText('-€20');
  // Who redeemed it, by name (the guest's purchase was nobody's on the staff).
  await expect(ledgerRows(page).filter({ hasText: 'Redemption' })).toContainText('Hugo Host');
  await expectAccessibleLightAndDark(page);
  // A reload shows the same voucher (its own address).
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: demoCode })).toBeVisible();
});

test('staff issue a voucher, adjust it and void it', async ({ page }) => {
  await openVouchers(page);
  await page.getByRole('button', { name: 'Issue a voucher' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Issue a voucher' })).toBeVisible();
  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  await expect(page.getByLabel('Amount', { exact: true })).toBeFocused();
  await page.getByLabel('Amount', { exact: true }).fill('25.50');
  await page.getByLabel('Recipient’s name').fill('Rosa Riera');
  await page.getByLabel('Reason').fill('Cold soup');
  await expectAccessibleLightAndDark(page);
  await page.getByRole('button', { name: 'Issue', exact: true }).click();

  const code = page.getByRole('heading', { level: 2, name: /^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/ });
  await expect(code).toBeVisible();
  const issuedCode = await code.innerText();
  await expect(page.getByTestId('voucher-facts')).toContainText('Active');
  await expect(page.getByTestId('voucher-facts')).toContainText('Rosa Riera');
  await expect(ledgerRows(page)).toHaveCount(1);
  await expect(ledgerRows(page).first()).toContainText('+€25.50');
  await expect(ledgerRows(page).first()).toContainText('Cold soup');

  // Adjust by −5.50 with a reason: a second ledger row and the balance follows.
  await page.getByText('Adjust the balance').click();
  await page.getByLabel('Amount to add or take away').fill('-5.50');
  await page.getByRole('button', { name: 'Adjust', exact: true }).click();
  await expect(page.getByText('Please fill this in.')).toBeVisible();
  await page.locator('input[name="adjust-reason"]').fill('Counted twice');
  await page.getByRole('button', { name: 'Adjust', exact: true }).click();
  await expect(ledgerRows(page)).toHaveCount(2);
  await expect(ledgerRows(page).filter({ hasText: 'Adjustment' })).toContainText('-€5.50');
  await expect(page.getByTestId('voucher-facts')).toContainText('€20');

  // Void, with a reason and a confirmation.
  await page.getByText('Void the voucher').click();
  await page.locator('input[name="void-reason"]').fill('Issued twice');
  await page.getByRole('button', { name: 'Void', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Void this voucher?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Void the voucher' }).click();
  await expect(page.getByTestId('voucher-facts')).toContainText('Void');
  await expect(ledgerRows(page).filter({ hasText: 'Issued twice' })).toHaveCount(1);

  // The status filter finds it among the void ones.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Void' });
  await expect(page).toHaveURL(/[?&]status=void/);
  await expect(page.getByRole('link', { name: new RegExp(issuedCode) })).toBeVisible();
});

test('the CSV export holds every voucher of the filtered list', async ({ page }, testInfo) => {
  await openVouchers(page);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
  await expect(page.getByRole('link', { name: new RegExp(demoCode) })).toBeVisible();
  // The demo voucher is in the list before the filter applies too: count once only active ones are left.
  const items = page.locator('.select-list__item');
  await expect(items.filter({ hasNotText: /\bActive\b/ })).toHaveCount(0);
  const shown = await items.count();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const text = (await readFile(path)).subarray(3).toString('utf8');
  const [header, ...rows] = text.trimEnd().split('\r\n');
  expect(header).toBe('Code,Status,Kind,Currency,Value,Balance,Recipient,Recipient email,Buyer,Buyer email,Source,Issued at,Valid until,Created at');
  expect(rows.length).toBeGreaterThanOrEqual(shown);
  expect(rows.every((row) => row.split(',')[1] === 'Active')).toBe(true);
  expect(rows.find((row) => row.startsWith(demoCode))).toMatch(/^WELC-3ME2-DEMA-2345,Active,amount,EUR,100\.00,80\.00,/);
});

test('the voucher settings open on their tab', async ({ page }) => {
  await openVouchers(page);
  await page.getByRole('navigation', { name: 'Vouchers sections' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/[?&]tab=settings/);
  await expect(page.getByRole('heading', { level: 2, name: 'Voucher settings' })).toBeVisible();
  await expect(page.getByLabel('Sell gift cards on the gift-card page')).toBeChecked();
  await expect(page.getByLabel('Id (lower-case letters, digits, hyphens)').first()).toHaveValue('tasting-for-two');
  await page.getByLabel('Years of validity after the year of purchase').fill('2');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Vouchers are valid for at least 3 years after the year of purchase.')).toBeVisible();
  await expectAccessibleLightAndDark(page);
});
