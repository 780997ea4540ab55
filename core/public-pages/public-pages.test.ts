import { describe, expect, it } from 'vitest';
import { byCityThenName, creatorBio, groupByCity, hubPagePath, pageOf, referralBookingPath } from './public-pages';

const card = (name: string, city: string | null) => ({ restaurantId: name.toLowerCase(), name, city, imageURL: null });

describe('creatorBio', () => {
  it("takes the reader's language, then the single bio, then another language", () => {
    expect(creatorBio({ bio: 'Plain', bios: { de: 'Hallo', en: 'Hello' } }, 'de')).toBe('Hallo');
    expect(creatorBio({ bio: 'Plain', bios: { de: 'Hallo' } }, 'es')).toBe('Plain');
    expect(creatorBio({ bio: null, bios: { de: '', en: 'Hello' } }, 'es')).toBe('Hello');
    expect(creatorBio({ bio: null, bios: {} }, 'en')).toBeNull();
  });
});

describe('referralBookingPath', () => {
  it("links the booking page with the creator's code", () => {
    expect(referralBookingPath('demo', 'creator')).toBe('/r/demo/?ref=creator');
  });
});

describe('pageOf', () => {
  it('slices pages of the given size and counts them, one page at least', () => {
    const items = Array.from({ length: 50 }, (_, index) => index);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pageCount: 3, total: 50 });
    expect(pageOf(items, 3).items).toEqual([48, 49]);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe('restaurants by city', () => {
  it('orders by city then name, those without a city last, and groups neighbours of one city', () => {
    const sorted = [card('Zeta', 'Berlin'), card('Nowhere', null), card('Alpha', 'Madrid'), card('Beta', 'Berlin')].sort(byCityThenName);
    expect(sorted.map((item) => item.name)).toEqual(['Beta', 'Zeta', 'Alpha', 'Nowhere']);
    expect(groupByCity(sorted).map((group) => [group.city, group.restaurants.length])).toEqual([['Berlin', 2], ['Madrid', 1], [null, 1]]);
  });
});

describe('hubPagePath', () => {
  it('leaves the first page without a query', () => {
    expect(hubPagePath('creators', 1)).toBe('/all/creators');
    expect(hubPagePath('creators', 2)).toBe('/all/creators?page=2');
  });
});
