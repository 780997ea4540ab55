// The one route table (spec §2): each route's path and who may open it, as data the server reads too (its 404s,
// server/pages/page-status.ts). Paths are wouter patterns. The PWA's features attach their screens to these ids
// (features/*/routes.ts); src/app/routes.test.ts fails, and the type check with it, when a route has no screen or
// a screen no route.
import type { Permission, UserType } from '../permissions';

export type RouteArea = 'admin' | 'restaurant' | 'creator' | 'root';
export type NavGroup = 'Reservations' | 'Insights' | 'Management';

interface RouteShape {
  id: string;
  area: RouteArea;
  /** Path inside the area: '' is the area's root. Restaurant paths sit below /r/:restaurantId/. */
  path: string;
  group?: NavGroup;
  /** A signed-in user of this type is required (admins pass every check). Absent: public. */
  userType?: UserType;
  permissions?: readonly Permission[];
  parent?: string;
  /** Hidden from navigation and the overview. */
  hidden?: boolean;
  /** Shown in the sidebar / bottom bar (spec §2 "Shell and navigation"). */
  nav?: boolean;
  /** The route stands for a page outside the app; the guard leads there (spec §2), to the address the build configures. */
  external?: boolean;
}

const read: readonly Permission[] = ['ReadReservations', 'ManageReservations'];
const service: readonly Permission[] = ['ReadReservations', 'ManageReservations', 'ManageTables'];

