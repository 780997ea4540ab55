import { describe, expect, it } from 'vitest';
import { permissions } from '../../core/permissions';
import { decide, isPermitted, landingPath, overviewPath, type GuardState, type GuardUser } from './guard';
import { hostMode } from '../../core/hosts';
import { matchLocation } from '../../core/routes/match';

const product = hostMode('localhost');
const hostPermissions = ['ReadReservations', 'ManageReservations', 'ManageTables', 'ManageBlockers'] as const;
const host: GuardUser = { type: 'Restaurant', restaurantId: 'demo', permissions: hostPermissions };
const owner: GuardUser = { type: 'Restaurant', restaurantId: 'demo', permissions: [...permissions] };
const admin: GuardUser = { type: 'Admin', restaurantId: null, permissions: [...permissions] };
const affiliate: GuardUser = { type: 'Affiliate', restaurantId: null, permissions: [] };
const typeless: GuardUser = { type: null, restaurantId: null, permissions: [] };

function state(user: GuardUser | null, extra: Partial<GuardState> = {}): GuardState {
  return { authReady: true, user, childAuthPending: false, restaurantNeedsOnboarding: false, mode: product, ...extra };
}

function at(pathname: string, s: GuardState) {
  const match = matchLocation(pathname, s.mode, 'trattoria');
  if (match.kind !== 'route') throw new Error(`no route at ${pathname}`);
  return decide({ route: match.route, params: match.params, restaurantId: match.restaurantId, pathname }, s);
}

