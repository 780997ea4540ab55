// Words a creator's username cannot be (spec §2: the slug hub /{slug} sits beside the app's own root paths): the
// areas' prefixes, the first segment of every fixed root route, and what the server answers itself.
import { routes } from './route-table';

const areaPrefixes = ['admin', 'r', 'c'];
const serverPaths = ['api', 'files', 'assets', 'icons', 'index', 'manifest', 'sw', 'robots', 'sitemap', 'favicon', 'well-known'];

export const reservedSlugs: ReadonlySet<string> = new Set([
  ...areaPrefixes,
  ...serverPaths,
  ...routes.filter((route) => route.area === 'root' && route.path !== '' && !route.path.startsWith(':')).map((route) => route.path.split('/')[0] as string),
]);

export const isReservedSlug = (name: string): boolean => reservedSlugs.has(name.toLowerCase());
