// Spec §2 "Shell and navigation": which items the sidebar / bottom bar show, and when the shell's parts appear.
import { isPermitted, type GuardUser } from './guard';
import { routes, type RouteDef, type RouteId } from '../../core/routes/route-table';

/** Reservations, Search, Checkin and TableState where permitted. */
export function navRoutes(user: GuardUser | null): RouteDef[] {
  return routes.filter((route) => route.nav && isPermitted(route, user));
}

/** Every non-hidden restaurant route the user may open, by navigation group (the overview page lists these). */
export function overviewRoutes(user: GuardUser | null): Record<'Reservations' | 'Insights' | 'Management', RouteDef[]> {
  const groups = { Reservations: [] as RouteDef[], Insights: [] as RouteDef[], Management: [] as RouteDef[] };
  for (const route of routes) {
    if (route.area !== 'restaurant' || route.hidden || !route.group || !route.userType) continue;
    if (isPermitted(route, user)) groups[route.group].push(route);
  }
  return groups;
}

export interface ShellState {
  authenticated: boolean;
  user: GuardUser | null;
  childAuthPending: boolean;
  needsOnboarding: boolean;
  adminRestaurantOverride: string | null;
  routeId: RouteId | null;
}

/**
 * Navigation shows for Restaurant users, or when an admin restaurant override is active, once authenticated, with no
 * child authentication pending, onboarding done and a profile type set.
 */
export function showsNavigation(state: ShellState): boolean {
  if (!state.authenticated || !state.user?.type || state.childAuthPending || state.needsOnboarding) return false;
  return state.user.type === 'Restaurant' || (state.user.type === 'Admin' && Boolean(state.adminRestaurantOverride));
}

/** The top action bar: Restaurant or Admin users, except while onboarding is needed or on Booking and SlugHub. */
export function showsTopBar(state: ShellState): boolean {
  if (!state.authenticated || state.needsOnboarding) return false;
  if (state.routeId === 'Booking' || state.routeId === 'SlugHub') return false;
  return state.user?.type === 'Restaurant' || state.user?.type === 'Admin';
}

/** The refresh button shows on Reservations, Checkin and TableState. */
export function showsRefresh(routeId: RouteId | null): boolean {
  return routeId === 'Reservations' || routeId === 'Checkin' || routeId === 'TableState';
}

/** The affiliate app bar: authenticated affiliates on every route except Booking and UserOnboarding. */
export function showsAffiliateBar(state: ShellState): boolean {
  return (
    state.authenticated &&
    state.user?.type === 'Affiliate' &&
    state.routeId !== 'Booking' &&
    state.routeId !== 'UserOnboarding'
  );
}

/** The "new reservation" action appears only if Reservations is permitted. */
export function showsNewReservation(user: GuardUser | null): boolean {
  return navRoutes(user).some((route) => route.id === 'Reservations');
}
