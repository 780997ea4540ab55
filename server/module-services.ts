import { inviteEmails, invitesService, usersService } from './modules/accounts';
import { adminOverviewService } from './modules/admin-overview';
import { affiliateServices } from './modules/affiliates';
import { analyticsService } from './modules/analytics';
import { availabilityService, BookingSnapshots, bookingService, FloorCache, waitlistService } from './modules/booking';
import { confirmationService, emailOutboxService, type EmailOutboxOptions, type Mailer } from './modules/email';
import { frontOfHouseServices } from './modules/front-of-house';
import type { ChangeFeed } from './modules/live';
import { overridesService } from './modules/overrides';
import { paymentsService, voucherEmails } from './modules/payments';
import { announcingSettings, publishingService } from './modules/publishing';
import { publicPagesService } from './modules/public-pages';
import { citiesService, restaurantMigrationService, restaurantsService } from './modules/restaurants';
import { areaGroupsService, areasService, imagesService, rolesService, specialsService, tablesService } from './modules/settings';
import { trashService } from './modules/trash';
import { redemptionService, voucherServices } from './modules/vouchers';
import type { Database } from './platform/db/connection';
import type { Bucket } from './platform/files/bucket';
import { defaultTrashRetentionDays } from '../core/schemas/trash';
import type { StripeConfig } from './config';

export interface ServiceDeps {
  db: Database;
  bucket: Bucket;
  sessionSecret: string;
  mailer: Mailer;
  publicUrl: string;
  /** Live updates: every committed change is announced here (./modules/live/change-feed.ts). */
  feed: ChangeFeed;
  /** Tests tune the email outbox worker (timings, retries); production uses its defaults. */
  emailOutboxOptions?: Partial<EmailOutboxOptions> | undefined;
  /** Stripe Checkout for gift cards; without it guests pay at the restaurant (docs/decisions/012). */
  stripe?: StripeConfig | undefined;
  /** Days an item stays in the database trash before the retention purge deletes it for good (docs/decisions/013). */
  trashRetentionDays?: number | undefined;
  /** The server reports its errors (spec §8): the admin dashboard counts them. */
  errorReportingOn?: boolean | undefined;
}

/** Every service, built once per app; routes reach them as `app.services`. */
export function createServices(serviceDeps: ServiceDeps) {
  // The reads kept between bookings and between publishes of the availability file (./modules/booking/repository/slot-read-cache.ts).
  const deps = { ...serviceDeps, floors: new FloorCache(), snapshots: new BookingSnapshots(serviceDeps.feed) };
  const availability = availabilityService(deps);
  const publishing = announcingSettings(publishingService({ ...deps, availability }), deps.feed);
  const confirmation = confirmationService({ ...deps, publishing });
  // Guest emails wait in the outbox until sent (docs/decisions/007); app.ts starts and stops its worker.
  // A voucher's emails go through the same outbox, written by the payments module with their PDF (docs/decisions/012).
  const voucherMail = voucherEmails({ ...deps, publishing });
  // An invite's email too (spec §6: a new restaurant's owner), written by the accounts module.
  const inviteMail = inviteEmails({ ...deps, publishing });
  const emailOutbox = emailOutboxService({ ...deps, confirmation, voucherMail: voucherMail.compose, inviteMail: inviteMail.compose, options: serviceDeps.emailOutboxOptions });
  const users = usersService(deps);
  const restaurants = restaurantsService({ ...deps, publishing });
  const cities = citiesService(deps);
  return {
    changeFeed: deps.feed,
    publishing,
    availability,
    users,
    roles: rolesService(deps),
    invites: invitesService({ ...deps, emailOutbox }),
    restaurants,
    trash: trashService({ ...deps, publishing, retentionDays: serviceDeps.trashRetentionDays ?? defaultTrashRetentionDays }),
    overrides: overridesService({ ...deps, users, restaurants }),
    cities,
    publicPages: publicPagesService({ users, restaurants, cities, publishing }),
    adminOverview: adminOverviewService({ ...deps, errorsCounted: serviceDeps.errorReportingOn }),
    booking: bookingService({ ...deps, emailOutbox }),
    confirmation,
    emailOutbox,
    waitlist: waitlistService(deps),
    tables: tablesService(deps),
    areas: areasService(deps),
    areaGroups: areaGroupsService(deps),
    specials: specialsService(deps),
    restaurantMigration: restaurantMigrationService({ ...deps, publishing }),
    images: imagesService({ ...deps, publishing }),
    analytics: analyticsService(deps),
    ...voucherServices(deps),
    payments: paymentsService({ ...deps, publishing, emailOutbox }),
    voucherRedemptions: redemptionService(deps),
    ...affiliateServices(deps),
    ...frontOfHouseServices({ ...deps, publishing, emailOutbox }),
  };
}

export type Services = ReturnType<typeof createServices>;
