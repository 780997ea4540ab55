// Every screen but the guest's (pages.ts): each loads with TanStack Query (lazyQueryPage); a route without a screen
// yet shows the not-built page.
import type { ComponentType } from 'react';
import { lazyPage, lazyQueryPage } from '../shell/lazy-page';
import type { PageProps } from '../shell/page-props';

const notBuilt = lazyPage<PageProps>(() => import('./pages/NotBuiltYetPage'));

const loaders: Record<string, () => Promise<{ default: ComponentType<PageProps> }>> = {
  Login: () => import('../features/account/LoginPage'),
  UserOnboarding: () => import('../features/account/UserOnboardingPage'),
  AuthFailed: () => import('../features/account/AuthFailedPage'),
  EmulatorConfig: () => import('../features/account/EmulatorConfigPage'),
  Overview: () => import('../features/overview/OverviewPage'),
  RestaurantOnboarding: () => import('../features/onboarding/RestaurantOnboardingPage'),
  AdminDashboard: () => import('../features/admin/AdminDashboardPage'),
  Settings: () => import('../features/settings/SettingsPage'),
  Reservations: () => import('../features/grid/ReservationsPage'),
  Reservation: () => import('../features/grid/ReservationPage'),
  Search: () => import('../features/search/SearchPage'),
  Checkin: () => import('../features/checkin/CheckinPage'),
  TableState: () => import('../features/table-state/TableStatePage'),
  Blockers: () => import('../features/blockers/BlockersPage'),
  Collisions: () => import('../features/collisions/CollisionsPage'),
  Waitlist: () => import('../features/waitlist/WaitlistPage'),
  ActionsLog: () => import('../features/actions-log/ActionsLogPage'),
};

export const staffPages: Record<string, ComponentType<PageProps>> = Object.fromEntries(
  Object.entries(loaders).map(([routeId, load]) => [routeId, lazyQueryPage(load)]),
);

/**
 * Starts fetching a screen's code while the app still waits for its config and language: on a cold start the
 * screen's chunks would otherwise be asked for only once it renders, one level of imports after another. The
 * browser's module map hands the page's lazy load the same modules.
 */
export function preloadStaffPage(routeId: string): void {
  void import('../shell/with-query-client').catch(() => undefined);
  void loaders[routeId]?.().catch(() => undefined);
}

/** The screen of a staff route. */
export default function StaffPage(props: PageProps) {
  const Page = staffPages[props.routeId] ?? notBuilt;
  return <Page {...props} />;
}
