import { describe, expect, it } from 'vitest';
import { routes, type RouteId } from '../../core/routes/route-table';
import { guestRoutes } from './pages';
import { staffRoutes } from './staff-pages';

type Screened = (typeof guestRoutes)[number]['id'] | (typeof staffRoutes)[number]['id'];
/** A route of the table without a screen fails the type check here, naming the route. */
type Unscreened = Exclude<RouteId, Screened>;
const everyRouteHasAScreen: [Unscreened] extends [never] ? true : Unscreened = true;

describe('the route modules', () => {
  it('give every route of the table exactly one screen', () => {
    expect(everyRouteHasAScreen).toBe(true);
    const screened = [...guestRoutes, ...staffRoutes].map((route) => route.id);
    expect(new Set(screened).size).toBe(screened.length);
    expect([...screened].sort()).toEqual(routes.map((route) => route.id).sort());
  });

  it('keep the path and access of the table', () => {
    for (const module of [...guestRoutes, ...staffRoutes]) {
      const route = routes.find((candidate) => candidate.id === module.id);
      expect(module).toMatchObject({ ...route });
    }
  });
});
