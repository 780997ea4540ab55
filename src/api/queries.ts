// One `queryOptions` per staff read (TanStack Query v5): its key from ./query-keys.ts and its fetcher, so a screen
// reads with `useQuery(queries.areas())` and never spells a key or pairs one with the wrong fetcher. The guest pages
// and the app's start-up reads do not come here (./resource.ts says why).
import { queryOptions } from '@tanstack/react-query';
import type { BookingAnalyticsQuery } from '../../core/schemas/analytics';
import { fetchAllAdminUsers } from './admin-users';
import { fetchBookingAnalytics } from './analytics';
import { fetchActionsLog, fetchCollisions, fetchReservation, fetchWaitlist, searchReservations } from './front-of-house';
import { queryKeys } from './query-keys';
import { fetchAdminRestaurants, fetchStatus } from './restaurants';
import { fetchAreaGroups, fetchAreas, fetchInvites, fetchOwnAppConfig, fetchOwnMetadata, fetchRoles, fetchSpecials, fetchTables, fetchUsers } from './settings';
import { fetchChildren } from './users';

export const queries = {
  status: (restaurantId: string) => queryOptions({ queryKey: queryKeys.status(restaurantId), queryFn: () => fetchStatus(restaurantId) }),

  ownAppConfig: () => queryOptions({ queryKey: queryKeys.ownAppConfig(), queryFn: fetchOwnAppConfig }),
  metadata: () => queryOptions({ queryKey: queryKeys.metadata(), queryFn: fetchOwnMetadata }),
  areas: () => queryOptions({ queryKey: queryKeys.areas(), queryFn: fetchAreas }),
  tables: () => queryOptions({ queryKey: queryKeys.tables(), queryFn: fetchTables }),
  areaGroups: () => queryOptions({ queryKey: queryKeys.areaGroups(), queryFn: fetchAreaGroups }),
  specials: () => queryOptions({ queryKey: queryKeys.specials(), queryFn: fetchSpecials }),
  roles: () => queryOptions({ queryKey: queryKeys.roles(), queryFn: fetchRoles }),
  users: () => queryOptions({ queryKey: queryKeys.users(), queryFn: fetchUsers }),
  invites: () => queryOptions({ queryKey: queryKeys.invites(), queryFn: fetchInvites }),
  children: () => queryOptions({ queryKey: queryKeys.children(), queryFn: fetchChildren }),

  adminRestaurants: () => queryOptions({ queryKey: queryKeys.adminRestaurants(), queryFn: fetchAdminRestaurants }),
  adminUsers: () => queryOptions({ queryKey: queryKeys.adminUsers(), queryFn: fetchAllAdminUsers }),

  reservation: (id: string) => queryOptions({ queryKey: queryKeys.reservation(id), queryFn: () => fetchReservation(id) }),
  search: (text: string) => queryOptions({ queryKey: queryKeys.search(text), queryFn: () => searchReservations(text) }),
  collisions: (date: string | null) => queryOptions({ queryKey: queryKeys.collisions(date), queryFn: () => fetchCollisions(date ?? undefined) }),
  waitlist: (day: string | null) => queryOptions({ queryKey: queryKeys.waitlist(day), queryFn: () => fetchWaitlist({ day: day ?? undefined, limit: 100 }) }),
  actionsLog: (page: number, showRead: boolean, actions: readonly string[]) =>
    queryOptions({ queryKey: queryKeys.actionsLog(page, showRead, actions), queryFn: () => fetchActionsLog({ page, showRead, actions }) }),

  bookingAnalytics: (query: BookingAnalyticsQuery) => queryOptions({ queryKey: queryKeys.bookingAnalytics(query), queryFn: () => fetchBookingAnalytics(query) }),
};
