// The administrators' platform views: dashboard, restaurant list, a restaurant's figures and actions. What other
// modules may use.
export { adminOverviewRoutes } from './routes';
export { adminOverviewService, type AdminOverviewService } from './service';
