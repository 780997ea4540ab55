import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { brightness, contrastRatio, darker, lighter, lowContrastColors, parseHex, shade, textColorFor, themeVariables, toHex } from './colors';

describe('colour variants (spec §9)', () => {
  it('darkens by 40 % and lightens by 20 % per channel, clamped', () => {
    expect(darker('#8c2f39')).toBe('#541c22'); // 140*0.6=84, 47*0.6=28.2, 57*0.6=34.2
    expect(lighter('#8c2f39')).toBe('#a83844'); // 168, 56.4, 68.4
    expect(lighter('#f0f0f0')).toBe('#ffffff');
    expect(darker('#000000')).toBe('#000000');
  });

  it('chooses black text above brightness 186 and white at or below it', () => {
    expect(textColorFor('#ffffff')).toBe('#000000');
    expect(textColorFor('#f4ede4')).toBe('#000000');
    expect(textColorFor('#8c2f39')).toBe('#ffffff');
    // #bababa has brightness exactly 186: not above the threshold.
    expect(brightness('#bababa')).toBeCloseTo(186);
    expect(textColorFor('#bababa')).toBe('#ffffff');
    expect(textColorFor('#bbbbbb')).toBe('#000000');
  });

  it('round-trips hex and keeps shades inside the colour cube', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: -100, max: 100 }), (value, percent) => {
        const hex = `#${value.toString(16).padStart(6, '0')}`;
        expect(toHex(parseHex(hex))).toBe(hex);
        const shaded = parseHex(shade(hex, percent));
        const original = parseHex(hex);
        for (const channel of ['r', 'g', 'b'] as const) {
          expect(shaded[channel]).toBeGreaterThanOrEqual(0);
          expect(shaded[channel]).toBeLessThanOrEqual(255);
          if (percent <= 0) expect(shaded[channel]).toBeLessThanOrEqual(original[channel]);
          else expect(shaded[channel]).toBeGreaterThanOrEqual(original[channel]);
        }
      }),
    );
  });

  it('rejects what is not a colour', () => {
    expect(() => parseHex('red')).toThrow(RangeError);
  });

  it('exposes every variant as a CSS variable', () => {
    const variables = themeVariables({ COLOR_PRIMARY: '#8c2f39', COLOR_SECONDARY: '#f4ede4', COLOR_ACCENT: '#d9a441' });
    expect(variables['--color-primary']).toBe('#8c2f39');
    expect(variables['--color-primary-dark']).toBe('#541c22');
    expect(variables['--color-secondary-text']).toBe('#000000');
    expect(Object.keys(variables)).toHaveLength(12);
  });
});

describe('contrast warnings', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });
  it('flags brand colours whose text would be hard to read', () => {
    expect(lowContrastColors({ COLOR_PRIMARY: '#8c2f39', COLOR_SECONDARY: '#f4ede4', COLOR_ACCENT: '#d9a441' })).toEqual(['COLOR_ACCENT']);
    expect(lowContrastColors({ COLOR_PRIMARY: '#000000', COLOR_SECONDARY: '#ffffff', COLOR_ACCENT: '#1a1a1a' })).toEqual([]);
  });
});
