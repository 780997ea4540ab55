// The stored app config (spec §7 app config): one row per restaurant, the source of the published file.
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../../core/schemas/restaurants';
import type { Queryable } from '../../platform/db/connection';
import { appConfigs } from '../../platform/db/schema';

/** The stored config of the restaurant (without its id), if it has one. */
export async function storedAppConfig(q: Queryable, restaurantId: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await q.select({ config: appConfigs.config }).from(appConfigs).where(eq(appConfigs.restaurantId, restaurantId)).limit(1);
  return row?.config;
}

/** Overwrites the restaurant's stored config, in the caller's transaction when it has one. */
export async function writeAppConfig(q: Queryable, { restaurantId, ...stored }: AppConfig): Promise<void> {
  await q.update(appConfigs).set({ config: stored, updatedAt: new Date() }).where(eq(appConfigs.restaurantId, restaurantId));
}
