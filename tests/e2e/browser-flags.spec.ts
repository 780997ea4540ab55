// Chromium acts on the last --disable-features of its command line only, and Playwright puts ours after its own:
// scripts/chromium.ts repeats Playwright’s list in ours. This fails when an upgrade of Playwright adds to its list.
import { chromium, expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';

test('the browser keeps the features Playwright disables, and ours', async () => {
  const server = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const lists = server
      .process()
      .spawnargs.filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    // Playwright's own switch first, ours last (the one Chromium acts on).
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const [playwrights = [], ...rest] = lists;
    const effective = rest.at(-1) ?? [];
    expect(effective).toEqual(expect.arrayContaining(playwrights));
    expect(effective).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'PaintHolding']));
  } finally {
    await server.close();
  }
});
