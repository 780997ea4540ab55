// The restaurant's side of the creator programme (docs/decisions/014-affiliates.md), as the demo owner: settings ›
// affiliates leaves and rejoins the programme and changes the terms (a new row, in force), the affiliates page shows the demo creator's figures, an item
// is approved, a payout is recorded after its total is reviewed and its CSV adds up; a host allowed to read the
// figures but without ManageRoles decides nothing. By keyboard where it matters; axe, light and dark.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { toInstant } from '../../core/time';
import { expectAccessibleLightAndDark, seriousViolations } from './support/axe';
import { idToken, uniqueEmail } from './support/emulator';
import { signIn } from './support/session';
import { freeSlotForTwo } from './support/availability';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });

interface Item {
  _id: string;
  status: string;
  amount: number;
  creatorAmount: number;
  visit: { reservationId: string; startTime: string; guestName: string };
}

async function asOwner() {
  return { authorization: `Bearer ${await idToken('owner@covers.test')}`, 'x-restaurant-id': 'demo' };
}

async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const reply = await request.get(url, { headers: await asOwner() });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as T;
}

const euros = (minor: number) => `€${(minor / 100).toFixed(2)}`.replace('.00', '');
const berlinDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(iso));

test('the owner changes the commission terms and sees the new row in force', async ({ page }, testInfo) => {
  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo/settings/affiliates');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliates' })).toBeVisible();
  await expect(page.getByText('This restaurant is in the creator programme')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Terms history' }).locator('tbody tr');

  // Leaving (confirmed) pauses the terms in force; joining again shows the programme back, with terms to save.
  await page.getByRole('button', { name: 'Leave the programme' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave the creator programme?' });
  await expect(leave).toContainText('bookings made from now on earn nothing');
  await leave.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(page.getByText('This restaurant is not in the creator programme.')).toBeVisible();
  await expect(rows.first()).toContainText('Paused (no commission)');
  await expect(rows.first()).toContainText('In force');
  await page.getByRole('button', { name: 'Join the programme' }).click();
  await expect(page.getByText('This restaurant is in the creator programme')).toBeVisible();

  const rate = page.getByLabel('Amount', { exact: true });
  await expect(rate).toHaveValue('2.5');
  // A clear message for what is missing, tied to the field.
  await rate.fill('');
  await page.getByRole('button', { name: 'Save new terms' }).click();
  await expect(page.getByText('Enter the commission.')).toBeVisible();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');

  await rate.fill('3.20');
  await expect(page.getByText('Creators earn €3.20 per cover; the platform keeps 10% of it.')).toBeVisible();
  await rate.press('Enter');
  await expect(page.getByText('The new terms are in force.')).toBeVisible();
  await expect(rows.first()).toContainText('€3.20 per cover');
  await expect(rows.first()).toContainText('In force');
  await expect(rows.first()).toContainText('Olga Owner');
  // Below it the paused rows of the leave (one per terms then in force: other specs may have set a creator's own) and
  // the old general terms, no longer in force.
  await expect(rows.nth(1)).toContainText('Paused (no commission)');
  const oldTerms = rows.filter({ hasText: '€2.50 per cover' }).first();
  await expect(oldTerms).toBeVisible();
  await expect(oldTerms).not.toContainText('In force');
  await expectAccessibleLightAndDark(page);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: testInfo.outputPath('settings.png'), fullPage: true });
});

