// Every screen but the guest's (pages.ts), from the features' route modules; each loads with TanStack Query. A route
// of the table without a screen yet shows the not-built page.
import type { RouteId } from '../../core/routes/route-table';
import { accountRoutes } from '../features/account/routes';
import { actionsLogRoutes } from '../features/actions-log/routes';
import { adminRoutes } from '../features/admin/routes';
import { affiliatesRoutes } from '../features/affiliates/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { blockersRoutes } from '../features/blockers/routes';
import { checkinRoutes } from '../features/checkin/routes';
import { collisionsRoutes } from '../features/collisions/routes';
import { creatorRoutes } from '../features/creators/routes';
import { gridRoutes } from '../features/grid/routes';
import { kitchenRoutes } from '../features/kitchen/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { overviewRoutes } from '../features/overview/routes';
import { searchRoutes } from '../features/search/routes';
import { settingsRoutes } from '../features/settings/routes';
import { tableStateRoutes } from '../features/table-state/routes';
import { vouchersRoutes } from '../features/vouchers/routes';
import { waitlistRoutes } from '../features/waitlist/routes';
import { lazyPage } from '../shell/lazy-page';
import type { PageProps } from '../shell/page-props';
import { moduleOf, type RouteModule } from '../shell/route-module';

const NotBuilt = lazyPage<PageProps>(() => import('./pages/NotBuiltYetPage'));

/** Routes of the table (spec §2) whose screens are still to come. */
const notBuiltIds = [
  'Privacy',
] as const satisfies readonly RouteId[];

const notBuiltRoute = <Id extends RouteId>(id: Id): RouteModule<Id> => moduleOf(id, NotBuilt, () => undefined);

export const staffRoutes = [
  ...accountRoutes,
  ...overviewRoutes,
  ...onboardingRoutes,
  ...adminRoutes,
  ...settingsRoutes,
  ...gridRoutes,
  ...searchRoutes,
  ...checkinRoutes,
  ...tableStateRoutes,
  ...blockersRoutes,
  ...collisionsRoutes,
  ...waitlistRoutes,
  ...actionsLogRoutes,
  ...kitchenRoutes,
  ...analyticsRoutes,
  ...vouchersRoutes,
  ...creatorRoutes,
  ...affiliatesRoutes,
  ...notBuiltIds.map(notBuiltRoute),
] as const;

const staffById: ReadonlyMap<RouteId, RouteModule> = new Map(staffRoutes.map((route) => [route.id, route]));

export function preloadStaffPage(routeId: RouteId, restaurantId: string | null): void {
  staffById.get(routeId)?.preload(restaurantId);
}

/** The screen of a staff route. */
export default function StaffPage(props: PageProps) {
  const Page = staffById.get(props.routeId)?.page ?? NotBuilt;
  return <Page {...props} />;
}
