// A feature's screens, each attached to a route of the table (core/routes/route-table.ts) by its typed id. The
// table holds the path and who may open it (the server reads it too); the route module adds the screen, loaded
// lazily. src/app assembles the modules into the router.
import type { ComponentType } from 'react';
import { routeOf, type RouteDef, type RouteId } from '../../core/routes/route-table';
import { lazyPage } from './lazy-page';
import type { PageProps } from './page-props';

/** A page's module; a page that reads data first may export `preload` to start that read early. */
export interface PageModule {
  default: ComponentType<PageProps>;
  preload?: (restaurantId: string) => void;
}

/** The table's route (its id, path, area and who may open it: userType, permissions) with its screen. */
export interface RouteModule<Id extends RouteId = RouteId> extends RouteDef {
  id: Id;
  page: ComponentType<PageProps>;
  /**
   * Starts fetching the screen's code (and, for a page that exports `preload`, its data) while the app still waits
   * for its config and language: on a cold start the chunks would otherwise be asked for only once the page renders,
   * one level of imports after another. A failed preload is ignored here and handled by the page's lazy load.
   */
  preload(restaurantId: string | null): void;
}

export function moduleOf<Id extends RouteId>(id: Id, page: ComponentType<PageProps>, preload: RouteModule['preload']): RouteModule<Id> {
  const route = routeOf(id) as RouteDef & { id: Id }; // the table's route of that id
  return { ...route, page, preload };
}

/** A screen a guest sees: it loads without TanStack Query, keeping the guest's download small. */
export function guestRoute<Id extends RouteId>(id: Id, load: () => Promise<PageModule>): RouteModule<Id> {
  return moduleOf(id, lazyPage(load), (restaurantId) => {
    void load().then(
      (page) => {
        if (restaurantId) page.preload?.(restaurantId);
      },
      () => undefined,
    );
  });
}

/**
 * A guest's first screen, in the entry's own file: a first visit needs it at once, and as a file of its own it cost
 * one more request and more gzip before the booking home was interactive (bench/guest-page.ts).
 */
export function eagerGuestRoute<Id extends RouteId>(id: Id, page: PageModule): RouteModule<Id> {
  return moduleOf(id, page.default, (restaurantId) => {
    if (restaurantId) page.preload?.(restaurantId);
  });
}
