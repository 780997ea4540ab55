import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { reservationSources } from '../../../core/analytics/booking-origin';
import { leadTimeBuckets } from '../../../core/schemas/analytics';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import { analyticsCsv, csvColumns } from './csv';
import { changeOf } from './figures';
import { metricIds, sectionIds, sectionsOf } from './sections';
import { sampleAnalytics } from './test-kit';
import { csvWordsOf, formatChange, formatFigure, formatPeriod, formatRange, keyPart, sectionWordsOf } from './use-analytics-words';

const catalogues = { de, en, es } as const;
/** Intl's narrow and no-break spaces as plain ones, so the expectations read as text. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u2009\u202f]/g, ' ') ?? null;
const intlFor = (language: keyof typeof catalogues) => createIntl({ locale: { de: 'de-DE', en: 'en-US', es: 'es-MX' }[language], messages: catalogues[language] });

describe('the words of the analytics screen', () => {
  it('exist in every language for every key the screen builds from a name', () => {
    const ids = [
      ...leadTimeBuckets.map((bucket) => `analytics.bucket.${bucket}`),
      ...reservationSources.map((source) => `analytics.source.${keyPart(source)}`),
      ...['desktop', 'mobile', 'staff', 'unknown'].map((platform) => `analytics.platformName.${platform}`),
      ...['thisWeek', 'last30Days', 'thisYear', 'custom', 'invalid', 'order', 'tooLong'].map((id) => `analytics.range.${id}`),
      ...['all', 'desktop', 'mobile'].map((platform) => `analytics.platform.${platform}`),
      ...['day', 'week', 'month'].map((interval) => `analytics.interval.${interval}`),
      ...['bookings', 'covers', 'cancellations', 'noShows', 'walkIns', 'averagePartySize', 'averageLeadDays', 'occupancy'].map((figure) => `analytics.figure.${figure}`),
      ...sectionIds.map((section) => `analytics.section.${section}`),
      ...[...metricIds, 'period', 'partySize', 'bookedAhead', 'cancelledAhead', 'source', 'platform', 'area', 'special'].map((column) => `analytics.column.${column}`),
      ...csvColumns.map((column) => `analytics.csv.column.${column}`),
      ...['total', 'previous', ...sectionIds].map((section) => `analytics.csv.section.${section}`),
      ...['chart', 'table'].map((view) => `analytics.view.${view}`),
    ];
    for (const [language, catalogue] of Object.entries(catalogues)) {
      expect(ids.filter((id) => !(id in catalogue)), language).toEqual([]);
    }
  });

  it('format figures in the reader’s language', () => {
    const german = intlFor('de');
    expect(formatFigure(german, 'count', 1234)).toBe('1.234');
    expect(formatFigure(german, 'average', 2.7619)).toBe('2,8');
    expect(plain(formatFigure(german, 'share', 0.29464))).toBe('29,5 %');
    expect(formatFigure(german, 'days', 4.25)).toBe('4,3 Tage');
    expect(formatFigure(german, 'days', 1)).toBe('1 Tag');
    expect(formatFigure(intlFor('en'), 'minutes', 84.5)).toBe('85 minutes');
    expect(formatFigure(intlFor('es'), 'hours', 30.5)).toBe('30.5 horas');
    expect(formatFigure(german, 'count', null)).toBeNull();
  });

  it('sign a change and say percentage points for occupancy', () => {
    const english = intlFor('en');
    expect(formatChange(english, changeOf('bookings', 63, 50))).toBe('+26%');
    expect(formatChange(english, changeOf('noShows', 1, 4))).toBe('-75%');
    expect(formatChange(english, changeOf('occupancy', 0.3, 0.25))).toBe('+5 pts');
    expect(formatChange(english, changeOf('walkIns', 9, 0))).toBe('+9');
    expect(formatChange(english, changeOf('averageLeadDays', 2, null))).toBeNull();
  });

  it('show a restaurant-local date as that date, a week by its days, a month by its name', () => {
    const english = intlFor('en');
    expect(plain(formatRange(english, '2025-03-03', '2025-03-09'))).toBe('Mar 3 – 9, 2025');
    expect(formatRange(english, '2025-03-03', '2025-03-03')).toBe('Mar 3, 2025');
    expect(formatPeriod(english, '2025-03-01', '2025-03-31', 'month')).toBe('Mar 2025');
    expect(formatPeriod(english, '2025-03-03', '2025-03-03', 'day')).toBe('Mon, Mar 3');
    expect(plain(formatPeriod(intlFor('de'), '2025-03-03', '2025-03-09', 'week'))).toBe('3.–9. März 2025');
  });

  it('name specials in the reader’s language, else in the first they have', () => {
    const rows = sectionsOf(sampleAnalytics(), sectionWordsOf(intlFor('en'))).find((section) => section.id === 'specials')?.rows;
    expect(rows?.map((row) => row.label)).toEqual(['Asparagus menu', 'Weinprobe']);
  });

  it('head the CSV in the reader’s language', () => {
    const german = intlFor('de');
    const data = sampleAnalytics();
    const firstLine = analyticsCsv(data, sectionsOf(data, sectionWordsOf(german)), csvWordsOf(german)).split('\r\n')[0];
    expect(firstLine?.startsWith('Abschnitt,Anfangsdatum,Enddatum,Eintrag,Buchungen,Gäste')).toBe(true);
  });
});
