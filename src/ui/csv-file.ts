// CSV files the screens export (analytics, vouchers, creator payouts): text fields safe for spreadsheets, amounts as
// plain decimals, every page of a list, and the file handed to the browser as a download — a Blob behind a link with
// `download`, so no server round trip and no pop-up.
import { fractionDigitsOf } from '../../core/vouchers/money';

/** A byte order mark: spreadsheet programs read the file as UTF-8 with it (umlauts and accents intact). */
export const utf8Bom = '\uFEFF';

/**
 * A text field: quoted when it holds a separator, a quote or a line break. A name someone typed (an area, a special)
 * that starts like a formula is prefixed with an apostrophe, so a spreadsheet shows it instead of running it (OWASP
 * "CSV injection").
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file's bytes: UTF-8 behind a byte order mark, so spreadsheet programs keep umlauts and accents. */
export function csvBlob(text: string): Blob {
  return new Blob([utf8Bom, text], { type: 'text/csv;charset=utf-8' });
}

// The browser reads the Blob once the download starts; its address is given back a while later, not at once, as
// some browsers start reading only after the click's task has ended.
const releaseAfterMs = 60_000;

export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(csvBlob(text));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), releaseAfterMs);
}

/** Minor units as a plain decimal: 1250 EUR → "12.50". */
export function csvAmount(minor: number, currency: string): string {
  const digits = fractionDigitsOf(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** Every page of a list, one after another (the server pages at most 200). */
export async function allPages<T>(fetchPage: (page: number) => Promise<{ items: T[]; total: number }>, maxPages = 500): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page < maxPages; page += 1) {
    const answer = await fetchPage(page);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) break;
  }
  return items;
}
