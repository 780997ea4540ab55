// A restaurant's booking rules (spec §3 Restaurant), as every booking, availability and staff change reads them.
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../../core/errors';
import type { Queryable } from '../../../platform/db/connection';
import { restaurants } from '../../../platform/db/schema';
import { onceInBatch } from '../../../platform/http/batch-scope';

/**
 * The rules as a staff change reads them: within one POST /sync/batch (whose items change only reservations and
 * blockers, never the rules) read once for the whole batch, otherwise per call.
 */
export const changeRules = (q: Queryable, restaurantId: string) => onceInBatch(`rules:${restaurantId}`, () => restaurantRules(q, restaurantId));

/** The restaurant's booking rules (spec §3 Restaurant), as the columns to select. */
export const ruleColumns = {
  timeZone: restaurants.timeZone,
  sameDayCutoffHour: restaurants.sameDayCutoffHour,
  bookingHorizonDays: restaurants.bookingHorizonDays,
  partySizeMin: restaurants.partySizeMin,
  partySizeMax: restaurants.partySizeMax,
};

export async function restaurantRules(q: Queryable, restaurantId: string) {
  const [row] = await q
    .select({ ...ruleColumns, configVersion: restaurants.configVersion })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), isNull(restaurants.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('not_found', `Unknown restaurant ${restaurantId}`);
  return row;
}
