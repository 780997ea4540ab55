// Redeeming a voucher at the table on the 1280 × 800 host tablet (docs/decisions/012-vouchers.md): the host redeems
// part of a voucher on a booking while offline; back online the voucher's ledger holds the redemption once. A second
// tablet that spends most of it while the first is offline makes the first tablet's later redemption a conflict the
// host reads in plain words. The voucher is issued by the owner through POST /vouchers at the start.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatVoucherCode } from '../../core/vouchers/code';
import { seriousViolations } from './support/axe';
import { block } from './support/front-of-house';
import { controlledByServiceWorker, expectWaiting, sync } from './support/offline';
import { signIn } from './support/session';
import { issueVoucher, ledgerOf } from './support/vouchers';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });
test.describe.configure({ mode: 'serial' });

/** The host's tablet with the day on the grid, the service worker in control. */
async function tablet(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await signIn(page, 'host@covers.test');
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);
  await expect(block(page, 'Giulia Rossi')).toBeVisible();
  await controlledByServiceWorker(page);
  return { page, close: () => context.close() };
}

/** Opens the guest's panel, the Redeem voucher dialog, and looks the code up (typed as a guest reads it out). */
async function lookUp(page: Page, guest: string, code: string): Promise<void> {
  const actions = page.getByRole('group', { name: `Actions for ${guest}` });
  // The guest's panel stays open after the dialog closes; a second tap on the booking would close it.
  if (!(await actions.isVisible())) await block(page, guest).click();
  await actions.getByRole('button', { name: 'Redeem voucher' }).click();
  const dialog = page.getByRole('dialog', { name: `Redeem a voucher for ${guest}` });
  await dialog.getByLabel('Voucher code').fill(formatVoucherCode(code).toLowerCase().replace(/-/g, ' '));
  await dialog.getByRole('button', { name: 'Look up' }).press('Enter');
}

async function redeem(page: Page, amount: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount to redeem').fill(amount);
  await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test('offline, a host redeems part of a voucher; back online the ledger holds it once', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const voucher = await issueVoucher(request);
  const { page, close } = await tablet(browser);
  // Online, the lookup puts the voucher into the tablet's cache.
  await lookUp(page, 'Giulia Rossi', voucher.code);
  await expect(page.getByTestId('voucher-balance')).toContainText('Balance: €50.00 of €50.00. Status: valid.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.context().setOffline(true);
  await expect(sync(page).getByText('Offline', { exact: true })).toBeVisible();
  await lookUp(page, 'Giulia Rossi', voucher.code);
  await expect(page.getByText('As this tablet last saw it (offline).')).toBeVisible();
  await redeem(page, '12,50');
  await expect(page.getByTestId('pending-redemption')).toHaveText(`Voucher ${formatVoucherCode(voucher.code)}: €12.50 redeemed, not yet synced.`);
  await expectWaiting(page, 1);
  // The tablet shows the lowered balance at once.
  await page.getByRole('button', { name: 'Redeem voucher' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('voucher-balance')).toContainText('Balance: €37.50 of €50.00.');
  await page.keyboard.press('Escape');

  await page.context().setOffline(false);
  await expectWaiting(page, 0);
  await expect(page.getByTestId('pending-redemption')).toHaveCount(0);
  const after = await ledgerOf(request, voucher.code);
  expect(after.balance).toBe(3750);
  expect(after.ledger.filter((entry) => entry.kind === 'redemption').map((entry) => entry.amount)).toEqual([-1250]);
  await close();
});

test('a second tablet spends most of it meanwhile: the first one reads a conflict in plain words', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const voucher = await issueVoucher(request);
  const first = await tablet(browser);
  const second = await tablet(browser);
  await lookUp(first.page, 'Max Mustermann', voucher.code);
  await expect(first.page.getByTestId('voucher-balance')).toContainText('€50.00 of €50.00');
  await first.page.keyboard.press('Escape');

  await first.page.context().setOffline(true);
  await lookUp(first.page, 'Max Mustermann', voucher.code);
  await redeem(first.page, '30.00');
  await expectWaiting(first.page, 1);

  // The other tablet, online, spends most of it: 10.00 € are left, not the 30.00 € the first tablet took.
  await lookUp(second.page, 'Tom Becker', voucher.code);
  await expect(second.page.getByTestId('voucher-balance')).toContainText('€50.00 of €50.00');
  await redeem(second.page, '40');
  await expectWaiting(second.page, 0);

  await first.page.context().setOffline(false);
  const conflict = sync(first.page).locator('.sync-conflict');
  await expect(conflict).toHaveAttribute('data-conflict-code', 'voucher_balance_insufficient');
  await expect(conflict).toContainText('Redeem voucher');
  await expect(conflict).toContainText('The voucher has only €10.00 left: it was used elsewhere meanwhile.');
  expect(await seriousViolations(first.page)).toEqual([]);
  await conflict.getByRole('button', { name: 'Discard' }).click();
  await expect(conflict).toHaveCount(0);

  const after = await ledgerOf(request, voucher.code);
  expect(after).toMatchObject({ balance: 1000, status: 'active' });
  expect(after.ledger.filter((entry) => entry.kind === 'redemption').map((entry) => entry.amount)).toEqual([-4000]);
  await first.close();
  await second.close();
});
