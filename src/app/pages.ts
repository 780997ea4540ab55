// Which component renders each route of the table. Everything is code-split; the guest's pages (booking, manage) and
// the landing page load without TanStack Query, every other screen loads it with itself (staff-pages.tsx).
import type { ComponentType } from 'react';
import { lazyPage } from '../shell/lazy-page';

import type { PageProps } from '../shell/page-props';

// The guest's pages sit in the entry's registry; every other screen is listed in staff-pages.tsx, which itself loads
// only when a staff screen is shown — so the list of staff screens (and their preload lists) stays out of the guest's
// download.
/** A page's module; a page that reads data first may export `preload` to start that read early. */
interface PageModule {
  default: ComponentType<PageProps>;
  preload?: (restaurantId: string) => void;
}

const guestLoaders: Record<string, () => Promise<PageModule>> = {
  Landing: () => import('./pages/LandingPage'),
  Booking: () => import('../features/booking/BookingHomePage'),
  GuestReservation: () => import('../features/booking/GuestReservationPage'),
  OldGuestReservation: () => import('../features/booking/GuestReservationPage'),
};
const guestPages: Record<string, ComponentType<PageProps>> = Object.fromEntries(
  Object.entries(guestLoaders).map(([routeId, load]) => [routeId, lazyPage(load)]),
);

const loadStaffPages = () => import('./staff-pages');
const StaffPage = lazyPage<PageProps>(loadStaffPages);

/**
 * The route's code starts loading as soon as the route is known, beside the app config and the messages, not once
 * they have arrived and the page renders; a page that reads data first (the guest's booking home: the availability)
 * starts that read as soon as its code is in. The page's own lazy load then finds the modules loaded; a failed preload
 * is ignored here and handled there (lazy-page.ts).
 */
export function preloadPage(routeId: string, restaurantId: string | null): void {
  const guestPage = guestLoaders[routeId];
  if (guestPage) {
    void guestPage().then(
      (page) => {
        if (restaurantId) page.preload?.(restaurantId);
      },
      () => undefined,
    );
    return;
  }
  void loadStaffPages().then(
    (staff) => staff.preloadStaffPage(routeId),
    () => undefined,
  );
}

export function pageFor(routeId: string): ComponentType<PageProps> {
  return guestPages[routeId] ?? StaffPage;
}
