// How every browser test and benchmark launches Chromium: Debian's build (never a downloaded browser), headless.

export const chromiumPath = '/usr/bin/chromium';

// Chromium's new headless mode runs the whole browser, its own UI included. Since Chromium 156 each new tab loads the
// address bar's popup as a WebUI page in a renderer of its own, about 2 s of CPU per tab that competes with the page
// under test on a 2-core machine (traced in the front-of-house bench: the omnibox popup's renderer was busier than the
// app's; cold start offline 2.4 s with it, 1.5 s without). Nothing here uses the address bar. A feature name a
// Chromium build does not know is ignored.
const withoutBrowserUi = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  withoutBrowserUi,
];
