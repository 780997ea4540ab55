// The front-of-house services (issue 6), built once per app and spread into app.services.
import type { Database } from '../platform/db/connection';
import { actionsLogService } from '../modules/front-of-house/actions-log';
import { blockersService } from './blockers';
import type { ChangeFeed } from '../modules/live/change-feed';
import { changeService } from '../modules/front-of-house/changes';
import type { EmailOutbox } from '../modules/email/outbox';
import type { PublishingService } from '../modules/publishing/publishing';
import { reservationViews } from '../modules/front-of-house/reservation-views';
import { staffReservationsService } from './staff-reservations';
import { waitlistStaffService } from '../modules/front-of-house/waitlist-staff';

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
