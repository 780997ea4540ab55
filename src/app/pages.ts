// Which component renders each route of the table. Everything is code-split; the guest's pages (booking, manage) and
// the landing page load without TanStack Query, every other screen loads it with itself (staff-pages.tsx).
import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';

export interface PageProps {
  routeId: string;
  params: Record<string, string | undefined>;
}

// The guest's pages sit in the entry's registry; every other screen is listed in staff-pages.tsx, which itself loads
// only when a staff screen is shown — so the list of staff screens (and their preload lists) stays out of the guest's
// download.
const guestPages: Record<string, ComponentType<PageProps>> = {
  Landing: lazyPage(() => import('./pages/LandingPage')),
  Booking: lazyPage(() => import('../features/booking/BookingHomePage')),
  GuestReservation: lazyPage(() => import('../features/booking/GuestReservationPage')),
  OldGuestReservation: lazyPage(() => import('../features/booking/GuestReservationPage')),
};

const loadStaffPages = () => import('./staff-pages');
const StaffPage = lazyPage<PageProps>(loadStaffPages);

/** A staff screen's code starts loading at once (the guest's pages keep their own small start, untouched). */
export function preloadPage(routeId: string): void {
  if (routeId in guestPages) return;
  void loadStaffPages().then(
    (staff) => staff.preloadStaffPage(routeId),
    () => undefined,
  );
}

export function pageFor(routeId: string): ComponentType<PageProps> {
  return guestPages[routeId] ?? StaffPage;
}
