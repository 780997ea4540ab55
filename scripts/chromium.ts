// How every browser test and benchmark launches Chromium: Debian's build (never a downloaded browser), headless.

export const chromiumPath = '/usr/bin/chromium';

// Chromium's new headless mode runs the whole browser, its own UI included. Since Chromium 156 each new tab loads the
// address bar's popup as a WebUI page in a renderer of its own, about 2 s of CPU per tab that competes with the page
// under test on a 2-core machine (traced in the front-of-house bench: the omnibox popup's renderer was busier than the
// app's; cold start offline 2.4 s with it, 1.5 s without). Nothing here uses the address bar. A feature name a
// Chromium build does not know is ignored.
const withoutBrowserUi = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * The features Playwright disables itself (playwright-core's chromiumSwitches). Chromium acts on the last
 * --disable-features of its command line only, and Playwright puts ours after its own: ours must carry its list too,
 * or it switches its features (PaintHolding, HttpsUpgrades …) back on. tests/e2e/browser-flags.spec.ts fails when an
 * upgrade of Playwright adds to its list.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const disableFeaturesPrefix = '--disable-features=';

/** One --disable-features switch holding every list, each feature once, in order. */
export function disableFeatures(...lists: readonly (readonly string[])[]): string {
  return disableFeaturesPrefix + [...new Set(lists.flat().filter(Boolean))].join(',');
}

const switches = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** For Playwright launches (tests and benchmarks). */
export const chromiumArgs = [...switches, disableFeatures(playwrightDisabledFeatures, withoutBrowserUi)];

/**
 * For chrome-launcher (Lighthouse): its default flags and ours, with its disabled features and ours in one switch. Pass
 * `ignoreDefaultFlags: true` with these, since they already hold the defaults.
 */
export function chromeLauncherFlags(launcherDefaults: readonly string[]): string[] {
  const theirs = launcherDefaults.filter((flag) => flag.startsWith(disableFeaturesPrefix)).flatMap((flag) => flag.slice(disableFeaturesPrefix.length).split(','));
  return [...launcherDefaults.filter((flag) => !flag.startsWith(disableFeaturesPrefix)), ...switches, disableFeatures(theirs, withoutBrowserUi)];
}
