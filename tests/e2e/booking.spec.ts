import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, localDateOf, toInstant } from '../../core/time';
import { mailInbox, type ReceivedMail } from './support/mail';

const inbox = mailInbox();
const { received } = inbox;

/** The party sizes demo2 offers in its Main room for a slot of a day (the API's answer, not the published file's). */
async function mainSizes(request: APIRequestContext, day: string, slot: '1080-1200' | '1200-1320'): Promise<number[]> {
  const response = await request.get(`/api/reservations/availability?date=${day}`, { headers: { 'x-restaurant-id': 'demo2' } });
  const body = (await response.json()) as { availability: Record<string, Record<string, Record<string, number[]>>> };
  return body.availability[day]?.Main?.[slot] ?? [];
}

/**
 * Someone else books a party of four in demo2's Main room, two hours from `startHour` (Berlin) on `day`; each booking
 * another guest (one email holds one booking per time).
 */
function bookFour(request: APIRequestContext, day: string, startHour: number, name: string) {
  const start = toInstant(day, startHour * 60, 'Europe/Berlin');
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${crypto.randomUUID().slice(0, 8)}@example.test`;
  return request.post('/api/reservations/request', {
    headers: { 'x-restaurant-id': 'demo2' },
    data: { customer: { name, email, phone: '+49 30 1111111' }, partySize: 4, startTime: start.toISOString(), endTime: new Date(start.getTime() + 2 * 3600_000).toISOString(), level: 'Main' },
  });
}

test.beforeAll(() => inbox.start());
test.afterAll(() => inbox.stop());

/** On demo2's booking page, four guests on `day`: the steps up to the day (where a full day offers the waitlist). */
async function fourGuestsOn(page: Page, day: string): Promise<void> {
  await page.goto('/r/demo2/');
  await page.getByRole('button', { name: 'Book a table' }).click();
  await page.getByRole('button', { name: '4 guests' }).click();
  await page.getByLabel('Another day').fill(day);
}

/** Four guests on `day` in the main room at 18:00: the contact form comes next. */
async function fourInMainRoomAtSix(page: Page, day: string): Promise<void> {
  await fourGuestsOn(page, day);
  await page.getByRole('button', { name: /Main room/ }).click();
  await page.getByRole('button', { name: '18:00 – 20:00' }).click();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Quoted-printable soft line breaks and escapes, so links can be read from the raw message. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

// A phone set to another time zone than the restaurant's (Berlin): the guest still reads the restaurant's times.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US', timezoneId: 'America/New_York' });

// The guest's pages load only the guest's share of the messages: a message missing from it shows as an error line.
let messageErrors: string[] = [];
test.beforeEach(({ page }) => {
  messageErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[covers] message error')) messageErrors.push(message.text());
  });
});
test.afterEach(() => {
  expect(messageErrors).toEqual([]);
});

test('a guest books a table, gets the email, opens the manage link, cancels, and the slot is offered again', async ({ page, request }) => {
  received.length = 0;
  const tomorrow = addDays(localDateOf(new Date(), 'Europe/Berlin'), 1);
  const email = `guest-${Date.now()}@example.test`;
  const sizesAt = () => mainSizes(request, tomorrow, '1080-1200');
  expect(await sizesAt()).toContain(4);
  // Someone else takes one of the two 4-tops first, so the guest below books the last one.
  expect((await bookFour(request, tomorrow, 18, 'Early Bird')).status()).toBe(201);

  await fourInMainRoomAtSix(page, tomorrow);

  expect(await seriousViolations(page)).toEqual([]);
  // The form refuses to book with invalid contact details and says why.
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  // The first field to mend has the focus.
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.getByLabel('Name').fill('Greta Gast');
  await page.getByLabel('Email').fill(email);
  // The closed country picker shows the dialling code, whole, and leaves the number most of the row.
  const countryFace = page.locator('.phone__country-face');
  const phoneInput = page.getByLabel('Phone', { exact: true });
  await expect(countryFace).toHaveText(/\+49$/);
  expect(await countryFace.evaluate((face) => face.scrollWidth <= face.clientWidth)).toBe(true);
  const [faceBox, numberBox] = [await countryFace.boundingBox(), await phoneInput.boundingBox()];
  expect(numberBox?.width ?? 0).toBeGreaterThan(2 * (faceBox?.width ?? Infinity));
  await page.getByLabel('Country code').selectOption('AT');
  await expect(countryFace).toHaveText(/\+43$/);
  await page.getByLabel('Country code').selectOption('DE');
  await phoneInput.fill('030 12345678');
  await page.getByRole('button', { name: 'Book now' }).click();

  await expect(page.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
  // In the restaurant's time (Berlin), not the phone's (New York: it would say 12:00).
  await expect(page.getByText(/at 18:00 is confirmed/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /^data:text\/calendar/);
  // A change the manage link cannot make is one tap on the restaurant's phone away.
  await expect(page.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute('href', 'tel:+49301234567');

  const toGuest = () => received.filter((message) => message.to.includes(email));
  await expect.poll(() => toGuest().length, { timeout: 15_000 }).toBe(1);
  const mail = toGuest()[0] as ReceivedMail;
  const body = decodeQuotedPrintable(mail.raw);
  expect(body).toContain('Your table at Bistro Zwei is booked');
  expect(body).toContain('Area: Main room');
  expect(body).toContain('Call us: +49 30 1234567');
  expect(mail.raw).toMatch(/Content-Type: text\/calendar/i);
  const link = /https?:\/\/[^\s"]+\/r\/demo2\/guest\/reservation\/[A-Za-z0-9_-]+/.exec(body)?.[0];
  expect(link).toBeTruthy();

  // The last 4-top for 18:00 tomorrow is gone; after the cancellation it is offered again.
  expect(await sizesAt()).not.toContain(4);
  await page.goto(new URL(link as string).pathname);
  await expect(page.getByText('Greta Gast')).toBeVisible();
  await expect(page.getByText(/ at 18:00$/)).toBeVisible();
  // The area by the name the guest chose it by, not its internal one (Main).
  await expect(page.getByText('Main room', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute('href', 'tel:+49301234567');
  // The same header as the booking pages: the guest can switch the language here too.
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel this reservation?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('This reservation is cancelled.')).toBeVisible();
  expect(await sizesAt()).toContain(4);
});

test('a table freed while the guest asks to wait: the guest is told so and books it instead', async ({ page, request }) => {
  // A day this run has not filled yet, both four-tops then taken in both of its slots: full for four.
  let day = addDays(localDateOf(new Date(), 'Europe/Berlin'), 8);
  while (!((await mainSizes(request, day, '1080-1200')).includes(4) && (await mainSizes(request, day, '1200-1320')).includes(4))) day = addDays(day, 1);
  const tokens: string[] = [];
  for (const [slot, startHour] of [['1080-1200', 18], ['1200-1320', 20]] as const) {
    while ((await mainSizes(request, day, slot)).includes(4)) {
      const booked = await bookFour(request, day, startHour, 'Full House');
      expect(booked.status()).toBe(201);
      tokens.push(((await booked.json()) as { manageUrl: string }).manageUrl.split('/').pop() as string);
    }
  }
  await expect.poll(async () => {
    const file = (await (await request.get(`/files/availability/demo2.json?v=${Date.now()}`)).json()) as { availability: Record<string, Record<string, Record<string, number[]>>> };
    return Object.values(file.availability[day]?.Main ?? {}).flat().includes(4);
  }, { timeout: 10_000 }).toBe(false);

  await fourGuestsOn(page, day);
  await expect(page.getByRole('heading', { name: 'Join the waitlist' })).toBeVisible();
  // Someone cancels while the guest types.
  const cancelled = await request.get(`/api/reservations/DeleteReservation?reservationToken=${tokens[0] as string}`);
  expect(cancelled.status()).toBe(200);
  await page.getByLabel('Name').fill('Wanda Wait');
  await page.getByLabel('Email').fill('wanda.freed@example.test');
  await page.getByLabel('Phone', { exact: true }).fill('030 3333333');
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByRole('status')).toHaveText('Good news: a table has just become free for your party on this day. Please choose a time.');
  await expect(page.getByRole('heading', { name: 'Join the waitlist' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /Main room/ }).click();
  await page.getByRole('button', { name: '18:00 – 20:00' }).click();
  // What the guest typed to wait is there to book with.
  await expect(page.getByLabel('Name')).toHaveValue('Wanda Wait');
  await expect(page.getByLabel('Email')).toHaveValue('wanda.freed@example.test');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('030 3333333');
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
});

test('a table taken while the guest fills in the form: the guest is told so and picks from what is really left', async ({ page, request }) => {
  // A day this run has not filled yet (a retry finds the first one taken), with both of its slots open to four.
  let day = addDays(localDateOf(new Date(), 'Europe/Berlin'), 5);
  while (!((await mainSizes(request, day, '1080-1200')).includes(4) && (await mainSizes(request, day, '1200-1320')).includes(4))) day = addDays(day, 1);

  await fourInMainRoomAtSix(page, day);
  await page.getByLabel('Name').fill('Slow Sam');
  await page.getByLabel('Email').fill('sam@example.test');
  await page.getByLabel('Phone', { exact: true }).fill('030 5555555');
  // Meanwhile others take every table for four at 18:00.
  while ((await mainSizes(request, day, '1080-1200')).includes(4)) expect((await bookFour(request, day, 18, 'Quick Hand')).status()).toBe(201);

  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('alert')).toHaveText('Someone has just booked that time. Please choose another one.');
  await page.getByRole('button', { name: 'Choose another time' }).click();
  // The times offered now are the server's, not the published file's from before: 18:00 is gone at once.
  await expect(page.getByRole('button', { name: '20:00 – 22:00' })).toBeVisible();
  await expect(page.getByRole('button', { name: '18:00 – 20:00' })).toHaveCount(0);
  await page.getByRole('button', { name: '20:00 – 22:00' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Slow Sam');
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
});

test('a time that begins while the guest fills in the form is not sent: the guest is told so and picks from the times still open', async ({ page }) => {
  // The phone's clock says it is 11:57 on a day the restaurant serves lunch at 12:00 (demo's terrace): a day ahead of
  // the real one, so the server would still take the booking, and only the page's own check can refuse it.
  const day = addDays(localDateOf(new Date(), 'Europe/Berlin'), 1);
  await page.clock.install({ time: toInstant(day, 11 * 60 + 57, 'Europe/Berlin') });
  const bookingsSent: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/reservations/request')) bookingsSent.push(sent.url());
  });
  await page.goto('/r/demo/');
  await page.getByRole('button', { name: 'Book a table' }).click();
  await page.getByRole('button', { name: '2 guests' }).click();
  await page.getByLabel('Another day').fill(day);
  await page.getByRole('button', { name: /^Terrace/ }).click();
  await page.getByRole('button', { name: '12:00 – 14:00' }).click();
  await page.getByLabel('Name').fill('Late Lou');
  await page.getByLabel('Email').fill('lou@example.test');
  await page.getByLabel('Phone', { exact: true }).fill('030 4444444');
  await page.clock.fastForward('04:00');

  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('alert')).toHaveText('This time can no longer be booked online. Please choose another one.');
  expect(bookingsSent).toEqual([]);
  await page.getByRole('button', { name: 'Choose another time' }).click();
  await expect(page.getByRole('button', { name: '14:00 – 16:00' })).toBeVisible();
  await expect(page.getByRole('button', { name: '12:00 – 14:00' })).toHaveCount(0);
});

test('a day without a free table for the party offers the waitlist; a day without online bookings does not', async ({ page, request }) => {
  // Both 4-tops of demo2 taken in both of the day's slots: a party of four finds the day full.
  const day = addDays(localDateOf(new Date(), 'Europe/Berlin'), 3);
  for (const [slot, startHour] of [['1080-1200', 18], ['1200-1320', 20]] as const) {
    // A retry of this test finds the day already full.
    while ((await mainSizes(request, day, slot)).includes(4)) expect((await bookFour(request, day, startHour, 'Full House')).status()).toBe(201);
  }
  // The guest's page reads the published file, rewritten just after each booking.
  const publishedSizes = async () => {
    const response = await request.get(`/files/availability/demo2.json?v=${Date.now()}`);
    const file = (await response.json()) as { availability: Record<string, Record<string, Record<string, number[]>>> };
    return Object.values(file.availability[day]?.Main ?? {}).flat();
  };
  await expect.poll(async () => (await publishedSizes()).includes(4), { timeout: 10_000 }).toBe(false);

  await fourGuestsOn(page, day);
  await expect(page.getByText('is fully booked for your party.')).toBeVisible();
  await expect(page.getByText('Call us: +49 30 1234567')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Join the waitlist' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Name').fill('Wanda Wait');
  await page.getByLabel('Email').fill('wanda@example.test');
  // The phone is checked as the booking's is, and goes out with its country.
  await page.getByLabel('Phone', { exact: true }).fill('030 33');
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText('Please enter a valid phone number for the chosen country.')).toBeVisible();
  await expect(page.getByLabel('Phone', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription('Please enter a valid phone number for the chosen country.');
  await page.getByLabel('Phone', { exact: true }).fill('030 3333333');
  const sent = page.waitForRequest((sentRequest) => sentRequest.url().includes('/api/waitlist') && sentRequest.method() === 'POST');
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText('You are on the waitlist. We will be in touch.')).toBeVisible();
  expect((await sent).postDataJSON()).toMatchObject({ day, partySize: 4, customer: { name: 'Wanda Wait', email: 'wanda@example.test', phone: '+49303333333' } });

  // Beyond the booking horizon there are no online bookings at all: said so, and no waitlist.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Another day').fill(addDays(day, 200));
  await expect(page.getByText(/^We take no online bookings for /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Join the waitlist' })).toHaveCount(0);

  // From the full day, the next day with a table for four is one tap away.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Another day').fill(day);
  await page.getByRole('button', { name: /^Next free day: / }).click();
  await expect(page.getByRole('button', { name: /Main room/ })).toBeVisible();
});
