// Scanning a voucher's QR code on the host tablet, from a reservation's own page (docs/decisions/012-vouchers.md).
// Chromium's fake camera plays a still video of the QR code of a real voucher's page address, made here at run time;
// this Chromium has no BarcodeDetector, so the tablet reads the frames with jsQR, which it loads only when the host
// starts the scan. The host redeems part of the voucher by keyboard; the balance shown and the server's ledger hold
// it once. The voucher is issued through the API at the start and voided at the end; the redemption is on a demo
// booking that no other spec reads vouchers of, and changes nothing about the booking itself.
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formatVoucherCode } from '../../core/vouchers/code';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { qrLuma } from '../support/qr-luma';
import { y4mStill } from '../support/y4m';
import { seriousViolations } from './support/axe';
import { block } from './support/front-of-house';
import { expectWaiting } from './support/offline';
import { signIn } from './support/session';
import { issueVoucher, ledgerOf, voidVoucher } from './support/vouchers';

// Chromium opens the fake camera's file when the page asks for the camera, so the test writes it before the scan.
// One file per server port: checkouts tested side by side do not share it.
const cameraFile = join(tmpdir(), `covers-voucher-scan-${process.env.E2E_PORT ?? '8091'}.y4m`);
const camera = { width: 640, height: 480 };
const guest = 'Sofia Müller';

const fakeCamera = (...switches: string[]) => ({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--disable-quic', '--use-fake-device-for-media-stream', ...switches] },
});

// The browser grants the camera as a host who taps Allow would, and the camera films the file written by cameraShows.
test.use({
  viewport: { width: 1280, height: 800 },
  locale: 'en-US',
  timezoneId: 'Europe/Berlin',
  ...fakeCamera('--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${cameraFile}`),
});

/** The camera shows the QR code of `text`, still, as a voucher held up to it. */
async function cameraShows(text: string): Promise<void> {
  await writeFile(cameraFile, y4mStill({ ...camera, luma: qrLuma(text, camera.width, camera.height), frames: 5 }));
}

/** The guest's reservation page, reached as a host does: the grid, the guest's booking, Open reservation. */
async function openReservationPage(page: Page): Promise<string> {
  await signIn(page, 'host@covers.test');
  await expect(page).toHaveURL(/\/r\/demo\/reservations$/);
  await block(page, guest).click();
  await page.getByRole('article', { name: guest }).getByRole('link', { name: 'Open reservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: guest })).toBeVisible();
  const id = /\/reservation\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  if (!id) throw new Error(`Not a reservation page: ${page.url()}`);
  return id;
}

/** The scripts the page has asked for, by file name. */
function scriptsAskedFor(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return names;
}

/** The Redeem voucher dialog opened from the reservation page's host actions, by keyboard. */
async function openRedeemDialog(page: Page) {
  await page.getByRole('region', { name: 'Host actions' }).getByRole('button', { name: 'Redeem voucher' }).press('Enter');
  return page.getByRole('dialog', { name: `Redeem a voucher for ${guest}` });
}

test('a host scans a voucher on the reservation page and redeems part of it, by keyboard', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const voucher = await issueVoucher(request, 'Scan Test');
  try {
    await cameraShows(`${baseURL}/r/demo/vouchers/${voucher._id}`);
    const reservationId = await openReservationPage(page);
    const scripts = scriptsAskedFor(page);
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);

    const dialog = await openRedeemDialog(page);
    await expect(dialog.getByLabel('Voucher code')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Scan QR code' })).toBeFocused();
    expect(scripts.filter((name) => name.startsWith('canvas-qr-reader'))).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Hold the voucher’s QR code in front of the camera.');
    await expect(dialog.getByRole('button', { name: 'Stop scanning' })).toBeFocused();

    // Recognised from the camera: the voucher's balance, its code in the field, the camera off, the amount next.
    await expect(dialog.getByTestId('voucher-balance')).toHaveText('Balance: €50.00 of €50.00. Status: valid.', { timeout: 20_000 });
    expect(scripts.filter((name) => name.startsWith('canvas-qr-reader'))).toHaveLength(1);
    await expect(dialog.getByLabel('Voucher code')).toHaveValue(formatVoucherCode(voucher.code));
    await expect(dialog.locator('video')).toHaveCount(0);
    await expect(dialog.getByLabel('Amount to redeem')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.type('20');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expectWaiting(page, 0);

    // The balance shown afterwards, and the server's ledger: one redemption of 20.00 € on this booking.
    await openRedeemDialog(page);
    await dialog.getByRole('button', { name: 'Look up' }).press('Enter');
    await expect(dialog.getByTestId('voucher-balance')).toHaveText('Balance: €30.00 of €50.00. Status: valid.');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await ledgerOf(request, voucher.code)).balance).toBe(3000);
    const after = await ledgerOf(request, voucher.code);
    expect(after.status).toBe('active');
    expect(after.ledger.filter((entry) => entry.kind === 'redemption').map(({ amount, reservationId: on }) => ({ amount, on }))).toEqual([{ amount: -2000, on: reservationId }]);
  } finally {
    await voidVoucher(request, voucher._id);
    await rm(cameraFile, { force: true });
  }
});
