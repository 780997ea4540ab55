// The creator programme end to end (spec §1–§3; docs/decisions/014-affiliates.md): a guest opens the demo creator's
// public page on a phone, books through its link, the host checks the party in, and the commission shows on both
// sides — pending in the creator's partner page and overview, open to approve on the restaurant's affiliates page.
// The creator gets terms of their own first (3.00 € per cover, 10 % platform fee), so the figure is known.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { toInstant } from '../../core/time';
import { seriousViolations } from './support/axe';
import { idToken, uniqueEmail } from './support/emulator';
import { signIn } from './support/session';
import { freeSlotForTwo } from './support/availability';

test.use({ locale: 'en-US', timezoneId: 'Europe/Berlin' });

const owner = async () => ({ authorization: `Bearer ${await idToken('owner@covers.test')}`, 'x-restaurant-id': 'demo' });


/** A person signed in on a device of their own (a tablet, a laptop). */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

test('a guest books through the creator’s link, is checked in, and both sides see the commission', async ({ browser, page, request }) => {
  test.setTimeout(150_000);
  const terms = { affiliateUserId: 'demo-creator', basis: 'perCover', commissionRate: 300, commissionCurrency: 'EUR', platformFeePercentage: 10 };
  expect((await request.post('/api/affiliates/schedules', { headers: await owner(), data: terms })).status()).toBe(201);
  // A booking is judged by the terms in force when it was made, kept to the minute: book in the next one.
  await page.waitForTimeout(60_000 - (Date.now() % 60_000) + 1_000);
  const slot = await freeSlotForTwo(request, 1);
  const guestName = `Journey Guest ${Date.now() % 100_000}`;

  // The guest, on a phone: the creator's page, its booking button, the booking flow.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });
  const guest = await phone.newPage();
  await guest.goto('/creator');
  await guest.getByRole('link', { name: 'Book a table' }).first().click();
  await expect(guest).toHaveURL(/\/r\/demo\/\?ref=creator$/);
  await guest.getByRole('button', { name: 'Book a table' }).click();
  await guest.getByRole('button', { name: '2 guests' }).click();
  await guest.getByLabel('Another day').fill(slot.date);
  await guest.getByRole('button', { name: new RegExp(slot.area) }).click();
  await guest.getByRole('button', { name: `${hhmm(slot.start)} – ${hhmm(slot.end)}` }).click();
  await guest.getByLabel('Name').fill(guestName);
  await guest.getByLabel('Email').fill(uniqueEmail('journey'));
  await guest.getByLabel('Phone', { exact: true }).fill('030 5550199');
  await guest.getByRole('button', { name: 'Book now' }).click();
  await expect(guest.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
  await phone.close();

  const found = await request.get(`/api/reservations/search?customerName=${encodeURIComponent(guestName)}`, { headers: await owner() });
  const [booking] = ((await found.json()) as { items: { _id: string; referralCode: string | null }[] }).items;
  expect(booking?.referralCode).toBe('creator');

  // The host checks the party in; the reservation says what the visit earns.
  const host = await signedIn(browser, 'host@covers.test');
  await host.goto(`/r/demo/reservation/${booking?._id}`);
  const referral = host.getByRole('region', { name: 'Creator referral' });
  await expect(referral.getByRole('status')).toHaveText('The visit earns commission once the guests have checked in.');
  await host.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(referral.getByRole('status').first()).toHaveText('Commission: €6 (Pending).');

  // The restaurant: the item waits for approval on the affiliates page.
  const restaurant = await signedIn(browser, 'owner@covers.test');
  await restaurant.goto('/r/demo/affiliates');
  await restaurant.getByRole('table', { name: 'Creators who sent guests' }).getByRole('row', { name: /Clara Creator/ }).getByRole('button', { name: 'Clara Creator' }).click();
  await restaurant.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pending' });
  await expect(restaurant.getByRole('button', { name: new RegExp(`^Approve €6 for ${guestName}`) })).toBeVisible();
  expect(await seriousViolations(restaurant)).toEqual([]);

  // The creator: the visit on the partner page, their share after the platform's fee, pending.
  const creator = await signedIn(browser, 'creator@covers.test');
  await creator.goto('/c/partner/demo');
  const visitDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(toInstant(slot.date, 12 * 60, 'UTC'));
  const row = creator.getByRole('table', { name: 'Your commissions' }).getByRole('row').filter({ hasText: visitDate }).filter({ hasText: '€5.40' });
  await expect(row.filter({ hasText: 'Pending' })).toHaveCount(1);
  expect(await seriousViolations(creator)).toEqual([]);
});
