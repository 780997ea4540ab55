import type { RouteId } from '../../core/routes/route-table';

/** What the router hands every screen: the route it stands for and the route's path parameters. */
export interface PageProps {
  routeId: RouteId;
  params: Record<string, string | undefined>;
}
