// The lightweight checks of the public pages' data (./public-pages.ts), for the app's guest pages where zod is not
// loaded (./shape-check.ts says why): the API's answers and the data the server embeds in the page's HTML.
import type { CreatorPage, HubPage, PublicPageData } from './public-pages';
import { array, nullable, number, object, record, string, type Check } from './shape-check';

const restaurant = object({ restaurantId: string, name: string, city: nullable(string), imageURL: nullable(string) });
const creator = object({ slug: string, displayName: string, profilePictureURL: nullable(string) });

const creatorPage: Check = object({
  slug: string,
  displayName: string,
  bio: nullable(string),
  bios: record(string),
  profilePictureURL: nullable(string),
  links: array(string),
  partners: array(restaurant),
});

const paging = { page: number, pageCount: number, total: number };
const restaurantsPage = object({ collection: (value) => value === 'restaurants', ...paging, items: array(restaurant) });
const creatorsPage = object({ collection: (value) => value === 'creators', ...paging, items: array(creator) });
const hubPage: Check = (value) => restaurantsPage(value) || creatorsPage(value);

const kindIs = (kind: string): Check => object({ kind: (value) => value === kind });

export const isCreatorPage = creatorPage as (value: unknown) => value is CreatorPage;
export const isHubPage = hubPage as (value: unknown) => value is HubPage;
export const isPublicPageData = ((value: unknown) =>
  (kindIs('creator')(value) && object({ page: creatorPage })(value)) ||
  (kindIs('hub')(value) && object({ hub: hubPage })(value)) ||
  kindIs('notFound')(value)) as (value: unknown) => value is PublicPageData;
