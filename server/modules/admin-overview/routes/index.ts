import { routeGroup } from '../../../platform/http/route-group';
import { overviewRoutes } from './overview';
import { restaurantActionRoutes } from './restaurant-actions';

/** The admin's dashboard, restaurant list and figures, and the actions on one restaurant. */
export const adminOverviewRoutes = routeGroup([overviewRoutes, restaurantActionRoutes]);
