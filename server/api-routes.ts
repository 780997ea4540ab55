import { accountRoutes } from './modules/accounts';
import { analyticsRoutes } from './modules/analytics';
import { bookingRoutes } from './modules/booking';
import { frontOfHouseRoutes } from './modules/front-of-house';
import { healthRoutes } from './modules/health';
import { paymentRoutes } from './modules/payments';
import { eventRoutes } from './modules/live';
import { overrideRoutes } from './modules/overrides';
import { restaurantModuleRoutes } from './modules/restaurants';
import { settingsRoutes } from './modules/settings';
import { voucherRedemptionRoutes, voucherRoutes } from './modules/vouchers';
import { routeGroup } from './platform/http/route-group';

/** Every API resource, mounted under /api: each module registers its own routes. */
export const apiRoutes = routeGroup([healthRoutes, accountRoutes, restaurantModuleRoutes, settingsRoutes, bookingRoutes, frontOfHouseRoutes, analyticsRoutes, voucherRoutes, voucherRedemptionRoutes, paymentRoutes, eventRoutes, overrideRoutes]);
