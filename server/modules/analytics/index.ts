// Analytics: the owner's booking figures and the kitchen's slot figures (docs/decisions/010). What other modules may use.
export { analyticsRoutes } from './routes';
export { analyticsService, type AnalyticsService } from './service';
