/** What the router hands every screen: the route it stands for and the route's path parameters. */
export interface PageProps {
  routeId: string;
  params: Record<string, string | undefined>;
}
