// Every read's cache key, typed once (design.md "src/api"). A key is also a prefix: invalidating `queryKeys.waitlists()`
// reloads every day's waitlist, and the live-updates stream (./live-updates.ts) invalidates by these prefixes.
// The app's own and the guest's keys are ./app-query-keys.ts, which the guest's pages import alone.
//
// The staff reads below carry no restaurant: the API client sends the acting restaurant with every request
// (./client.ts identityHeaders), and signing in as someone else clears the cache (forgetDevice).

import type { AdminRestaurantQuery } from '../../core/schemas/admin';
import type { BookingAnalyticsQuery } from '../../core/schemas/analytics';
import type { TrashQuery } from '../../core/schemas/trash';
import type { VoucherListQuery } from '../../core/schemas/vouchers';
import { appQueryKeys } from './app-query-keys';

export const queryKeys = {
  ...appQueryKeys,

  // Settings (spec §1): the restaurant's own app config and rules, its floor, specials, people.
  settings: () => ['settings'] as const,
  ownAppConfig: () => ['settings', 'app-config'] as const,
  metadata: () => ['settings', 'metadata'] as const,
  areas: () => ['areas'] as const,
  tables: () => ['tables'] as const,
  areaGroups: () => ['area-groups'] as const,
  specials: () => ['specials-all'] as const,
  roles: () => ['roles'] as const,
  users: () => ['users'] as const,
  invites: () => ['invites'] as const,
  children: () => ['children'] as const,

  // Admin: everything under ['admin'], so one change reloads the lists, the details and the dashboard.
  admin: () => ['admin'] as const,
  adminRestaurants: () => ['admin', 'restaurants'] as const,
  adminRestaurantPage: (query: AdminRestaurantQuery) => ['admin', 'restaurants', 'page', query.q ?? '', query.cityId ?? '', query.status ?? '', String(query.affiliateProgram ?? ''), query.page ?? 0] as const,
  adminRestaurant: (id: string) => ['admin', 'restaurants', 'one', id] as const,
  adminRestaurantFigures: (id: string) => ['admin', 'restaurants', 'figures', id] as const,
  adminRestaurantUsers: (id: string) => ['admin', 'restaurants', 'users', id] as const,
  adminRestaurantRoles: (id: string) => ['admin', 'restaurants', 'roles', id] as const,
  adminRestaurantAppConfig: (id: string) => ['admin', 'restaurants', 'app-config', id] as const,
  adminCities: () => ['admin', 'cities'] as const,
  adminCity: (id: string) => ['admin', 'cities', id] as const,
  adminDashboard: () => ['admin', 'dashboard'] as const,
  adminUsers: () => ['admin', 'users', 'all'] as const,
  // The database trash: a restore or purge reloads every list and the purge log under ['admin', 'trash'].
  trash: () => ['admin', 'trash'] as const,
  trashList: (query: TrashQuery) => ['admin', 'trash', 'list', query.kind ?? 'all', query.restaurantId ?? 'all', query.page] as const,
  trashPurges: (page: number) => ['admin', 'trash', 'purges', page] as const,

  // Front of house, what is read online only; the day itself comes from the offline day store.
  reservations: () => ['reservations'] as const,
  reservation: (id: string) => ['reservations', 'one', id] as const,
  search: (text: string) => ['reservations', 'search', text] as const,
  collisions: (date: string | null) => ['reservations', 'collisions', date ?? 'upcoming'] as const,
  blockers: () => ['blockers'] as const,
  waitlists: () => ['waitlist'] as const,
  waitlist: (day: string | null) => ['waitlist', day ?? 'all'] as const,
  actionsLogs: () => ['actionsLog'] as const,
  actionsLog: (page: number, showRead: boolean, actions: readonly string[]) => ['actionsLog', page, showRead, actions.join(',')] as const,

  // Insights: the owner's figures of a range (an absent interval is the server's default for the range).
  // Vouchers (docs/decisions/012-vouchers.md): every list and detail sits under ['vouchers'], so one change reloads
  // the lists, the liability and the voucher; the settings apart, as a voucher's change leaves them as they were.
  vouchers: () => ['vouchers'] as const,
  voucherList: (query: VoucherListQuery) => ['vouchers', 'list', query.q ?? '', query.status ?? 'all', query.page, query.pageSize] as const,
  voucher: (id: string) => ['vouchers', 'one', id] as const,
  voucherSettings: () => ['voucher-settings'] as const,

  bookingAnalytics: (query: BookingAnalyticsQuery) => ['analytics', 'bookings', query.startDate, query.endDate, query.platform, query.interval ?? 'auto'] as const,
};

