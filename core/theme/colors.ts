// Spec §9 colour variants: "darker by 40, lighter by 20; text brightness threshold 186". Each channel is scaled by
// (100 ± amount) %, the usual shade formula, clamped to 0–255; text is black on colours brighter than 186 (ITU-R
// BT.601 luma), white otherwise.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1], 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

const clamp = (channel: number) => Math.min(255, Math.max(0, Math.round(channel)));

/** Scales every channel by (100 + percent) %: negative darkens, positive lightens. */
export function shade(hex: string, percent: number): string {
  const { r, g, b } = parseHex(hex);
  const factor = (100 + percent) / 100;
  return toHex({ r: clamp(r * factor), g: clamp(g * factor), b: clamp(b * factor) });
}

export const darker = (hex: string) => shade(hex, -40);
export const lighter = (hex: string) => shade(hex, 20);

export const brightnessThreshold = 186;

export function brightness(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return r * 0.299 + g * 0.587 + b * 0.114;
}

/** Black text on bright colours, white on dark ones. */
export function textColorFor(hex: string): '#000000' | '#ffffff' {
  return brightness(hex) > brightnessThreshold ? '#000000' : '#ffffff';
}

export interface BrandColors {
  COLOR_PRIMARY: string;
  COLOR_SECONDARY: string;
  COLOR_ACCENT: string;
}

/** The CSS custom properties the stylesheet reads, for one restaurant's colours. */
export function themeVariables(colors: BrandColors): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, hex] of [
    ['primary', colors.COLOR_PRIMARY],
    ['secondary', colors.COLOR_SECONDARY],
    ['accent', colors.COLOR_ACCENT],
  ] as const) {
    variables[`--color-${name}`] = hex;
    variables[`--color-${name}-dark`] = darker(hex);
    variables[`--color-${name}-light`] = lighter(hex);
    variables[`--color-${name}-text`] = textColorFor(hex);
  }
  return variables;
}

/** WCAG 2 relative luminance and contrast ratio, to warn owners about hard-to-read colour choices. */
function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The brand colours whose spec-chosen text colour falls below WCAG AA (4.5:1). */
export function lowContrastColors(colors: BrandColors): (keyof BrandColors)[] {
  return (['COLOR_PRIMARY', 'COLOR_SECONDARY', 'COLOR_ACCENT'] as const).filter((key) => contrastRatio(colors[key], textColorFor(colors[key])) < 4.5);
}
