// Restaurants: the tenants themselves, their cities, the trash, export, import and migration. What other modules may
// use.
export { citiesService } from './cities';
export { restaurantMigrationService } from './restaurant-migration';
export { restaurantModuleRoutes } from './routes';
export { restaurantsService, type RestaurantsService } from './restaurants';
export { toMetadata } from './restaurant-reads';
