// The router's screens, assembled from the features' route modules. The guest's pages (booking, manage, landing,
// gift cards, the voucher page, the public creator pages) sit in the entry's list; every other screen is listed in
// staff-pages.tsx, which itself loads only when a staff screen is shown — so the staff screens' route modules (and
// TanStack Query) stay out of the guest's download.
import type { ComponentType } from 'react';
import type { RouteId } from '../../core/routes/route-table';
import { bookingRoutes } from '../features/booking/routes';
import { giftCardRoutes } from '../features/gift-cards/routes';
import { landingRoutes } from '../features/landing/routes';
import { publicPagesRoutes } from '../features/public-pages/routes';
import { lazyPage } from '../shell/lazy-page';
import type { PageProps } from '../shell/page-props';
import type { RouteModule } from '../shell/route-module';

export const guestRoutes = [...landingRoutes, ...bookingRoutes, ...giftCardRoutes, ...publicPagesRoutes] as const;

const guestById: ReadonlyMap<RouteId, RouteModule> = new Map(guestRoutes.map((route) => [route.id, route]));

const loadStaffPages = () => import('./staff-pages');
const StaffPage = lazyPage<PageProps>(loadStaffPages);

/**
 * The route's code starts loading as soon as the route is known, beside the app config and the messages, not once
 * they have arrived and the page renders (route-module.ts).
 */
export function preloadPage(routeId: RouteId, restaurantId: string | null): void {
  const guestRoute = guestById.get(routeId);
  if (guestRoute) {
    guestRoute.preload(restaurantId);
    return;
  }
  void loadStaffPages().then(
    (staff) => staff.preloadStaffPage(routeId, restaurantId),
    () => undefined,
  );
}

export function pageFor(routeId: RouteId): ComponentType<PageProps> {
  return guestById.get(routeId)?.page ?? StaffPage;
}
