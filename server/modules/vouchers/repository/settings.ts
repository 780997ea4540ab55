// A restaurant's voucher settings (docs/decisions/012-vouchers.md): its row, or the defaults for its country.
import { eq } from 'drizzle-orm';
import type { VoucherSettings } from '../../../../core/schemas/vouchers';
import { defaultVoucherSettings } from '../../../../core/vouchers/settings';
import type { Queryable } from '../../../platform/db/connection';
import { cities, restaurantMetadata, voucherSettings } from '../../../platform/db/schema';

export async function voucherSettingsOf(db: Queryable, restaurantId: string): Promise<VoucherSettings> {
  const [row] = await db.select().from(voucherSettings).where(eq(voucherSettings.restaurantId, restaurantId));
  if (row) {
    const { restaurantId: _restaurantId, updatedAt: _updatedAt, ...settings } = row;
    return settings;
  }
  const [place] = await db
    .select({ country: cities.country })
    .from(restaurantMetadata)
    .innerJoin(cities, eq(cities.id, restaurantMetadata.cityId))
    .where(eq(restaurantMetadata.restaurantId, restaurantId));
  return defaultVoucherSettings(place?.country ?? null);
}

export async function saveVoucherSettings(db: Queryable, restaurantId: string, settings: VoucherSettings): Promise<void> {
  const row = { ...settings, updatedAt: new Date() };
  await db
    .insert(voucherSettings)
    .values({ restaurantId, ...row })
    .onConflictDoUpdate({ target: voucherSettings.restaurantId, set: row });
}
