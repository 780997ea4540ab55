// The stored commission ledger (docs/decisions/014-affiliates.md): what reconciliation captured, moved and withdrew,
// and what the restaurant decided. Rows are keyed by the restaurant; one open item per booking (migration 0020).
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CommissionItemStatus, LedgerChange, StoredItem } from '../../../../core/affiliates/reconcile';
import type { CommissionItem, CommissionItemQuery } from '../../../../core/schemas/affiliates';
import type { Queryable } from '../../../platform/db/connection';
import { commissionItems, reservations, restaurants } from '../../../platform/db/schema';
import type { z } from 'zod';

type ItemRow = typeof commissionItems.$inferSelect;

export async function storedItemsOf(db: Queryable, restaurantId: string): Promise<StoredItem[]> {
  const rows = await db.select().from(commissionItems).where(eq(commissionItems.restaurantId, restaurantId));
  return rows.map((row) => ({
    id: row.id,
    bookingId: row.reservationId,
    creatorId: row.affiliateUserId,
    kind: row.kind,
    status: row.status,
    amount: row.amount,
    platformFee: row.platformFee,
    currency: row.currency,
    scheduleId: row.scheduleId,
    covers: row.covers,
  }));
}

/** Writes reconciliation's changes; an update sends an approved item back to pending (core/affiliates/reconcile.ts). */
export async function applyLedgerChanges(db: Queryable, restaurantId: string, changes: readonly LedgerChange[], at: Date): Promise<void> {
  for (const change of changes) {
    if (change.change === 'capture') {
      const { creatorId, ...figures } = change.figures;
      await db.insert(commissionItems).values({ restaurantId, reservationId: change.bookingId, affiliateUserId: creatorId, kind: change.kind, status: 'pending', ...figures, capturedAt: at, updatedAt: at });
    } else {
      const mine = and(eq(commissionItems.restaurantId, restaurantId), eq(commissionItems.id, change.itemId));
      if (change.change === 'withdraw') await db.update(commissionItems).set({ status: 'reversed', updatedAt: at }).where(mine);
      else {
        const { creatorId, ...figures } = change.figures;
        await db.update(commissionItems).set({ affiliateUserId: creatorId, ...figures, status: 'pending', decidedAt: null, decidedBy: null, updatedAt: at }).where(mine);
      }
    }
  }
}

const itemColumns = {
  item: commissionItems,
  startTime: reservations.startTime,
  partySize: reservations.partySize,
  guestName: reservations.customerName,
};

type ItemWithVisit = { item: ItemRow; startTime: Date; partySize: number; guestName: string };

export const itemDto = ({ item, startTime, partySize, guestName }: ItemWithVisit): CommissionItem => ({
  _id: item.id,
  restaurantId: item.restaurantId,
  affiliateUserId: item.affiliateUserId,
  kind: item.kind,
  status: item.status,
  amount: item.amount,
  platformFee: item.platformFee,
  creatorAmount: item.amount - item.platformFee,
  currency: item.currency,
  scheduleId: item.scheduleId,
  covers: item.covers,
  capturedAt: item.capturedAt.toISOString(),
  decidedAt: item.decidedAt?.toISOString() ?? null,
  decidedBy: item.decidedBy,
  payoutId: item.payoutId,
  reason: item.status === 'rejected' ? item.reason : null,
  visit: { reservationId: item.reservationId, startTime: startTime.toISOString(), partySize, guestName },
});

/** The visit's local date at the restaurant, for filters and payout periods. */
const visitDate = sql`(${reservations.startTime} AT TIME ZONE ${restaurants.timeZone})::date`;

function whereOf(restaurantId: string, query: Partial<z.infer<typeof CommissionItemQuery>>): SQL | undefined {
  return and(
    eq(commissionItems.restaurantId, restaurantId),
    query.affiliateUserId ? eq(commissionItems.affiliateUserId, query.affiliateUserId) : undefined,
    query.status ? eq(commissionItems.status, query.status) : undefined,
    query.from ? sql`${visitDate} >= ${query.from}::date` : undefined,
    query.to ? sql`${visitDate} <= ${query.to}::date` : undefined,
    query.payoutId ? eq(commissionItems.payoutId, query.payoutId) : undefined,
  );
}

function withVisit(db: Queryable) {
  return db
    .select(itemColumns)
    .from(commissionItems)
    .innerJoin(reservations, and(eq(reservations.restaurantId, commissionItems.restaurantId), eq(reservations.id, commissionItems.reservationId)))
    .innerJoin(restaurants, eq(restaurants.id, commissionItems.restaurantId));
}

export async function itemPage(db: Queryable, restaurantId: string, query: z.infer<typeof CommissionItemQuery>): Promise<{ items: CommissionItem[]; total: number }> {
  const where = whereOf(restaurantId, query);
  const [rows, [counted]] = await Promise.all([
    withVisit(db).where(where).orderBy(desc(reservations.startTime), asc(commissionItems.id)).limit(query.pageSize).offset(query.page * query.pageSize),
    db
      .select({ total: count() })
      .from(commissionItems)
      .innerJoin(reservations, and(eq(reservations.restaurantId, commissionItems.restaurantId), eq(reservations.id, commissionItems.reservationId)))
      .innerJoin(restaurants, eq(restaurants.id, commissionItems.restaurantId))
      .where(where),
  ]);
  return { items: rows.map(itemDto), total: counted?.total ?? 0 };
}

export async function findItem(db: Queryable, restaurantId: string, id: string): Promise<CommissionItem | null> {
  const [row] = await withVisit(db).where(and(eq(commissionItems.restaurantId, restaurantId), eq(commissionItems.id, id)));
  return row ? itemDto(row) : null;
}

export async function setDecision(db: Queryable, restaurantId: string, id: string, decision: { status: 'approved' | 'rejected'; reason?: string }, by: string, at: Date): Promise<boolean> {
  const updated = await db
    .update(commissionItems)
    .set({ status: decision.status, reason: decision.reason ?? null, decidedAt: at, decidedBy: by, updatedAt: at })
    .where(and(eq(commissionItems.restaurantId, restaurantId), eq(commissionItems.id, id), inArray(commissionItems.status, ['pending', 'approved', 'rejected'])))
    .returning({ id: commissionItems.id });
  return updated.length > 0;
}

/** The items of a status whose visit falls in the period (the restaurant's local dates, both included). */
export async function itemsInPeriod(db: Queryable, restaurantId: string, filter: { status: CommissionItemStatus; from: string; to: string; affiliateUserId?: string }): Promise<ItemRow[]> {
  return (await withVisit(db).where(whereOf(restaurantId, filter))).map((row) => row.item);
}

/** The creator's approved items whose visit falls in the period, locked for a payout. */
export async function approvedForPayout(db: Queryable, restaurantId: string, affiliateUserId: string, from: string, to: string): Promise<ItemRow[]> {
  const rows = await withVisit(db)
    .where(whereOf(restaurantId, { affiliateUserId, status: 'approved', from, to }))
    .for('update', { of: commissionItems });
  return rows.map((row) => row.item);
}

export async function markPaid(db: Queryable, restaurantId: string, ids: readonly string[], payoutId: string, at: Date): Promise<void> {
  if (!ids.length) return;
  await db
    .update(commissionItems)
    .set({ status: 'paid', payoutId, updatedAt: at })
    .where(and(eq(commissionItems.restaurantId, restaurantId), inArray(commissionItems.id, [...ids])));
}
