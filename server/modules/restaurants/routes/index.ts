import { routeGroup } from '../../../platform/http/route-group';
import { cityCoverRoutes } from './city-cover';
import { cityRoutes } from './cities';
import { restaurantAdminRoutes } from './restaurant-admin';
import { restaurantMigrationRoutes } from './restaurant-migration';
import { restaurantRoutes } from './restaurants';
import { slugRoutes } from './slugs';

/** Restaurants, their cities and slugs, and moving a restaurant between installations. */
export const restaurantModuleRoutes = routeGroup([restaurantRoutes, restaurantAdminRoutes, cityRoutes, cityCoverRoutes, slugRoutes, restaurantMigrationRoutes]);
