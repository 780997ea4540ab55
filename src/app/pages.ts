// Which component renders each route of the table. Everything is code-split; the guest's pages (booking, manage) and
// the landing page load without TanStack Query, every other screen loads it with itself.
import type { ComponentType } from 'react';
import { lazyPage, lazyQueryPage } from './lazy-page';

export interface PageProps {
  routeId: string;
  params: Record<string, string | undefined>;
}

const notBuilt = lazyPage<PageProps>(() => import('./pages/NotBuiltYetPage'));

export const pages: Record<string, ComponentType<PageProps>> = {
  Landing: lazyPage(() => import('./pages/LandingPage')),
  Login: lazyQueryPage(() => import('../features/account/LoginPage')),
  UserOnboarding: lazyQueryPage(() => import('../features/account/UserOnboardingPage')),
  AuthFailed: lazyQueryPage(() => import('../features/account/AuthFailedPage')),
  EmulatorConfig: lazyQueryPage(() => import('../features/account/EmulatorConfigPage')),
  Booking: lazyPage(() => import('../features/booking/BookingHomePage')),
  GuestReservation: lazyPage(() => import('../features/booking/GuestReservationPage')),
  OldGuestReservation: lazyPage(() => import('../features/booking/GuestReservationPage')),
  Overview: lazyQueryPage(() => import('../features/overview/OverviewPage')),
  RestaurantOnboarding: lazyQueryPage(() => import('../features/onboarding/RestaurantOnboardingPage')),
  AdminDashboard: lazyQueryPage(() => import('../features/admin/AdminDashboardPage')),
  Settings: lazyQueryPage(() => import('../features/settings/SettingsPage')),
};

export function pageFor(routeId: string): ComponentType<PageProps> {
  return pages[routeId] ?? notBuilt;
}
