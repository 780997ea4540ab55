import { routeGroup } from '../../../platform/http/route-group';
import { actionsLogRoutes } from './actions-log';
import { blockerRoutes } from './blockers';
import { reservationRoutes } from './reservations';
import { syncBatchRoutes } from './sync-batch';
import { waitlistRoutes } from './waitlist';

/** The hosts' changes (reservations, blockers, the offline queue's batch), the staff waitlist and the actions log. */
export const frontOfHouseRoutes = routeGroup([reservationRoutes, blockerRoutes, syncBatchRoutes, waitlistRoutes, actionsLogRoutes]);
