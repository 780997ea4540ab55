// The analytics as a CSV file for a spreadsheet: one header row, then the range's totals, the previous period's, and
// every row of every section (./sections.ts, the rows the screen shows), one table so that a filter on the first
// column picks a section. Numbers are written unformatted with a dot decimal and dates as ISO 8601 local dates, so
// any spreadsheet reads them as numbers and dates; names are in the reader's language. RFC 4180: commas, quotes and
// line breaks inside a field are quoted, lines end with CRLF.
import type { BookingAnalytics, TotalFigures } from '../../../core/schemas/analytics';
import { metricIds, type MetricId, type Section, type SectionId } from './sections';
import { csvText } from '../../ui/csv-file';

export type CsvSection = 'total' | 'previous' | SectionId;
export type CsvColumn = 'section' | 'startDate' | 'endDate' | 'item' | MetricId;

export const csvColumns: readonly CsvColumn[] = ['section', 'startDate', 'endDate', 'item', ...metricIds];

export interface CsvWords {
  column(column: CsvColumn): string;
  section(section: CsvSection): string;
}


/** A number as a spreadsheet reads it in any language: no grouping, a dot decimal, at most six decimals, no exponent. */
export function csvNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  if (Number.isInteger(value)) return String(value);
  return value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
}

type Line = Partial<Record<CsvColumn, string>>;

function totalsLine(section: string, startDate: string, endDate: string, totals: TotalFigures): Line {
  const line: Line = { section: csvText(section), startDate, endDate };
  for (const metric of metricIds) {
    if (metric in totals) line[metric] = csvNumber(totals[metric as keyof TotalFigures]);
  }
  return line;
}

function sectionLines(section: Section, name: string): Line[] {
  return section.rows.map((row) => {
    const line: Line = { section: csvText(name), startDate: row.startDate ?? '', endDate: row.endDate ?? '' };
    // A period is named by its dates; every other row by its name.
    if (!row.startDate) line.item = csvText(row.label);
    for (const metric of section.metrics) line[metric] = csvNumber(row.values[metric]);
    return line;
  });
}

/** The whole file, without the byte order mark (./download.ts adds it). */
export function analyticsCsv(data: BookingAnalytics, sections: readonly Section[], words: CsvWords): string {
  const lines: Line[] = [
    totalsLine(words.section('total'), data.startDate, data.endDate, data.totals),
    totalsLine(words.section('previous'), data.previous.startDate, data.previous.endDate, data.previous.totals),
    ...sections.flatMap((section) => sectionLines(section, words.section(section.id))),
  ];
  const header = csvColumns.map((column) => csvText(words.column(column))).join(',');
  const body = lines.map((line) => csvColumns.map((column) => line[column] ?? '').join(','));
  return [header, ...body].join('\r\n') + '\r\n';
}

/** The file's name: the restaurant, the range and the platform filter, e.g. `analytics-demo-2025-03-03-2025-03-09-all.csv`. */
export function csvFileName(restaurantId: string | null, data: Pick<BookingAnalytics, 'startDate' | 'endDate' | 'platform'>): string {
  const restaurant = (restaurantId ?? 'restaurant').replace(/[^a-z0-9-]/gi, '');
  return `analytics-${restaurant}-${data.startDate}-${data.endDate}-${data.platform}.csv`;
}
