// Numbers, dates and names of the analytics screen in the reader's language (react-intl), in one place so the figures,
// the tables, the charts and the CSV's header say the same.
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { localized } from '../../../core/i18n/locale';
import type { AnalyticsInterval } from '../../../core/schemas/analytics';
import { parseLocalDate } from '../../../core/time';
import type { CsvWords } from './csv';
import type { Change } from './figures';
import type { MetricKind, SectionWords } from './sections';

/** A restaurant-local date as an instant whose UTC calendar day is that date: formatted in UTC it shows itself. */
export function dateValue(date: string): number {
  const { year, month, day } = parseLocalDate(date);
  return Date.UTC(year, month - 1, day);
}

const asLocalDate = { timeZone: 'UTC' } as const;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** A figure as the screen shows it; null when there is none (the caller says so). */
export function formatFigure(intl: IntlShape, kind: MetricKind, value: number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'count':
      return intl.formatNumber(value);
    case 'average':
      return intl.formatNumber(value, { maximumFractionDigits: 1 });
    case 'days':
      return intl.formatMessage({ id: 'analytics.value.days' }, { count: round1(value) });
    case 'hours':
      return intl.formatMessage({ id: 'analytics.value.hours' }, { count: round1(value) });
    case 'minutes':
      return intl.formatMessage({ id: 'analytics.value.minutes' }, { count: Math.round(value) });
    case 'share':
      return intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
  }
}

/** A change against the previous period, signed: "+26 %", "−3.5 pts", "+4". */
export function formatChange(intl: IntlShape, change: Change): string | null {
  switch (change.kind) {
    case 'none':
      return null;
    case 'percent':
      return intl.formatNumber(change.value, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
    case 'points':
      return intl.formatMessage({ id: 'analytics.change.points' }, { points: intl.formatNumber(change.value, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }) });
    case 'difference':
      return intl.formatNumber(change.value, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  }
}

/** "3 – 9 Mar 2025": a range of local dates. */
export function formatRange(intl: IntlShape, startDate: string, endDate: string): string {
  const options = { ...asLocalDate, day: 'numeric', month: 'short', year: 'numeric' } as const;
  if (startDate === endDate) return intl.formatDate(dateValue(startDate), options);
  return intl.formatDateTimeRange(dateValue(startDate), dateValue(endDate), options);
}

/** A period of the series by its interval: a day, a week (its days), a month. */
export function formatPeriod(intl: IntlShape, startDate: string, endDate: string, interval: AnalyticsInterval): string {
  if (interval === 'month') return intl.formatDate(dateValue(startDate), { ...asLocalDate, month: 'short', year: 'numeric' });
  if (interval === 'week') return formatRange(intl, startDate, endDate);
  return intl.formatDate(dateValue(startDate), { ...asLocalDate, weekday: 'short', day: 'numeric', month: 'short' });
}

/** A source's or platform's message key: the key's last part is camelCase (walk-in → walkIn). */
export const keyPart = (value: string) => value.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

export function sectionWordsOf(intl: IntlShape): SectionWords {
  const language = intl.locale.slice(0, 2);
  return {
    period: (startDate, endDate, interval) => formatPeriod(intl, startDate, endDate, interval),
    number: (value) => intl.formatNumber(value),
    bucket: (bucket) => intl.formatMessage({ id: `analytics.bucket.${bucket}` }),
    source: (source) => intl.formatMessage({ id: `analytics.source.${keyPart(source)}` }),
    platform: (platform) => intl.formatMessage({ id: `analytics.platformName.${platform}` }),
    special: (title, specialId) => localized(title, language, specialId),
  };
}

export function csvWordsOf(intl: IntlShape): CsvWords {
  return {
    column: (column) => intl.formatMessage({ id: `analytics.csv.column.${column}` }),
    section: (section) => intl.formatMessage({ id: `analytics.csv.section.${section}` }),
  };
}

export function useSectionWords(): SectionWords {
  const intl = useIntl();
  return useMemo(() => sectionWordsOf(intl), [intl]);
}
