// Amounts the host types and reads (docs/decisions/012-vouchers.md: integers of minor units): "12,50" or "12.50"
// read in the host's locale, and minor units shown per locale and currency.

/** Minor units per major unit of a currency (2 for EUR and MXN; 0 for JPY). */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

export function formatMinor(amount: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 10 ** digits);
}

/**
 * What the host typed as minor units, or null when it is no amount. The locale's decimal separator is the decimal
 * point; the other of "," and "." is one too when one or two digits follow it last (a German host typing "12.50").
 */
export function parseMinor(typed: string, currency: string, locale: string): number | null {
  const digits = minorDigits(currency);
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const text = typed.replace(/[\s\u00a0\u202f]/g, '').replace(/[^\d.,]/g, '');
  if (!/\d/.test(text)) return null;
  const other = decimal === ',' ? '.' : ',';
  let separator = text.includes(decimal) ? decimal : '';
  if (!separator && new RegExp(`\\${other}\\d{1,2}$`).test(text)) separator = other;
  const cut = separator ? text.lastIndexOf(separator) : -1;
  const whole = (cut >= 0 ? text.slice(0, cut) : text).replace(/[.,]/g, '');
  const fraction = cut >= 0 ? text.slice(cut + 1).replace(/[.,]/g, '') : '';
  if (fraction.length > digits) return null;
  return Number(whole || '0') * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
