// The public creator pages' rules (spec §2 `/{slug}`, `/all/{collection}`), shared by the server that renders them
// into the HTML and the app that renders them when navigated to.
import type { Language } from '../i18n/locale';
import type { CreatorPage, PublicRestaurant } from '../schemas/public-pages';
import { hubPageSize } from './collections';

/**
 * The creator's bio for a reader of `language`: the bio in that language, else the single bio, else the first other
 * language that has one (docs/decisions/014-affiliates.md).
 */
export function creatorBio(page: Pick<CreatorPage, 'bio' | 'bios'>, language: Language): string | null {
  return page.bios[language] || page.bio || Object.values(page.bios).find(Boolean) || null;
}

/** The booking page with the creator's referral code, which the booking page keeps on the device. */
export function referralBookingPath(restaurantId: string, slug: string): string {
  return `/r/${encodeURIComponent(restaurantId)}/?ref=${encodeURIComponent(slug)}`;
}

/** The slice of `items` shown on page `page` (1-based), with the number of pages (at least one). */
export function pageOf<T>(items: readonly T[], page: number, size = hubPageSize): { items: T[]; page: number; pageCount: number; total: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  return { items: items.slice((page - 1) * size, page * size), page, pageCount, total: items.length };
}

/** Restaurants by city name, then by name; those without a city last. */
export function byCityThenName(a: PublicRestaurant, b: PublicRestaurant): number {
  if (a.city !== b.city) {
    if (a.city === null) return 1;
    if (b.city === null) return -1;
    return a.city.localeCompare(b.city);
  }
  return a.name.localeCompare(b.name);
}

/** Consecutive restaurants of one city as one group, in order; `city` null for those without one. */
export function groupByCity(items: readonly PublicRestaurant[]): { city: string | null; restaurants: PublicRestaurant[] }[] {
  const groups: { city: string | null; restaurants: PublicRestaurant[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.city === item.city) last.restaurants.push(item);
    else groups.push({ city: item.city, restaurants: [item] });
  }
  return groups;
}

/** The address of page `page` of a hub: the first page has no query. */
export function hubPagePath(collection: string, page: number): string {
  return page <= 1 ? `/all/${collection}` : `/all/${collection}?page=${page}`;
}
