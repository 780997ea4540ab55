import type { Database } from '../db/connection';
import type { Bucket } from '../files/bucket';
import { invitesService } from './invites';
import { publishingService } from './publishing';
import { restaurantsService } from './restaurants';
import { rolesService } from './roles';
import { usersService } from './users';
import { citiesService } from './cities';
import { bookingService } from './booking';
import { BookingSnapshots } from './booking-snapshots';
import { confirmationService } from './confirmation';
import { emailOutboxService, type EmailOutboxOptions } from './email-outbox';
import { waitlistService } from './waitlist';
import type { Mailer } from '../email/mailer';
import { FloorCache } from './floor-cache';
import { tablesService } from './tables';
import { areasService } from './areas';
import { areaGroupsService } from './area-groups';
import { specialsService } from './specials';
import { restaurantMigrationService } from './restaurant-migration';
import { imagesService } from './images';
import { frontOfHouseServices } from './front-of-house';
import { announcingSettings } from './announce-settings';
import type { ChangeFeed } from './change-feed';

export interface ServiceDeps {
  db: Database;
  bucket: Bucket;
  sessionSecret: string;
  mailer: Mailer;
  publicUrl: string;
  /** Live updates: every committed change is announced here (./change-feed.ts). */
  feed: ChangeFeed;
  /** Tests tune the email outbox worker (timings, retries); production uses its defaults. */
  emailOutboxOptions?: Partial<EmailOutboxOptions> | undefined;
}

/** Every service, built once per app; routes reach them as `app.services`. */
export function createServices(serviceDeps: ServiceDeps) {
  // The reads kept between bookings and between publishes of the availability file (./booking-snapshots.ts).
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
