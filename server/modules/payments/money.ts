// Amounts as a reader of each language writes them (docs/decisions/012: integers of the currency's minor units).
import { intlLocaleOf } from '../../../core/i18n/locale';
import type { Language } from '../../../core/schemas/common';

export function formatMoney(minor: number, currency: string, language: Language): string {
  const format = new Intl.NumberFormat(intlLocaleOf[language], { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

export function formatDate(instant: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf[language], { dateStyle: 'long', timeZone }).format(instant);
}
