// Spec §2 "Route guard", as one pure decision the router acts on.
import { grantsAll, type Permission, type UserType } from '../../core/permissions';
import type { HostMode } from '../../core/hosts';
import { pathFor } from '../../core/routes/match';
import type { RouteDef } from '../../core/routes/route-table';
import { routeOf, settingsPages } from '../../core/routes/route-table';

export interface GuardUser {
  type: UserType | null;
  restaurantId: string | null;
  permissions: readonly Permission[];
}

export interface GuardState {
  authReady: boolean;
  user: GuardUser | null;
  childAuthPending: boolean;
  /** The restaurant's setup is incomplete (GET /status): its staff go to restaurant onboarding. */
  restaurantNeedsOnboarding: boolean;
  mode: HostMode;
  /** Where each external route (RouteDef.external) leads, by route id; an external route without one is not found. */
  externalUrls?: Readonly<Record<string, string | undefined>>;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; rememberCurrent?: boolean; external?: boolean }
  | { kind: 'notFound'; message: string };

export interface GuardTarget {
  route: RouteDef;
  params: Record<string, string | undefined>;
  restaurantId?: string | undefined;
  pathname: string;
}

/** Spec §2: the overview a user's type leads to. */
export function overviewPath(user: GuardUser | null, mode: HostMode = { kind: 'product' }): string {
  switch (user?.type) {
    case 'Restaurant':
      return user.restaurantId ? pathFor('Overview', {}, { restaurantId: user.restaurantId, mode }) : '/user/onboarding';
    case 'Affiliate':
      return '/c/overview';
    case 'Admin':
      return '/admin';
    default:
      return '/user/onboarding';
  }
}

/** Whether a signed-in user may see a route at all (navigation shows only these). */
export function isPermitted(route: RouteDef, user: GuardUser | null): boolean {
  if (!route.userType) return true;
  if (!user?.type) return false;
  if (user.type === 'Admin') return true;
  if (user.type !== route.userType) return false;
  if (user.type === 'Restaurant') return grantsAll(user.permissions, route.permissions ?? []);
  return true;
}

/** Route-level validation (spec §2): a fatal 'Page Not Found: {path}' for parameters no screen can show. */
function validate(target: GuardTarget): GuardDecision | null {
  if (target.route.id === 'Settings') {
    const page = target.params.page;
    if (page !== undefined && !(settingsPages as readonly string[]).includes(page)) {
      return { kind: 'notFound', message: `Page Not Found: ${target.pathname}` };
    }
  }
  return null;
}

/**
 * An external location the guard may lead to: an absolute http(s) address, nothing else — never a `javascript:` or
 * `data:` URL, a protocol-relative `//host` or a path (spec §2 "Redirect rules may lead to an external location").
 */
export function safeExternalUrl(candidate: string | undefined): string | null {
  if (!candidate || !/^https?:\/\//i.test(candidate)) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An external route leads out of the app for anyone, before any sign-in check. */
function external(target: GuardTarget, state: GuardState): GuardDecision {
  const to = safeExternalUrl(state.externalUrls?.[target.route.id]);
  return to ? { kind: 'redirect', to, external: true } : { kind: 'notFound', message: `Page Not Found: ${target.pathname}` };
}

export function decide(target: GuardTarget, state: GuardState): GuardDecision {
  const invalid = validate(target);
  if (invalid) return invalid;
  const { route } = target;
  if (route.external) return external(target, state);
  if (!route.userType) return { kind: 'allow' };
  if (!state.authReady) return { kind: 'wait' };
  const user = state.user;
  if (!user) return { kind: 'redirect', to: '/login', rememberCurrent: true };
  if (state.childAuthPending) return { kind: 'redirect', to: '/login', rememberCurrent: true };
  if (user.type === null) return { kind: 'redirect', to: '/user/onboarding' };
  // Spec §2: affiliates and admins are exempt from the onboarding and restaurant checks; admins see every route.
  if (user.type === 'Admin') return { kind: 'allow' };
  if (user.type === 'Affiliate') {
    return route.userType === 'Affiliate' ? { kind: 'allow' } : { kind: 'redirect', to: overviewPath(user, state.mode) };
  }
  if (route.userType !== 'Restaurant') return { kind: 'redirect', to: overviewPath(user, state.mode) };
  if (!user.restaurantId) return { kind: 'redirect', to: '/user/onboarding' };
  if (state.mode.kind === 'product' && target.restaurantId && target.restaurantId !== user.restaurantId) {
    const inner = target.pathname.replace(/^\/r\/[^/]+/, '');
    return { kind: 'redirect', to: `/r/${user.restaurantId}${inner || '/'}` };
  }
  if (state.restaurantNeedsOnboarding && route.id !== 'RestaurantOnboarding') {
    return { kind: 'redirect', to: pathFor('RestaurantOnboarding', {}, { restaurantId: user.restaurantId, mode: state.mode }) };
  }
  if (!isPermitted(route, user)) return { kind: 'redirect', to: overviewPath(user, state.mode) };
  return { kind: 'allow' };
}

/** Where a user lands after signing in: the remembered route, else the first screen their permissions allow. */
export function landingPath(user: GuardUser, remembered: string | null, mode: HostMode = { kind: 'product' }): string {
  if (remembered && remembered !== '/login') return remembered;
  if (user.type === 'Restaurant' && user.restaurantId) {
    const first = (['Reservations', 'Checkin', 'TableState'] as const).map(routeOf).find((route) => isPermitted(route, user));
    if (first) return pathFor(first.id, {}, { restaurantId: user.restaurantId, mode });
  }
  return overviewPath(user, mode);
}