test('the owner reads the creator’s figures, approves an item, records a payout and downloads its CSV', async ({ page, request }, testInfo) => {
  const [creator] = (await api<{ items: { affiliateUserId: string; referredBookings: number; attendedCovers: number; noShows: number }[] }>(request, '/api/affiliates/creators')).items.filter(
    (row) => row.affiliateUserId === 'demo-creator',
  );
  expect(creator?.referredBookings).toBeGreaterThan(0);
  const pending = (await api<{ items: Item[] }>(request, '/api/affiliates/items?affiliateUserId=demo-creator&status=pending&pageSize=20')).items;
  expect(pending.length).toBeGreaterThan(0);
  const first = pending[0] as Item;

  await signIn(page, 'owner@covers.test');
  await page.goto('/r/demo/affiliates');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliates' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Creators who sent guests' }).getByRole('row', { name: /Clara Creator/ });
  await expect(row).toContainText(String(creator?.referredBookings));
  await expect(row).toContainText(String(creator?.attendedCovers));
  await expect(row).toContainText('€');

  // Keyboard: open the creator, filter the pending items, approve the newest after confirming.
  await row.getByRole('button', { name: 'Clara Creator' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Clara Creator' })).toBeVisible();
  await expectAccessibleLightAndDark(page);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: testInfo.outputPath('affiliates.png'), fullPage: true });
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pending' });
  const approve = page.getByRole('button', { name: new RegExp(`^Approve ${euros(first.amount)} for ${first.visit.guestName}`) }).first();
  await approve.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Approve this commission?' });
  await expect(dialog).toContainText(first.visit.guestName);
  await dialog.getByRole('button', { name: 'Approve' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await api<{ items: Item[] }>(request, `/api/affiliates/items?affiliateUserId=demo-creator&status=approved&pageSize=500`)).items.some((item) => item._id === first._id)).toBe(true);

  // The payout of the approved item's visit day: the dialog shows the total before anything is paid.
  const day = berlinDate(first.visit.startTime);
  const approved = (await api<{ items: Item[] }>(request, `/api/affiliates/items?affiliateUserId=demo-creator&status=approved&from=${day}&to=${day}&pageSize=500`)).items;
  const toCreator = approved.reduce((sum, item) => sum + item.creatorAmount, 0);
  await page.getByLabel('Visits from', { exact: true }).last().fill(day);
  await page.getByLabel('Visits until', { exact: true }).last().fill(day);
  await page.getByLabel('Reference (optional)').fill('E2E transfer');
  await page.getByRole('button', { name: 'Review payout' }).click();
  const review = page.getByRole('dialog', { name: 'Pay Clara Creator?' });
  await expect(review.getByTestId('payout-total')).toHaveText(euros(toCreator));
  expect(await seriousViolations(page)).toEqual([]);
  await review.getByRole('button', { name: 'Record payout' }).click();
  await expect(page.getByText(`Payout recorded: ${euros(toCreator)} to the creator.`)).toBeVisible();

  const payouts = (await api<{ items: { _id: string; amount: number; platformFee: number; creatorAmount: number; itemCount: number; reference: string | null }[] }>(request, '/api/affiliates/payouts?affiliateUserId=demo-creator')).items;
  const payout = payouts[0];
  expect(payout).toMatchObject({ reference: 'E2E transfer', creatorAmount: toCreator, itemCount: approved.length });
  const history = page.getByRole('table', { name: 'Payout history' }).locator('tbody tr').first();
  await expect(history).toContainText('E2E transfer');
  const [download] = await Promise.all([page.waitForEvent('download'), history.getByRole('button', { name: /Download the CSV/ }).click()]);
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const text = (await readFile(path)).subarray(3).toString('utf8');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Date,Guest,Covers,Commission,Platform fee,To the creator,Currency,Reservation');
  expect(lines).toHaveLength(approved.length + 2);
  expect(lines.slice(1, -1).every((line) => line.startsWith(`${day},`) && line.includes(',EUR,'))).toBe(true);
  const money = (minor: number) => (minor / 100).toFixed(2);
  expect(lines.at(-1)).toMatch(new RegExp(`^Total,,\\d+,${money(payout?.amount ?? 0)},${money(payout?.platformFee ?? 0)},${money(payout?.creatorAmount ?? 0)},EUR,$`));
  // Of the guest only the name: no contact details.
  expect(text).not.toMatch(/@|\+49/);
});

