// Every screen but the guest's (pages.ts): each loads with TanStack Query (lazyQueryPage); a route without a screen
// yet shows the not-built page.
import type { ComponentType } from 'react';
import { lazyPage, lazyQueryPage } from './lazy-page';
import type { PageProps } from './pages';

const notBuilt = lazyPage<PageProps>(() => import('./pages/NotBuiltYetPage'));

export const staffPages: Record<string, ComponentType<PageProps>> = {
  Login: lazyQueryPage(() => import('../features/account/LoginPage')),
  UserOnboarding: lazyQueryPage(() => import('../features/account/UserOnboardingPage')),
  AuthFailed: lazyQueryPage(() => import('../features/account/AuthFailedPage')),
  EmulatorConfig: lazyQueryPage(() => import('../features/account/EmulatorConfigPage')),
  Overview: lazyQueryPage(() => import('../features/overview/OverviewPage')),
  RestaurantOnboarding: lazyQueryPage(() => import('../features/onboarding/RestaurantOnboardingPage')),
  AdminDashboard: lazyQueryPage(() => import('../features/admin/AdminDashboardPage')),
  Settings: lazyQueryPage(() => import('../features/settings/SettingsPage')),
  Reservations: lazyQueryPage(() => import('../features/reservations/ReservationsPage')),
  Reservation: lazyQueryPage(() => import('../features/reservations/ReservationPage')),
  Search: lazyQueryPage(() => import('../features/reservations/SearchPage')),
  Checkin: lazyQueryPage(() => import('../features/reservations/CheckinPage')),
  TableState: lazyQueryPage(() => import('../features/reservations/TableStatePage')),
  Blockers: lazyQueryPage(() => import('../features/reservations/BlockersPage')),
  Collisions: lazyQueryPage(() => import('../features/reservations/CollisionsPage')),
  Waitlist: lazyQueryPage(() => import('../features/reservations/WaitlistPage')),
  ActionsLog: lazyQueryPage(() => import('../features/reservations/ActionsLogPage')),
};

/** The screen of a staff route. */
export default function StaffPage(props: PageProps) {
  const Page = staffPages[props.routeId] ?? notBuilt;
  return <Page {...props} />;
}
