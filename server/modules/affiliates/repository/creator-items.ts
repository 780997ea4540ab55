// A creator's own commission items at one restaurant (spec §2 /c/partner): the visit's local date and covers, and
// what the creator receives; the guest's name and contact are never read.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CreatorCommissionItem } from '../../../../core/schemas/affiliates';
import type { Queryable } from '../../../platform/db/connection';
import { commissionItems, reservations, restaurants } from '../../../platform/db/schema';

export async function creatorItemsAt(db: Queryable, restaurantId: string, affiliateUserId: string, limit = 500): Promise<CreatorCommissionItem[]> {
  const rows = await db
    .select({ item: commissionItems, visitDate: sql<string>`to_char(${reservations.startTime} AT TIME ZONE ${restaurants.timeZone}, 'YYYY-MM-DD')` })
    .from(commissionItems)
    .innerJoin(reservations, and(eq(reservations.restaurantId, commissionItems.restaurantId), eq(reservations.id, commissionItems.reservationId)))
    .innerJoin(restaurants, eq(restaurants.id, commissionItems.restaurantId))
    .where(and(eq(commissionItems.restaurantId, restaurantId), eq(commissionItems.affiliateUserId, affiliateUserId)))
    .orderBy(desc(reservations.startTime), desc(commissionItems.capturedAt))
    .limit(limit);
  return rows.map(({ item, visitDate }) => ({
    _id: item.id,
    kind: item.kind,
    status: item.status,
    creatorAmount: item.amount - item.platformFee,
    currency: item.currency,
    covers: item.covers,
    visitDate,
    capturedAt: item.capturedAt.toISOString(),
  }));
}
