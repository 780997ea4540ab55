// Which component renders each route of the table. Everything is code-split; the guest's booking home loads alone.
import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';

export interface PageProps {
  routeId: string;
  params: Record<string, string | undefined>;
}

const notBuilt = lazyPage<PageProps>(() => import('./pages/NotBuiltYetPage'));

export const pages: Record<string, ComponentType<PageProps>> = {
  Landing: lazyPage(() => import('./pages/LandingPage')),
  Login: lazyPage(() => import('../features/account/LoginPage')),
  UserOnboarding: lazyPage(() => import('../features/account/UserOnboardingPage')),
  AuthFailed: lazyPage(() => import('../features/account/AuthFailedPage')),
  EmulatorConfig: lazyPage(() => import('../features/account/EmulatorConfigPage')),
  Booking: lazyPage(() => import('../features/booking/BookingHomePage')),
  GuestReservation: lazyPage(() => import('../features/booking/GuestReservationPage')),
  OldGuestReservation: lazyPage(() => import('../features/booking/GuestReservationPage')),
  Overview: lazyPage(() => import('../features/overview/OverviewPage')),
  AdminDashboard: lazyPage(() => import('../features/admin/AdminDashboardPage')),
  Settings: lazyPage(() => import('../features/settings/SettingsPage')),
};

export function pageFor(routeId: string): ComponentType<PageProps> {
  return pages[routeId] ?? notBuilt;
}
