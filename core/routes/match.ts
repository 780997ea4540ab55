// Resolves a location to a route of the table, honouring the host's route groups (spec §2).
import { isRestaurantId } from '../ids';
import type { HostMode } from '../hosts';
import { restaurantHostRootRoutes } from './host-routes';
import { routes, type RouteArea, type RouteDef, type RouteId } from './route-table';

export type Params = Record<string, string | undefined>;

export type Match =
  | { kind: 'route'; route: RouteDef; params: Params; restaurantId?: string }
  | { kind: 'notFound'; area: RouteArea; message: string };

/** Matches `path` ('' or 'a/:b/:c?') against `rest` (no leading slash); returns the params or null. */
export function matchPattern(pattern: string, rest: string): Params | null {
  const patternParts = pattern ? pattern.split('/') : [];
  const parts = rest ? rest.split('/') : [];
  const params: Params = {};
  let index = 0;
  for (const part of patternParts) {
    const value = parts[index];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (value === undefined || value === '') {
        if (!optional) return null;
        continue;
      }
      params[name] = safeDecode(value);
      index++;
    } else {
      if (value !== part) return null;
      index++;
    }
  }
  return index === parts.length ? params : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

function matchArea(area: RouteArea, rest: string): { route: RouteDef; params: Params } | null {
  for (const route of routes) {
    if (route.area !== area) continue;
    const params = matchPattern(route.path, rest);
    if (params) return { route, params };
  }
  return null;
}

const pageNotFound = (area: RouteArea, pathname: string): Match => ({
  kind: 'notFound',
  area,
  message: `Page Not Found: ${pathname}`,
});

export function matchLocation(pathname: string, mode: HostMode, hostRestaurantId?: string): Match {
  const path = trimSlashes(pathname);
  if (mode.kind === 'restaurant') {
    const root = matchArea('root', path);
    if (root && restaurantHostRootRoutes.has(root.route.id)) return { kind: 'route', ...root };
    const found = matchArea('restaurant', path);
    if (!found) return pageNotFound('restaurant', pathname);
    return { kind: 'route', ...found, ...(hostRestaurantId ? { restaurantId: hostRestaurantId } : {}) };
  }
  const [head, ...tail] = path.split('/');
  if (head === 'admin') return orNotFound(matchArea('admin', tail.join('/')), 'admin', pathname);
  if (head === 'c') return orNotFound(matchArea('creator', tail.join('/')), 'creator', pathname);
  if (head === 'r') {
    const [restaurantId, ...inner] = tail;
    if (!restaurantId || !isRestaurantId(restaurantId)) return pageNotFound('restaurant', pathname);
    const found = matchArea('restaurant', inner.join('/'));
    if (!found) return pageNotFound('restaurant', pathname);
    return { kind: 'route', ...found, restaurantId };
  }
  return orNotFound(matchArea('root', path), 'root', pathname);
}

function orNotFound(found: { route: RouteDef; params: Params } | null, area: RouteArea, pathname: string): Match {
  return found ? { kind: 'route', ...found } : pageNotFound(area, pathname);
}

/** The path of a route, filling its parameters; restaurant routes need the restaurant id (or a custom host). */
export function pathFor(id: RouteId, params: Params = {}, options: { restaurantId?: string; mode?: HostMode } = {}): string {
  const route = routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  const inner = route.path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const optional = part.endsWith('?');
      const value = params[part.slice(1, optional ? -1 : undefined)];
      if (value === undefined || value === '') {
        if (optional) return '';
        throw new Error(`Route ${id} needs ${part}`);
      }
      return encodeURIComponent(value);
    })
    .filter((part, index, all) => part !== '' || index < all.length - 1 || all.length === 1)
    .join('/')
    .replace(/\/+$/, '');
  switch (route.area) {
    case 'admin':
      return inner ? `/admin/${inner}` : '/admin';
    case 'creator':
      return `/c/${inner}`;
    case 'root':
      return `/${inner}`;
    case 'restaurant':
      if (options.mode?.kind === 'restaurant') return `/${inner}`;
      if (!options.restaurantId) throw new Error(`Route ${id} needs a restaurant id`);
      return `/r/${options.restaurantId}/${inner}`;
  }
}
