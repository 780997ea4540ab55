// Restaurant migration (spec §2 settings page restaurantMigration, §6): export a restaurant as one JSON file and import
// such a file into another restaurant, possibly of another installation. The rules of each side are at the top of
// restaurant-export.ts and restaurant-import.ts.
import type { RestaurantExport, RestaurantImportResult } from '../../../core/schemas/restaurant-export';
import type { Database } from '../../platform/db/connection';
import { isValidKey, type Bucket } from '../../platform/files/bucket';
import type { ChangeFeed } from '../live';
import type { PublishingService } from '../publishing';
import { exportRestaurant } from './repository/restaurant-export';
import { importRestaurant } from './repository/restaurant-import';

export type RestaurantMigrationService = ReturnType<typeof restaurantMigrationService>;

const bucketPrefix = '/files/';

export function restaurantMigrationService({
  db,
  bucket,
  publishing,
  feed,
  now = () => new Date(),
}: {
  db: Database;
  bucket: Bucket;
  publishing: PublishingService;
  feed: ChangeFeed;
  now?: () => Date;
}) {
  /** The restaurant's file, read in one repeatable-read transaction so that it is one consistent snapshot. */
  async function exportFile(restaurantId: string, options: { includeReservations: boolean }): Promise<RestaurantExport> {
    return db.transaction((tx) => exportRestaurant(tx, restaurantId, { ...options, now: now() }), { isolationLevel: 'repeatable read', accessMode: 'read only' });
  }

  /**
   * Replaces the restaurant's configuration with the file's in one transaction, then republishes its app config and
   * availability. Caches of the floor follow by themselves: the config_version triggers fire on every replaced row. The
   * file also brings blockers and reservations: the restaurant's open screens hear that all of them may have changed
   * (republishing announces only its settings, and a tablet reloads its blockers only when told of blockers).
   */
  async function importFile(restaurantId: string, file: RestaurantExport, options: { callerRoleId: string | null }): Promise<RestaurantImportResult> {
    const { areas, dropped } = await withAvailableImages(file.areas);
    const result = await db.transaction((tx) => importRestaurant(tx, restaurantId, { ...file, areas }, { ...options, now: now() }));
    await publishing.publishRestaurant(restaurantId);
    feed.notify(restaurantId, { kind: 'blockers' });
    feed.notify(restaurantId, { kind: 'reservations' });
    return { ...result, droppedImages: dropped };
  }

  /**
   * Uploaded area images are files in the source's bucket, which the JSON file does not carry. One this installation
   * has (a copy within the same installation) is kept; one it lacks is dropped rather than left as a broken link.
   */
  async function withAvailableImages(areas: RestaurantExport['areas']): Promise<{ areas: RestaurantExport['areas']; dropped: number }> {
    let dropped = 0;
    const checked = await Promise.all(
      areas.map(async (area) => {
        if (!area.imageURL?.startsWith(bucketPrefix)) return area;
        const key = area.imageURL.slice(bucketPrefix.length);
        if (isValidKey(key) && (await bucket.get(key))) return area;
        dropped++;
        return { ...area, imageURL: null };
      }),
    );
    return { areas: checked, dropped };
  }

  return { exportFile, importFile };
}
