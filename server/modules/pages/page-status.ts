// The HTTP status of a page navigation the app shell answers (spec §2: the restaurant area's catch-all not-found, and
// route validation's fatal 404). The shell is sent either way — the app shows the translated not-found page — but a
// crawler, a monitor or a link checker reads the status: 404 for a path no route matches, an unknown restaurant, or a
// creator page nobody owns.
import { hostMode } from '../../../core/hosts';
import { matchLocation } from '../../../core/routes/match';

export interface PageLookups {
  productHosts: readonly string[];
  restaurantExists(restaurantId: string): Promise<boolean>;
  /** The restaurant a custom host is mapped to, if any. */
  restaurantOfHost(host: string): Promise<string | undefined>;
  creatorExists(slug: string): Promise<boolean>;
}

export async function pageStatus(pathname: string, hostname: string, lookups: PageLookups): Promise<200 | 404> {
  const mode = hostMode(hostname, lookups.productHosts);
  const match = matchLocation(pathname, mode);
  if (match.kind === 'notFound') return 404;
  if (mode.kind === 'restaurant' && match.route.area === 'restaurant') {
    return (await lookups.restaurantOfHost(mode.host)) ? 200 : 404;
  }
  if (match.restaurantId !== undefined) return (await lookups.restaurantExists(match.restaurantId)) ? 200 : 404;
  if (match.route.id === 'SlugHub') return (await lookups.creatorExists(match.params.slug ?? '')) ? 200 : 404;
  return 200;
}
