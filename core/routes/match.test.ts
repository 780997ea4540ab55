import { describe, expect, it } from 'vitest';
import { hostMode } from '../hosts';
import { matchLocation, matchPattern, pathFor } from './match';
import { routes } from './route-table';

const product = hostMode('localhost');
const custom = hostMode('book.trattoria.example');

const idOf = (pathname: string, mode = product, hostRestaurant?: string) => {
  const match = matchLocation(pathname, mode, hostRestaurant);
  return match.kind === 'route' ? match.route.id : `404:${match.area}`;
};

/** What each path resolves to on a product host: a route id, or 404 with its area. */
const idsOf = (paths: readonly string[]) => Object.fromEntries(paths.map((pathname) => [pathname, idOf(pathname)]));

describe('host route groups', () => {
  it('treats localhost and the product hosts as product hosts, anything else as a restaurant host', () => {
    expect(hostMode('localhost:8080')).toEqual({ kind: 'product' });
    expect(hostMode('127.0.0.1')).toEqual({ kind: 'product' });
    expect(hostMode('Book.Trattoria.example')).toEqual({ kind: 'restaurant', host: 'book.trattoria.example' });
    expect(hostMode('tablet.local', ['tablet.local'])).toEqual({ kind: 'product' });
  });

  it('serves all four areas on a product host', () => {
    const expected = {
      '/admin': 'AdminDashboard',
      '/admin/cities/abc': 'AdminCity',
      '/r/demo/': 'Booking',
      '/r/demo/reservations': 'Reservations',
      '/c/partner/demo': 'CreatorPartner',
      '/login': 'Login',
      '/emulator-config': 'EmulatorConfig',
      '/all/restaurants': 'AllHub',
      '/creator': 'SlugHub',
      '/': 'Landing',
    };
    expect(idsOf(Object.keys(expected))).toEqual(expected);
  });

  it('serves only the restaurant area at the root plus login, auth-failed and user onboarding elsewhere', () => {
    expect(idOf('/', custom, 'trattoria')).toBe('Booking');
    expect(idOf('/reservations', custom, 'trattoria')).toBe('Reservations');
    expect(idOf('/login', custom)).toBe('Login');
    expect(idOf('/auth-failed', custom)).toBe('AuthFailed');
    expect(idOf('/user/onboarding', custom)).toBe('UserOnboarding');
    expect(idOf('/admin', custom)).toBe('404:restaurant');
    expect(idOf('/c/overview', custom)).toBe('404:restaurant');
    expect(idOf('/emulator-config', custom)).toBe('404:restaurant');
    const match = matchLocation('/checkin', custom, 'trattoria');
    expect(match.kind === 'route' && match.restaurantId).toBe('trattoria');
  });

  it('gives each area its catch-all and rejects malformed restaurant ids', () => {
    const expected = { '/r/demo/nope': '404:restaurant', '/c/nope': '404:creator', '/admin/nope': '404:admin', '/r/DEMO!/': '404:restaurant', '/a/b/c': '404:root' };
    expect(idsOf(Object.keys(expected))).toEqual(expected);
    const notFound = matchLocation('/r/demo/nope', product);
    expect(notFound).toMatchObject({ kind: 'notFound', message: 'Page Not Found: /r/demo/nope' });
  });
});

describe('patterns and paths', () => {
  it('matches optional parameters', () => {
    expect(matchPattern('settings/:page?/:detailPage?', 'settings')).toEqual({});
    expect(matchPattern('settings/:page?/:detailPage?', 'settings/areas/new')).toEqual({ page: 'areas', detailPage: 'new' });
    expect(matchPattern('settings/:page?/:detailPage?', 'settings/areas/new/x')).toBeNull();
    expect(matchPattern('guest/reservation/:reservationToken', 'guest/reservation/a%2Fb')).toEqual({ reservationToken: 'a/b' });
  });

  it('builds paths for every area and both host modes', () => {
    expect(pathFor('Reservations', {}, { restaurantId: 'demo' })).toBe('/r/demo/reservations');
    expect(pathFor('Booking', {}, { restaurantId: 'demo' })).toBe('/r/demo/');
    expect(pathFor('Settings', { page: 'areas' }, { restaurantId: 'demo' })).toBe('/r/demo/settings/areas');
    expect(pathFor('Settings', {}, { restaurantId: 'demo' })).toBe('/r/demo/settings');
    expect(pathFor('Checkin', {}, { mode: custom })).toBe('/checkin');
    expect(pathFor('AdminDashboard')).toBe('/admin');
    expect(pathFor('AdminCity', { cityId: 'x' })).toBe('/admin/cities/x');
    expect(pathFor('CreatorOverview')).toBe('/c/overview');
    expect(pathFor('Login')).toBe('/login');
    expect(() => pathFor('Reservation', {}, { restaurantId: 'demo' })).toThrow();
  });

  it('round-trips every route of the table through pathFor and matchLocation', () => {
    for (const route of routes) {
      const params = Object.fromEntries(
        [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, route.id === 'Settings' ? 'areas' : `x${name}`]),
      );
      const path = pathFor(route.id, params, { restaurantId: 'demo' });
      const match = matchLocation(path, product);
      // A slug hub shadows nothing: fixed root paths are listed before it.
      expect(match.kind === 'route' && match.route.id, path).toBe(route.id);
    }
  });
});
