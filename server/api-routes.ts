import { accountRoutes } from './modules/accounts';
import { analyticsRoutes } from './modules/analytics';
import { bookingRoutes } from './modules/booking';
import { frontOfHouseRoutes } from './modules/front-of-house';
import { healthRoutes } from './modules/health';
import { eventRoutes } from './modules/live';
import { restaurantModuleRoutes } from './modules/restaurants';
import { settingsRoutes } from './modules/settings';
import { voucherRedemptionRoutes } from './modules/vouchers/routes/redemptions';
import { routeGroup } from './platform/http/route-group';

/** Every API resource, mounted under /api: each module registers its own routes. */
export const apiRoutes = routeGroup([healthRoutes, accountRoutes, restaurantModuleRoutes, settingsRoutes, bookingRoutes, frontOfHouseRoutes, analyticsRoutes, voucherRedemptionRoutes, eventRoutes]);