describe('route guard (spec §2)', () => {
  it('lets anyone open public routes without waiting for auth', () => {
    expect(at('/r/demo/', state(null, { authReady: false }))).toEqual({ kind: 'allow' });
    expect(at('/r/demo/guest/reservation/tok', state(null))).toEqual({ kind: 'allow' });
    expect(at('/login', state(null))).toEqual({ kind: 'allow' });
  });

  it('waits for auth on routes that need a user type', () => {
    expect(at('/r/demo/reservations', state(null, { authReady: false }))).toEqual({ kind: 'wait' });
  });

  it('sends signed-out visitors of typed routes to Login, remembering where they were', () => {
    expect(at('/r/demo/reservations', state(null))).toEqual({ kind: 'redirect', to: '/login', rememberCurrent: true });
    expect(at('/admin', state(null))).toMatchObject({ to: '/login' });
    expect(at('/c/overview', state(null))).toMatchObject({ to: '/login' });
  });

  it('sends a user without a type to user onboarding', () => {
    expect(at('/r/demo/overview', state(typeless))).toEqual({ kind: 'redirect', to: '/user/onboarding' });
  });

  it('sends a pending child authentication to the login screen', () => {
    expect(at('/r/demo/reservations', state(host, { childAuthPending: true }))).toMatchObject({ to: '/login' });
  });

  it('sends a restaurant user who needs onboarding to restaurant onboarding, but lets the onboarding route through', () => {
    const s = state(owner, { restaurantNeedsOnboarding: true });
    expect(at('/r/demo/reservations', s)).toEqual({ kind: 'redirect', to: '/r/demo/onboarding' });
    expect(at('/r/demo/onboarding', s)).toEqual({ kind: 'allow' });
  });

  it("redirects a restaurant route of another restaurant to the user's own id, keeping the sub-path", () => {
    expect(at('/r/demo2/overview', state(owner))).toEqual({ kind: 'redirect', to: '/r/demo/overview' });
    expect(at('/r/demo2/settings/areas', state(owner))).toEqual({ kind: 'redirect', to: '/r/demo/settings/areas' });
  });

  it('exempts admins from every check and lets them see all routes', () => {
    expect(at('/r/demo2/reservations', state(admin, { restaurantNeedsOnboarding: true }))).toEqual({ kind: 'allow' });
    expect(at('/c/overview', state(admin))).toEqual({ kind: 'allow' });
    expect(at('/admin/users', state(admin))).toEqual({ kind: 'allow' });
  });

  it('exempts affiliates from restaurant checks but keeps them in the creator area', () => {
    expect(at('/c/partner/demo', state(affiliate, { restaurantNeedsOnboarding: true }))).toEqual({ kind: 'allow' });
    expect(at('/r/demo/reservations', state(affiliate))).toEqual({ kind: 'redirect', to: '/c/overview' });
    expect(at('/admin', state(affiliate))).toEqual({ kind: 'redirect', to: '/c/overview' });
  });

  it('sends staff away from routes their role does not permit', () => {
    expect(at('/r/demo/analytics', state(host))).toEqual({ kind: 'redirect', to: '/r/demo/overview' });
    expect(at('/r/demo/analytics', state(owner))).toEqual({ kind: 'allow' });
    expect(at('/r/demo/checkin', state(host))).toEqual({ kind: 'allow' });
    expect(at('/admin', state(owner))).toEqual({ kind: 'redirect', to: '/r/demo/overview' });
  });

  it('fails route-level validation with "Page Not Found: {path}"', () => {
    expect(at('/r/demo/settings/nonsense', state(owner))).toEqual({ kind: 'notFound', message: 'Page Not Found: /r/demo/settings/nonsense' });
    expect(at('/r/demo/settings/areas/new', state(owner))).toEqual({ kind: 'allow' });
  });

  it('leads the privacy page to its external address, for anyone and without waiting for auth (spec §2)', () => {
    const privacy = 'https://covers.example/privacy?lang=de';
    expect(at('/privacy', state(null, { authReady: false, externalUrls: { Privacy: privacy } }))).toEqual({ kind: 'redirect', to: privacy, external: true });
    expect(at('/privacy', state(owner, { externalUrls: { Privacy: 'http://covers.example/privacy' } }))).toEqual({
      kind: 'redirect',
      to: 'http://covers.example/privacy',
      external: true,
    });
  });

  it('never leads to an external location that is not an absolute http(s) address', () => {
    for (const unsafe of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', '/r/demo/', 'ftp://covers.example/p', 'not a url', '']) {
      expect(at('/privacy', state(null, { externalUrls: { Privacy: unsafe } }))).toEqual({ kind: 'notFound', message: 'Page Not Found: /privacy' });
    }
    expect(at('/privacy', state(null))).toEqual({ kind: 'notFound', message: 'Page Not Found: /privacy' });
  });

  it('keeps custom-host restaurant routes at the root', () => {
    const custom = state(owner, { mode: hostMode('book.trattoria.example'), restaurantNeedsOnboarding: true });
    expect(at('/checkin', custom)).toEqual({ kind: 'redirect', to: '/onboarding' });
  });
});

describe('overview and landing', () => {
  it('navigates to the overview by user type', () => {
    expect(overviewPath(owner)).toBe('/r/demo/overview');
    expect(overviewPath(affiliate)).toBe('/c/overview');
    expect(overviewPath(admin)).toBe('/admin');
    expect(overviewPath(typeless)).toBe('/user/onboarding');
    expect(overviewPath(null)).toBe('/user/onboarding');
  });

  it('lands staff on the first service screen they may use, unless a route was remembered', () => {
    expect(landingPath(host, null)).toBe('/r/demo/reservations');
    expect(landingPath({ ...host, permissions: ['ViewAnalytics'] }, null)).toBe('/r/demo/overview');
    expect(landingPath(host, '/r/demo/checkin')).toBe('/r/demo/checkin');
    expect(landingPath(admin, '/login')).toBe('/admin');
  });

  it('permits nothing to a restaurant user whose role list is invalid', () => {
    const broken: GuardUser = { type: 'Restaurant', restaurantId: 'demo', permissions: [] };
    const match = matchLocation('/r/demo/collisions', product);
    if (match.kind !== 'route') throw new Error('route expected');
    expect(isPermitted(match.route, broken)).toBe(false);
    expect(isPermitted(match.route, host)).toBe(true);
  });
});
