// One function publishes a restaurant's files (design.md rule 2). The app config goes to the bucket as
// app-config/{restaurantId}.json; the availability file joins it with the booking issue.
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import { AppConfig } from '../../core/schemas/restaurants';
import type { Database } from '../db/connection';
import { appConfigs } from '../db/schema';
import type { Bucket } from '../files/bucket';

export const appConfigKey = (restaurantId: string) => `app-config/${restaurantId}.json`;

export type PublishingService = ReturnType<typeof publishingService>;

export function publishingService({ db, bucket }: { db: Database; bucket: Bucket }) {
  async function appConfigOf(restaurantId: string): Promise<AppConfig> {
    const [row] = await db.select().from(appConfigs).where(eq(appConfigs.restaurantId, restaurantId)).limit(1);
    if (!row) throw new AppError('missing_app_config', `Restaurant ${restaurantId} has no app config`);
    return AppConfig.parse({ ...row.config, restaurantId });
  }

  async function publishRestaurant(restaurantId: string): Promise<void> {
    const config = await appConfigOf(restaurantId);
    await bucket.put(appConfigKey(restaurantId), JSON.stringify(config), 'application/json');
  }

  /** Merges a partial change into the stored app config, validates the whole, stores it and republishes. */
  async function updateAppConfig(restaurantId: string, change: Partial<Omit<AppConfig, 'restaurantId'>>): Promise<AppConfig> {
    const current = await appConfigOf(restaurantId);
    const next = AppConfig.parse({ ...current, ...change, restaurantId });
    const { restaurantId: _omitted, ...stored } = next;
    void _omitted;
    await db.update(appConfigs).set({ config: stored, updatedAt: new Date() }).where(eq(appConfigs.restaurantId, restaurantId));
    await publishRestaurant(restaurantId);
    return next;
  }

  async function unpublishRestaurant(restaurantId: string): Promise<void> {
    await bucket.delete(appConfigKey(restaurantId));
  }

  return { appConfigOf, publishRestaurant, unpublishRestaurant, updateAppConfig };
}
