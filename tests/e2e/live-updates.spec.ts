// Live updates in the browser: a change made on one tablet shows on another tablet's open screen within 2 s,
// without reloading — here the owner's table list while the host adds a table (the front-of-house screens have their
// own checks in front-of-house.spec.ts).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });

/** The owner's and the host's tablets, each a browser context of its own, closed once `story` is done. */
async function ownerAndHost(browser: Browser, story: (owner: Page, host: Page) => Promise<void>): Promise<void> {
  const ownerContext = await browser.newContext();
  const hostContext = await browser.newContext();
  try {
    await story(await ownerContext.newPage(), await hostContext.newPage());
  } finally {
    await ownerContext.close();
    await hostContext.close();
  }
}

test("the host's change reaches the owner's open screen through the live-updates stream", ({ browser }) =>
  ownerAndHost(browser, async (owner, host) => {
    const streams: string[] = [];
    owner.on('response', (response) => {
      if (response.url().includes('/api/events')) streams.push(`${response.status()} ${response.headers()['content-type'] ?? ''}`);
    });
    await signIn(owner, 'owner@covers.test');
    await owner.goto('/r/demo/settings/tables');
    await expect(owner.getByRole('link', { name: /T1 · / }).first()).toBeVisible();
    await expect.poll(() => streams.length).toBeGreaterThan(0);
    expect(streams[0]).toMatch(/^200 text\/event-stream/);

    const number = `LV${Date.now() % 100000}`;
    await signIn(host, 'host@covers.test');
    await host.goto('/r/demo/settings/tables/new');
    await host.getByLabel('Table number').fill(number);
    await host.getByRole('combobox', { name: 'Area', exact: true }).selectOption('Terrace');
    await host.getByRole('button', { name: 'Save' }).click();
    await expect(host.getByRole('link', { name: new RegExp(`${number} · `) })).toBeVisible();

    await expect(owner.getByRole('link', { name: new RegExp(`${number} · `) })).toBeVisible({ timeout: 2_000 });
  }));

test("a check-in on the host's tablet shows on the owner's check-in screen within 2 s, and so does its undo", ({ browser }) =>
  ownerAndHost(browser, async (owner, host) => {
    await signIn(owner, 'owner@covers.test');
    await signIn(host, 'host@covers.test');
    for (const page of [owner, host]) {
      await page.goto('/r/demo/checkin');
      await expect(page.getByRole('heading', { name: /^Arrivals, / })).toBeVisible();
    }
    // Any of today's guests not yet checked in (other specs may have checked some in already).
    const checkIn = host.getByRole('button', { name: /^Check in / }).first();
    const guest = ((await checkIn.getAttribute('aria-label')) ?? (await checkIn.innerText())).replace(/^Check in /, '');
    expect(guest.length).toBeGreaterThan(0);
    await expect(owner.getByRole('button', { name: `Check in ${guest}` })).toBeVisible();

    await checkIn.click();
    await expect(host.getByRole('button', { name: `Undo check-in of ${guest}` })).toBeVisible();
    await expect(owner.getByRole('button', { name: `Undo check-in of ${guest}` })).toBeVisible({ timeout: 2_000 });

    await host.getByRole('button', { name: `Undo check-in of ${guest}` }).click();
    await expect(owner.getByRole('button', { name: `Check in ${guest}` })).toBeVisible({ timeout: 2_000 });
  }));
