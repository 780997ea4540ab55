// What the public creator pages show (spec §2 `/{slug}`, `/all/{collection}`), read from the accounts' and the
// restaurants' services. Only public facts leave here: a creator's email, names or type never do.
import { AppError } from '../../../core/errors';
import { hubPageSize } from '../../../core/public-pages/collections';
import { byCityThenName, pageOf } from '../../../core/public-pages/public-pages';
import type { CreatorPage, HubCollection, HubPage, PublicCreator, PublicRestaurant } from '../../../core/schemas/public-pages';
import type { AppConfig, City, RestaurantMetadata } from '../../../core/schemas/restaurants';
import type { z } from 'zod';
import { PublicInformation } from '../../../core/schemas/users';
import type { UserRow } from '../../platform/db/rows';

export interface PublicPagesDeps {
  users: { findBySlug(slug: string): Promise<UserRow | undefined>; publicAffiliatesPage(page: number, size: number): Promise<{ rows: UserRow[]; total: number }> };
  restaurants: { list(filter: { affiliateProgram?: boolean }): Promise<RestaurantMetadata[]> };
  cities: { list(): Promise<City[]> };
  publishing: { appConfigOf(restaurantId: string): Promise<AppConfig> };
}

export type PublicPagesService = ReturnType<typeof publicPagesService>;

type Profile = z.infer<typeof PublicInformation>;

/**
 * A stored profile read field by field: one that no longer fits the schema (a link that is not http(s), say) is left
 * out rather than shown or failing the page; without a display name the username stands in.
 */
function profileOf(user: UserRow): Profile & { displayName: string } {
  const stored = (user.publicInformation ?? {}) as Record<string, unknown>;
  const shape = PublicInformation.shape;
  const fields = (Object.keys(shape) as (keyof typeof shape)[]).flatMap((key) => {
    const parsed = shape[key].safeParse(stored[key]);
    return parsed.success && parsed.data !== undefined ? [[key, parsed.data] as const] : [];
  });
  const info = Object.fromEntries(fields) as Profile;
  return { ...info, displayName: info.displayName || (user.username as string) };
}

export function publicPagesService({ users, restaurants, cities, publishing }: PublicPagesDeps) {
  /** The programme's live restaurants as cards (without their image: that is read for the cards shown only). */
  async function programmeRestaurants(): Promise<PublicRestaurant[]> {
    const [rows, cityRows] = await Promise.all([restaurants.list({ affiliateProgram: true }), cities.list()]);
    const cityNames = new Map(cityRows.map((city) => [city._id, city.name]));
    return rows.map((row) => ({ restaurantId: row.restaurantId, name: row.name, city: (row.cityId && cityNames.get(row.cityId)) || null, imageURL: null }));
  }

  /** The restaurant's logo from its app config; a restaurant without one (or without a config) shows none. */
  async function withImages(cards: PublicRestaurant[]): Promise<PublicRestaurant[]> {
    return Promise.all(
      cards.map(async (card) => {
        const config = await publishing.appConfigOf(card.restaurantId).catch(() => undefined);
        return { ...card, imageURL: config?.images?.logo?.png ?? null };
      }),
    );
  }

  async function creatorPage(slug: string): Promise<CreatorPage> {
    const user = await users.findBySlug(slug);
    // By username only: a user id is not a public address.
    if (!user || user.type !== 'Affiliate' || !user.username || user.username !== slug.toLowerCase()) throw new AppError('not_found', 'No such creator page');
    const profile = profileOf(user);
    const programme = new Map((await programmeRestaurants()).map((card) => [card.restaurantId, card]));
    // The creator's order; a restaurant that left the programme (or the trash) is no longer shown.
    const partners = (profile.partners ?? []).flatMap((id) => programme.get(id) ?? []);
    return {
      slug: user.username,
      displayName: profile.displayName,
      bio: profile.bio || null,
      bios: profile.bios ?? {},
      profilePictureURL: profile.profilePictureURL ?? null,
      links: profile.links ?? [],
      partners: await withImages(partners),
    };
  }

  async function hub(collection: HubCollection, page: number): Promise<HubPage> {
    if (collection === 'restaurants') {
      const sorted = (await programmeRestaurants()).sort(byCityThenName);
      const slice = pageOf(sorted, page);
      refuseEmptyPage(slice.page, slice.pageCount);
      return { collection, ...slice, items: await withImages(slice.items) };
    }
    // Paged in the database: every public creator is listed, however many there are.
    const { rows, total } = await users.publicAffiliatesPage(page, hubPageSize);
    const pageCount = Math.max(1, Math.ceil(total / hubPageSize));
    refuseEmptyPage(page, pageCount);
    const creators: PublicCreator[] = rows.map((user) => {
      const profile = profileOf(user);
      return { slug: user.username as string, displayName: profile.displayName, profilePictureURL: profile.profilePictureURL ?? null };
    });
    return { collection, items: creators, page, pageCount, total };
  }

  return { creatorPage, hub };
}

/** A page past the last is not found (the first always exists, empty or not). */
function refuseEmptyPage(page: number, pageCount: number): void {
  if (page > pageCount) throw new AppError('not_found', `No page ${page}`);
}
