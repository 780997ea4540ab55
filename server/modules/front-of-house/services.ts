// The front-of-house services, built once per app and spread into app.services.
import type { Database } from '../../platform/db/connection';
import { actionsLogService } from './actions-log';
import { blockersService } from './blockers';
import type { ChangeFeed } from '../live';
import { changeService } from './changes';
import type { EmailOutbox } from '../email';
import type { PublishingService } from '../publishing';
import { reservationViews } from './reservation-views';
import { staffReservationsService } from './staff-reservations';
import { waitlistStaffService } from './waitlist-staff';

export function frontOfHouseServices(deps: { db: Database; publishing: PublishingService; feed: ChangeFeed; emailOutbox: EmailOutbox }) {
  const staffReservations = staffReservationsService();
  return {
    /** Runs every staff change: transaction, idempotency, actions log, republish, change feed. */
    changes: changeService(deps),
    staffReservations,
    reservationViews: reservationViews(deps),
    blockers: blockersService(deps),
    waitlistStaff: waitlistStaffService({ db: deps.db, staffReservations, emailOutbox: deps.emailOutbox }),
    actionsLog: actionsLogService(deps),
  };
}
