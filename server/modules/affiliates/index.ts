// The creator programme (docs/decisions/014-affiliates.md): what other modules may use.
import type { Database } from '../../platform/db/connection';
import { creatorService } from './creator';
import { creatorPartnerService } from './creator-partner';
import { programmeService } from './programme';
import { visitService } from './visits';

export { creatorRoutes } from './routes/creator';
export { profilePictureRoutes } from './routes/profile-picture';
export { programmeRoutes } from './routes/restaurant';
export { visitRoutes } from './routes/visits';
export { reconcileRestaurant, reconcileWithin } from './ledger';
export { approvedForPayout, itemsInPeriod, markPaid, setDecision } from './repository/items';
export { insertPayout } from './repository/payouts';
export { insertSchedule } from './repository/schedules';

/** The module's services, as app.services carries them. */
export function affiliateServices(deps: { db: Database; now?: () => Date }) {
  return { programme: programmeService(deps), programmeVisits: visitService(deps), creator: creatorService(deps), creatorPartners: creatorPartnerService(deps) };
}
