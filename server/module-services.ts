import type { Database } from './platform/db/connection';
import type { Bucket } from './platform/files/bucket';
import { invitesService } from './modules/accounts/invites';
import { publishingService } from './modules/publishing/publishing';
import { restaurantsService } from './modules/restaurants/restaurants';
import { rolesService } from './modules/settings/roles';
import { usersService } from './modules/accounts/users';
import { citiesService } from './modules/restaurants/cities';
import { bookingService } from './modules/booking/service';
import { BookingSnapshots } from './modules/booking/repository/slot-read-cache';
import { confirmationService } from './modules/email/confirmation';
import { emailOutboxService, type EmailOutboxOptions } from './modules/email/outbox';
import { waitlistService } from './modules/booking/waitlist';
import type { Mailer } from './modules/email/mailer';
import { FloorCache } from './modules/booking/repository/floor-cache';
import { tablesService } from './modules/settings/tables';
import { areasService } from './modules/settings/areas';
import { areaGroupsService } from './modules/settings/area-groups';
import { specialsService } from './modules/settings/specials';
import { restaurantMigrationService } from './modules/restaurants/restaurant-migration';
import { imagesService } from './modules/settings/images';
import { frontOfHouseServices } from './services/front-of-house';
import { announcingSettings } from './modules/publishing/announce-settings';
import type { ChangeFeed } from './modules/live/change-feed';

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
}

/** Every service, built once per app; routes reach them as `app.services`. */
export function createServices(serviceDeps: ServiceDeps) {
  // The reads kept between bookings and between publishes of the availability file (./modules/booking/repository/slot-read-cache.ts).
  const deps = { ...serviceDeps, floors: new FloorCache(), snapshots: new BookingSnapshots(serviceDeps.feed) };
  const publishing = announcingSettings(publishingService(deps), deps.feed);
  const confirmation = confirmationService({ ...deps, publishing });
  // Guest emails wait in the outbox until sent (docs/decisions/007); app.ts starts and stops its worker.
  const emailOutbox = emailOutboxService({ ...deps, confirmation, options: serviceDeps.emailOutboxOptions });
  return {
    changeFeed: deps.feed,
    publishing,
    users: usersService(deps),
    roles: rolesService(deps),
    invites: invitesService(deps),
    restaurants: restaurantsService({ ...deps, publishing }),
    cities: citiesService(deps),
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
    ...frontOfHouseServices({ ...deps, publishing, emailOutbox }),
  };
}

export type Services = ReturnType<typeof createServices>;
