// Every read's cache key, typed once (design.md "src/api"). A key is also a prefix: invalidating `queryKeys.waitlists()`
// reloads every day's waitlist, and the live-updates stream (./live-updates.ts) invalidates by these prefixes.
// No dependency here: the guest pages import it with the small read cache (./resource.ts) and no query library.
//
// The staff reads below carry no restaurant: the API client sends the acting restaurant with every request
// (./client.ts identityHeaders), and signing in as someone else clears the cache (forgetDevice).

export const queryKeys = {
  // The app's own reads (./resource.ts): the app config of a restaurant (or of the custom host) and its setup status.
  appConfigs: () => ['app-config'] as const,
  appConfig: (restaurantId: string | null) => ['app-config', restaurantId ?? 'host'] as const,
  statuses: () => ['status'] as const,
  status: (restaurantId: string | null) => ['status', restaurantId] as const,
  // The guest's reads (./resource.ts).
  availability: (restaurantId: string | null) => ['availability', restaurantId] as const,
  guestReservation: (token: string) => ['guest-reservation', token] as const,

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

  // Admin.
  adminRestaurants: () => ['admin', 'restaurants'] as const,
  adminUsers: () => ['admin', 'users', 'all'] as const,

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
};