test('a host who may read the figures but not manage roles decides and pays nothing', async ({ page, request }) => {
  const headers = await asOwner();
  const roles = (await (await request.get('/api/roles', { headers })).json()) as { items: { _id: string; name: string; description: string; permissions: string[] }[] };
  const host = roles.items.find((role) => role._id === 'host');
  if (!host) throw new Error('the demo has a host role');
  const put = (permissions: string[]) => request.put('/api/roles/host', { headers, data: { name: host.name, description: host.description, permissions } });
  expect((await put([...host.permissions, 'ViewAnalytics'])).status()).toBe(200);
  try {
    await signIn(page, 'host@covers.test');
    await page.goto('/r/demo/affiliates');
    const row = page.getByRole('table', { name: 'Creators who sent guests' }).getByRole('row', { name: /Clara Creator/ });
    await row.getByRole('button', { name: 'Clara Creator' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Clara Creator' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Commission', exact: true }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Reject/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Review payout' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Commission terms' })).toHaveCount(0);
    await expectAccessibleLightAndDark(page);
  } finally {
    expect((await put(host.permissions)).status()).toBe(200);
  }
});

test('a referred reservation shows what the visit earns', async ({ page, request }, testInfo) => {
  const [item] = (await api<{ items: Item[] }>(request, '/api/affiliates/items?affiliateUserId=demo-creator&status=paid&pageSize=1')).items;
  if (!item) throw new Error('the demo has paid commission');
  await signIn(page, 'owner@covers.test');
  await page.goto(`/r/demo/reservation/${item.visit.reservationId}`);
  const section = page.getByRole('region', { name: 'Creator referral' });
  await expect(section).toContainText('Booked through the link of creator.');
  await expect(section.getByRole('status')).toHaveText(`Commission: ${euros(item.amount)} (Paid).`);
  // The demo pays per cover: there is no spend to enter.
  await expect(section.getByLabel('What the table spent')).toHaveCount(0);
  await expectAccessibleLightAndDark(page);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: testInfo.outputPath('reservation.png'), fullPage: true });
});


// Last: it gives the demo creator a share-of-spend schedule of their own.
test('the host enters a referred table’s spend and the commission follows it', async ({ page, request }) => {
  const terms = { affiliateUserId: 'demo-creator', basis: 'percentOfSpend', commissionRate: 1_000, commissionCurrency: 'EUR', platformFeePercentage: 10 };
  expect((await request.post('/api/affiliates/schedules', { headers: await asOwner(), data: terms })).status()).toBe(201);
  // A booking keeps the terms in force when it was made, and its createdAt is kept to the minute: book in the next one.
  test.setTimeout(120_000);
  await page.waitForTimeout(60_000 - (Date.now() % 60_000) + 1_000);
  const slot = await freeSlotForTwo(request);
  const booked = await request.post('/api/reservations/request', {
    headers: { 'x-restaurant-id': 'demo' },
    data: {
      customer: { name: 'Spend Guest', email: uniqueEmail('spend'), phone: '+49 30 5550102' },
      partySize: 2,
      startTime: toInstant(slot.date, slot.start, 'Europe/Berlin').toISOString(),
      endTime: toInstant(slot.date, slot.end, 'Europe/Berlin').toISOString(),
      level: slot.area,
      referralCode: 'creator',
      referredAt: new Date().toISOString(),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const reservationId = ((await booked.json()) as { reservation: { _id: string } }).reservation._id;

  await signIn(page, 'host@covers.test');
  await page.goto(`/r/demo/reservation/${reservationId}`);
  const section = page.getByRole('region', { name: 'Creator referral' });
  await expect(section.getByRole('status')).toHaveText('The visit earns commission once the guests have checked in.');
  await expect(section).toContainText('The spend can be entered once the guests have checked in.');
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(section.getByRole('status')).toHaveText('The commission is a share of the spend: enter what the table spent.');
  const spend = section.getByLabel('What the table spent');
  await spend.fill('84.50');
  await spend.press('Enter');
  await expect(section.getByText('Spend saved; the commission is updated.')).toBeVisible();
  // 10 % of €84.50, in the ledger as a pending item.
  await expect(section.getByRole('status').first()).toHaveText('Commission: €8.45 (Pending).');
  await expectAccessibleLightAndDark(page);
});
