import { accountRoutes } from './modules/accounts';
import { creatorRoutes, profilePictureRoutes, programmeRoutes, visitRoutes } from './modules/affiliates';
import { adminOverviewRoutes } from './modules/admin-overview';
import { analyticsRoutes } from './modules/analytics';
import { bookingRoutes } from './modules/booking';
import { frontOfHouseRoutes } from './modules/front-of-house';
import { healthRoutes } from './modules/health';
import { paymentRoutes } from './modules/payments';
import { publicPageRoutes } from './modules/public-pages';
import { eventRoutes } from './modules/live';
import { overrideRoutes } from './modules/overrides';
import { restaurantModuleRoutes } from './modules/restaurants';
import { settingsRoutes } from './modules/settings';
import { trashRoutes } from './modules/trash';
import { voucherRedemptionRoutes, voucherRoutes } from './modules/vouchers';
import { routeGroup } from './platform/http/route-group';

/** Every API resource, mounted under /api: each module registers its own routes. */
export const apiRoutes = routeGroup([healthRoutes, accountRoutes, restaurantModuleRoutes, adminOverviewRoutes, settingsRoutes, bookingRoutes, frontOfHouseRoutes, analyticsRoutes, voucherRoutes, voucherRedemptionRoutes, paymentRoutes, programmeRoutes, visitRoutes, creatorRoutes, publicPageRoutes, profilePictureRoutes, eventRoutes, trashRoutes, overrideRoutes]);