const table = [
  // Admin area, Admin only; all but the dashboard hidden with the dashboard or list as parent.
  { id: 'AdminDashboard', area: 'admin', path: '', userType: 'Admin', group: 'Management' },
  { id: 'AdminCities', area: 'admin', path: 'cities', userType: 'Admin', hidden: true, parent: 'AdminDashboard' },
  { id: 'AdminCity', area: 'admin', path: 'cities/:cityId', userType: 'Admin', hidden: true, parent: 'AdminCities' },
  { id: 'AdminRestaurants', area: 'admin', path: 'restaurants', userType: 'Admin', hidden: true, parent: 'AdminDashboard' },
  { id: 'AdminRestaurant', area: 'admin', path: 'restaurants/:restaurantId', userType: 'Admin', hidden: true, parent: 'AdminRestaurants' },
  { id: 'AdminNewRestaurantMetadata', area: 'admin', path: 'restaurant-metadata/new', userType: 'Admin', hidden: true, parent: 'AdminRestaurants' },
  { id: 'AdminDatabaseTrash', area: 'admin', path: 'database-trash', userType: 'Admin', hidden: true, parent: 'AdminDashboard' },
  { id: 'AdminUsers', area: 'admin', path: 'users', userType: 'Admin', hidden: true, parent: 'AdminDashboard' },

  // Restaurant area, /r/:restaurantId/…
  { id: 'Overview', area: 'restaurant', path: 'overview', userType: 'Restaurant', hidden: true },
  { id: 'RestaurantOnboarding', area: 'restaurant', path: 'onboarding', userType: 'Restaurant', hidden: true },
  { id: 'Booking', area: 'restaurant', path: '', group: 'Reservations' },
  { id: 'Reservations', area: 'restaurant', path: 'reservations', userType: 'Restaurant', permissions: read, group: 'Reservations', nav: true },
  { id: 'Reservation', area: 'restaurant', path: 'reservation/:reservationId', userType: 'Restaurant', permissions: ['ReadReservations'], hidden: true, parent: 'Reservations' },
  { id: 'Search', area: 'restaurant', path: 'search', userType: 'Restaurant', permissions: read, group: 'Reservations', nav: true },
  { id: 'Checkin', area: 'restaurant', path: 'checkin', userType: 'Restaurant', permissions: service, group: 'Reservations', nav: true },
  { id: 'TableState', area: 'restaurant', path: 'tableState', userType: 'Restaurant', permissions: service, group: 'Reservations', nav: true },
  // Spec §2 names only the user type; collisions show guests' names, so the API and the route ask for ReadReservations.
  { id: 'Collisions', area: 'restaurant', path: 'collisions', userType: 'Restaurant', permissions: read, group: 'Reservations' },
  { id: 'Blockers', area: 'restaurant', path: 'blockers', userType: 'Restaurant', permissions: ['ManageBlockers'], group: 'Reservations' },
  // Not in spec §2's table: the staff side of the waitlist (spec §7 GET/PUT/DELETE /waitlist).
  { id: 'Waitlist', area: 'restaurant', path: 'waitlist', userType: 'Restaurant', permissions: read, group: 'Reservations' },
  { id: 'Analytics', area: 'restaurant', path: 'analytics', userType: 'Restaurant', permissions: ['ViewAnalytics'], group: 'Insights' },
  // Spec §2 leaves its access open: the day's reservations and the kitchen's own permission (docs/decisions/010).
  { id: 'AnalyticsKitchen', area: 'restaurant', path: 'analytics-kitchen', userType: 'Restaurant', permissions: ['ReadReservations', 'ViewKitchen'], group: 'Insights' },
  { id: 'ActionsLog', area: 'restaurant', path: 'actions-log', userType: 'Restaurant', permissions: service, group: 'Insights' },
  // Spec §2 leaves its access open: the programme's figures are an owner's (docs/decisions/014, ViewAnalytics).
  { id: 'Affiliates', area: 'restaurant', path: 'affiliates', userType: 'Restaurant', permissions: ['ViewAnalytics'], group: 'Management' },
  { id: 'Vouchers', area: 'restaurant', path: 'vouchers', userType: 'Restaurant', permissions: read, group: 'Management' },
  { id: 'Voucher', area: 'restaurant', path: 'vouchers/:voucherId', hidden: true },
  { id: 'GiftCards', area: 'restaurant', path: 'gift-cards', hidden: true },
  { id: 'GuestReservation', area: 'restaurant', path: 'guest/reservation/:reservationToken', hidden: true },
  { id: 'OldGuestReservation', area: 'restaurant', path: 'reservation', hidden: true },
  { id: 'Settings', area: 'restaurant', path: 'settings/:page?/:detailPage?', userType: 'Restaurant', group: 'Management' },

  // Creator (affiliate) area, /c/…
  { id: 'CreatorOverview', area: 'creator', path: 'overview', userType: 'Affiliate' },
  { id: 'CreatorProfile', area: 'creator', path: 'profile', userType: 'Affiliate', hidden: true },
  { id: 'CreatorPartner', area: 'creator', path: 'partner/:restaurantId', userType: 'Affiliate', hidden: true, parent: 'CreatorOverview' },

  // Root area
  { id: 'Login', area: 'root', path: 'login', hidden: true },
  { id: 'UserOnboarding', area: 'root', path: 'user/onboarding', hidden: true },
  { id: 'AuthFailed', area: 'root', path: 'auth-failed', hidden: true },
  { id: 'EmulatorConfig', area: 'root', path: 'emulator-config', hidden: true },
  { id: 'AllHub', area: 'root', path: 'all/:collection', hidden: true },
  // Spec §2: "The privacy page is an external link."
  { id: 'Privacy', area: 'root', path: 'privacy', hidden: true, external: true },
  { id: 'Landing', area: 'root', path: '', hidden: true },
  { id: 'SlugHub', area: 'root', path: ':slug', hidden: true },
] as const satisfies readonly RouteShape[];

/** The id of a route of the table: a typo or a route that does not exist is a type error. */
export type RouteId = (typeof table)[number]['id'];

export interface RouteDef extends RouteShape {
  id: RouteId;
  parent?: RouteId;
}

export const routes: readonly RouteDef[] = table;

export const routeById: ReadonlyMap<string, RouteDef> = new Map(routes.map((route) => [route.id, route]));

export function routeOf(id: RouteId): RouteDef {
  const route = routeById.get(id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

/** Settings pages (spec §2); any other page is a route-level validation failure. */
export const settingsPages = [
  'tables',
  'areas',
  'areaGroups',
  'specials',
  'users',
  'roles',
  'affiliates',
  'appConfig',
  'restaurantMigration',
  'language',
] as const;

/** The message id of a route's translated name (its document title, navigation label and overview link). */
export const routeNameKey = (id: RouteId) => `route.${id}` as const;
