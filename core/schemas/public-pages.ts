// The public creator pages (spec §2 `/{slug}`, `/all/{collection}`): what anyone may read, and what the server renders
// into the page's HTML. Only public facts: a creator's email, type or referral statistics never appear here.
import { z } from 'zod';
import { hubCollections } from '../public-pages/collections';
import { RestaurantId } from './common';
import { CreatorBios } from './users';

/** A restaurant in the creator programme as a card: where it is and its logo, if it has one. */
export const PublicRestaurant = z.object({
  restaurantId: RestaurantId,
  name: z.string(),
  city: z.string().nullable(),
  imageURL: z.string().nullable(),
});
export type PublicRestaurant = z.infer<typeof PublicRestaurant>;

/** A creator's public page: the profile and the programme restaurants they recommend, in their order. */
export const CreatorPage = z.object({
  slug: z.string(),
  displayName: z.string(),
  bio: z.string().nullable(),
  bios: CreatorBios,
  profilePictureURL: z.string().nullable(),
  links: z.array(z.string()),
  partners: z.array(PublicRestaurant),
});
export type CreatorPage = z.infer<typeof CreatorPage>;

export const CreatorPageParams = z.object({ slug: z.string().min(1).max(128) });

/** A creator as a card on the creators' hub. */
export const PublicCreator = z.object({ slug: z.string(), displayName: z.string(), profilePictureURL: z.string().nullable() });
export type PublicCreator = z.infer<typeof PublicCreator>;

export const HubCollection = z.enum(hubCollections);
export type HubCollection = z.infer<typeof HubCollection>;

export const HubParams = z.object({ collection: HubCollection });
export const HubQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

const HubPaging = { page: z.number().int(), pageCount: z.number().int(), total: z.number().int() };

/** One page of an all hub; restaurants come ordered by city, then name, so a page groups by city. */
export const HubPage = z.discriminatedUnion('collection', [
  z.object({ collection: z.literal('restaurants'), ...HubPaging, items: z.array(PublicRestaurant) }),
  z.object({ collection: z.literal('creators'), ...HubPaging, items: z.array(PublicCreator) }),
]);
export type HubPage = z.infer<typeof HubPage>;

/**
 * What a public page shows, as the server embeds it in the page's HTML for the app to take over without fetching it
 * again; `notFound` for an address with no page (a slug no creator has, an unknown collection, a page past the last).
 */
export const PublicPageData = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('creator'), page: CreatorPage }),
  z.object({ kind: z.literal('hub'), hub: HubPage }),
  z.object({ kind: z.literal('notFound') }),
]);
export type PublicPageData = z.infer<typeof PublicPageData>;
