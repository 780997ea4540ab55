import { describe, expect, it } from 'vitest';
import { csvText } from '../../ui/csv-file';
import { analyticsCsv, csvColumns, csvFileName, csvNumber, type CsvWords } from './csv';
import { csvBlob } from '../../ui/csv-file';
import { sectionsOf } from './sections';
import { fieldsOf, plainWords, sampleAnalytics } from './test-kit';

const words: CsvWords = { column: (column) => (column === 'section' ? 'Bereich' : column), section: (section) => section };

function table(text: string): Record<string, string>[] {
  const [header, ...lines] = text.trimEnd().split('\r\n').map(fieldsOf);
  return lines.map((line) => Object.fromEntries((header ?? []).map((name, i) => [name, line[i] ?? ''])));
}

describe('the CSV export', () => {
  const data = sampleAnalytics();
  const text = analyticsCsv(data, sectionsOf(data, plainWords), words);
  const rows = table(text);

  it('has one header row in the reader’s words and CRLF line ends', () => {
    expect(text.split('\r\n')[0]).toBe(['Bereich', ...csvColumns.slice(1)].join(','));
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.trimEnd().split('\r\n').map(fieldsOf);
    expect(lines.length).toBeGreaterThan(30);
    for (const line of lines) expect(line).toHaveLength(csvColumns.length);
  });

  it('writes the totals and the previous period as they are on screen, unformatted, with ISO dates', () => {
    expect(rows[0]).toMatchObject({ Bereich: 'total', startDate: '2025-03-03', endDate: '2025-03-09', bookings: '63', covers: '174', noShows: '4', seatsOffered: '560' });
    expect(rows[0]?.averagePartySize).toBe('2.761905');
    expect(rows[0]?.occupancy).toBe('0.294643');
    expect(rows[1]).toMatchObject({ Bereich: 'previous', startDate: '2025-02-24', endDate: '2025-03-02', bookings: '50', averageLeadDays: '5', occupancy: '0.25' });
  });

  it('has a line per period whose bookings add up to the total', () => {
    const periods = rows.filter((row) => row.Bereich === 'periods');
    expect(periods.map((row) => row.startDate)).toEqual(['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08', '2025-03-09']);
    expect(periods.reduce((total, row) => total + Number(row.bookings), 0)).toBe(Number(rows[0]?.bookings));
    expect(periods[1]?.occupancy).toBe('');
  });

  it('has every section, names quoted where they hold commas or quotes, umlauts intact', () => {
    expect(new Set(rows.map((row) => row.Bereich))).toEqual(new Set(['total', 'previous', 'periods', 'partySizes', 'leadTimes', 'cancellationLeadTimes', 'sources', 'platforms', 'areas', 'specials', 'turnTimes']));
    expect(text).toContain('"Bar, ""innen"""');
    expect(rows.filter((row) => row.Bereich === 'areas').map((row) => row.item)).toEqual(['Wintergärten', 'Bar, "innen"']);
    expect(rows.find((row) => row.Bereich === 'turnTimes')).toMatchObject({ item: '#2', visits: '25', averageMinutes: '84.5', medianMinutes: '80' });
  });

  it('starts with a byte order mark once downloaded, the text as UTF-8 behind it', async () => {
    const bytes = new Uint8Array(await csvBlob('Wintergärten').arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Wintergärten');
    expect(csvBlob('x').type).toBe('text/csv;charset=utf-8');
  });
});

describe('a field of the CSV', () => {
  it('writes numbers with a dot, no grouping, no exponent, at most six decimals', () => {
    expect(csvNumber(1234567)).toBe('1234567');
    expect(csvNumber(0.1 + 0.2)).toBe('0.3');
    expect(csvNumber(1e-7)).toBe('0');
    expect(csvNumber(2.5)).toBe('2.5');
    expect(csvNumber(null)).toBe('');
    expect(csvNumber(Number.NaN)).toBe('');
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('+49 Terrasse')).toBe("'+49 Terrasse");
    expect(csvText('Terrasse')).toBe('Terrasse');
  });

  it('names the file after the restaurant, the range and the platform', () => {
    expect(csvFileName('demo', { startDate: '2025-03-03', endDate: '2025-03-09', platform: 'mobile' })).toBe('analytics-demo-2025-03-03-2025-03-09-mobile.csv');
  });
});
