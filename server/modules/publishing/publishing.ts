// One function publishes a restaurant's files (design.md rule 2): the app config as app-config/{restaurantId}.json and
// the availability as availability/{restaurantId}.json in the bucket.
import { AppError } from '../../../core/errors';
import { appConfigKey } from '../../../core/published-files';
import { AppConfig } from '../../../core/schemas/restaurants';
import { webManifestKey, webManifestOf } from '../../../core/web-manifest';
import type { Database, Queryable } from '../../platform/db/connection';
import type { Bucket } from '../../platform/files/bucket';
import { storedAppConfig, writeAppConfig } from './repository';

const minPublishGapMs = 1000;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type PublishingService = ReturnType<typeof publishingService>;

/** The availability file (the booking module computes it): published with the restaurant's files, removed with them. */
export interface AvailabilityFile {
  publish(restaurantId: string, options?: { fresh?: boolean }): Promise<void>;
  unpublish(restaurantId: string): Promise<void>;
}

export function publishingService({ db, bucket, availability }: { db: Database; bucket: Bucket; availability: AvailabilityFile }) {
  async function appConfigOf(restaurantId: string): Promise<AppConfig> {
    const stored = await storedAppConfig(db, restaurantId);
    if (!stored) throw new AppError('missing_app_config', `Restaurant ${restaurantId} has no app config`);
    return AppConfig.parse({ ...stored, restaurantId });
  }

  async function publishRestaurant(restaurantId: string): Promise<void> {
    const config = await appConfigOf(restaurantId);
    await bucket.put(appConfigKey(restaurantId), JSON.stringify(config), 'application/json');
    // The installed app's name, colours and icons (spec §7 app icons), for the product hosts and the restaurant's own.
    await bucket.put(webManifestKey(restaurantId), JSON.stringify(webManifestOf(config)), 'application/manifest+json');
    await bucket.put(webManifestKey(restaurantId, true), JSON.stringify(webManifestOf(config, true)), 'application/manifest+json');
    await availability.publish(restaurantId, { fresh: true });
  }

  // Bookings can arrive many per second; publishing reads and computes the whole horizon. A change with nothing in
  // flight publishes at once; changes that arrive while a publish runs share one follow-up publish a second later, so
  // the file is always rewritten after the last change, about once a second under load, never once per change.
  const inFlight = new Map<string, { running: Promise<void>; again: Promise<void> | null }>();

  /** After a booking, cancellation, staff edit, blocker or settings change: only the availability moves. */
  function publishAvailability(restaurantId: string): Promise<void> {
    const current = inFlight.get(restaurantId);
    if (current) {
      current.again ??= current.running.catch(() => undefined).then(() => {
        current.again = null;
        return startPublish(restaurantId, minPublishGapMs);
      });
      return current.again;
    }
    return startPublish(restaurantId);
  }

  /** Resolves once no publish of the restaurant is running or pending (tests and shutdown wait for it). */
  async function settled(restaurantId: string): Promise<void> {
    for (let entry = inFlight.get(restaurantId); entry; entry = inFlight.get(restaurantId)) {
      await (entry.again ?? entry.running).catch(() => undefined);
    }
  }

  async function settleAll(): Promise<void> {
    await Promise.all([...inFlight.keys()].map(settled));
  }

  function startPublish(restaurantId: string, delayMs = 0): Promise<void> {
    const entry = { running: pause(delayMs).then(() => availability.publish(restaurantId)), again: null as Promise<void> | null };
    inFlight.set(restaurantId, entry);
    void entry.running.catch(() => undefined).then(() => {
      if (inFlight.get(restaurantId) === entry && !entry.again) inFlight.delete(restaurantId);
    });
    return entry.running;
  }

  /** Merges a partial change into the stored app config, validates the whole, stores it and republishes. */
  /** The stored app config with a partial change merged in, validated as a whole (nothing is written). */
  async function prepareAppConfig(restaurantId: string, change: Partial<Omit<AppConfig, 'restaurantId'>>): Promise<AppConfig> {
    const current = await appConfigOf(restaurantId);
    return AppConfig.parse({ ...current, ...change, restaurantId });
  }

  /** Writes a prepared app config, inside the caller's transaction when it has one; publishing is the caller's. */
  async function storeAppConfig(q: Queryable, next: AppConfig): Promise<void> {
    await writeAppConfig(q, next);
  }

  /** Merges a partial change into the stored app config, validates the whole, stores it and republishes. */
  async function updateAppConfig(restaurantId: string, change: Partial<Omit<AppConfig, 'restaurantId'>>): Promise<AppConfig> {
    const next = await prepareAppConfig(restaurantId, change);
    await storeAppConfig(db, next);
    await publishRestaurant(restaurantId);
    return next;
  }

  async function unpublishRestaurant(restaurantId: string): Promise<void> {
    await bucket.delete(appConfigKey(restaurantId));
    await bucket.delete(webManifestKey(restaurantId));
    await bucket.delete(webManifestKey(restaurantId, true));
    await availability.unpublish(restaurantId);
  }

  /**
   * At a process's start the files are written again from what is stored (derived data: a lost or new bucket is
   * repaired). Nothing changed, so the announcing wrapper (./announce-settings.ts) passes this on unannounced: an
   * announcement would drop the availability read this publish keeps for the first bookings after the start.
   */
  const republishAtStart = publishRestaurant;

  return { appConfigOf, publishRestaurant, republishAtStart, publishAvailability, settled, settleAll, unpublishRestaurant, prepareAppConfig, storeAppConfig, updateAppConfig };
}
