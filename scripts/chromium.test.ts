import * as chromeLauncher from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { chromeLauncherFlags, chromiumArgs, disableFeatures, playwrightDisabledFeatures } from './chromium';

const featuresOf = (flags: readonly string[]) => {
  const switches = flags.filter((flag) => flag.startsWith('--disable-features='));
  return { count: switches.length, last: (switches.at(-1) ?? '').slice('--disable-features='.length).split(',') };
};

describe('Chromium flags', () => {
  it('merges feature lists into one switch, each feature once', () => {
    expect(disableFeatures(['A', 'B'], ['B', 'C'], [''])).toBe('--disable-features=A,B,C');
  });

  it('keeps Playwright’s disabled features beside ours', () => {
    const { count, last } = featuresOf(chromiumArgs);
    expect(count).toBe(1);
    expect(last).toEqual(expect.arrayContaining([...playwrightDisabledFeatures, 'WebUIOmniboxPopup']));
  });

  it('keeps chrome-launcher’s default flags and disabled features beside ours (Lighthouse)', () => {
    const defaults = chromeLauncher.Launcher.defaultFlags();
    const flags = chromeLauncherFlags(defaults);
    const { count, last } = featuresOf(flags);
    expect(count).toBe(1);
    expect(last).toEqual(expect.arrayContaining([...featuresOf(defaults).last, 'WebUIOmniboxPopup']));
    expect(flags).toEqual(expect.arrayContaining(defaults.filter((flag) => !flag.startsWith('--disable-features='))));
    expect(featuresOf(defaults).last).toContain('Translate');
  });
});
