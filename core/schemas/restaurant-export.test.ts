import { describe, expect, it } from 'vitest';
import { exportFileName, exportSummary, RestaurantExport } from './restaurant-export';

const emptyFile = {
  formatVersion: 1,
  exportedAt: '2030-05-17T10:00:00.000Z',
  source: { restaurantId: 'elsewhere', name: 'Elsewhere' },
  restaurant: {
    name: 'Elsewhere',
    settings: { timeZone: 'Europe/Berlin', sameDayCutoffHour: 15, bookingHorizonDays: 90, partySizeMin: 1, partySizeMax: 8, contactPhone: null, address: null },
  },
  appConfig: {
    restaurantName: 'Elsewhere',
    restaurantEmail: '',
    COLOR_PRIMARY: '#8c2f39',
    COLOR_SECONDARY: '#f4ede4',
    COLOR_ACCENT: '#d9a441',
    STRINGS: { BOOKING_SPECIALS: '' },
    languages: ['de'],
  },
  areas: [],
  areaGroups: [],
  tables: [],
  specials: [],
  roles: [],
  blockers: [],
};

const firstMessage = (input: unknown) => {
  const result = RestaurantExport.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('restaurant export format', () => {
  it('accepts a file with nothing in it, with or without reservations', () => {
    expect(RestaurantExport.safeParse(emptyFile).success).toBe(true);
    expect(RestaurantExport.safeParse({ ...emptyFile, reservations: [] }).success).toBe(true);
  });

  it('names the format version it cannot read, without echoing arbitrary input', () => {
    expect(firstMessage({ ...emptyFile, formatVersion: 2 })).toBe('This file has export format version 2; this installation reads version 1');
    expect(firstMessage({ ...emptyFile, formatVersion: undefined })).toBe('This is not a Covers restaurant export: formatVersion is missing');
    const deep = JSON.parse(`${'['.repeat(5000)}${']'.repeat(5000)}`) as unknown;
    expect(firstMessage({ ...emptyFile, formatVersion: deep })).toBe('This file has export format version of type array; this installation reads version 1');
    expect(firstMessage({ ...emptyFile, formatVersion: 'x'.repeat(1000) })).toBe(`This file has export format version ${'x'.repeat(20)}; this installation reads version 1`);
  });

  it('refuses party sizes the wrong way round and a table seating more at least than at most', () => {
    expect(firstMessage({ ...emptyFile, restaurant: { ...emptyFile.restaurant, settings: { ...emptyFile.restaurant.settings, partySizeMin: 9 } } })).toBe(
      'partySizeMin must not exceed partySizeMax',
    );
    const table = { id: 't1', label: '', tableNumber: '1', level: 'Main', bookable: true, overflow: false, frontendGroupOrder: 0, combinations: [], minCovers: 4, maxCovers: 2, createdAt: emptyFile.exportedAt };
    expect(firstMessage({ ...emptyFile, tables: [table] })).toBe('minCovers must not exceed maxCovers');
  });

  it('names the download after the restaurant and the day, and counts what the file holds', () => {
    const file = RestaurantExport.parse(emptyFile);
    expect(exportFileName(file)).toBe('covers-elsewhere-2030-05-17.json');
    expect(exportFileName({ ...file, reservations: [] })).toBe('covers-elsewhere-2030-05-17-with-reservations.json');
    expect(exportSummary(file)).toEqual({ areas: 0, areaGroups: 0, tables: 0, specials: 0, roles: 0, blockers: 0, reservations: null });
    expect(exportSummary({ ...file, reservations: [] }).reservations).toBe(0);
  });
});
