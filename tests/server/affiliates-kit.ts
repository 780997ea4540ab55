// What the creator programme's server tests share (docs/decisions/014-affiliates.md): creators, schedule rows and
// referred bookings written straight into the file's database, so that a test states when each was made.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/connection';
import { commissionItems, commissionSchedules, reservations, users } from '../../server/platform/db/schema';

export async function addCreator(db: Database, username: string): Promise<{ id: string; email: string; username: string }> {
  const creator = { id: `creator-${randomUUID()}`, email: `${username}@creators.test`, username };
  await db.insert(users).values({ ...creator, type: 'Affiliate', publicInformation: { displayName: `Creator ${username}` } });
  return creator;
}

export async function addSchedule(db: Database, restaurantId: string, overrides: Partial<typeof commissionSchedules.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(commissionSchedules)
    .values({ restaurantId, basis: 'perCover', commissionRate: 200, commissionCurrency: 'EUR', platformFeePercentage: '10.00', attributionWindowDays: 30, createdAt: new Date('2020-01-01T00:00:00Z'), ...overrides })
    .returning({ id: commissionSchedules.id });
  return (row as { id: string }).id;
}

let table = 0;

/** A referred booking of `restaurantId`, four guests, a week after it was made, on a table of its own. */
export async function addReferred(db: Database, restaurantId: string, overrides: Partial<typeof reservations.$inferInsert> & { referralCode: string }): Promise<string> {
  const id = randomUUID();
  const createdAt = overrides.createdAt ?? new Date('2026-03-02T10:00:00Z');
  const startTime = overrides.startTime ?? new Date(createdAt.getTime() + 7 * 86_400_000);
  const endTime = overrides.endTime ?? new Date(startTime.getTime() + 2 * 3_600_000);
  await db.insert(reservations).values({
    id,
    restaurantId,
    token: randomUUID(),
    customerName: 'Referred Guest',
    customerEmail: `guest-${id}@example.test`,
    level: 'Affiliate tests',
    tableNumber: `aff-${++table}`,
    partySize: 4,
    originalStartTime: startTime,
    originalEndTime: endTime,
    source: 'affiliate',
    checkedIn: true,
    referredAt: createdAt,
    ...overrides,
    createdAt,
    startTime,
    endTime,
  });
  return id;
}

export async function setReservation(db: Database, restaurantId: string, id: string, columns: Partial<typeof reservations.$inferInsert>): Promise<void> {
  await db.update(reservations).set(columns).where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.id, id)));
}

/** A booking's stored items, oldest first. */
export async function itemsOfBooking(db: Database, restaurantId: string, reservationId: string) {
  const rows = await db.select().from(commissionItems).where(and(eq(commissionItems.restaurantId, restaurantId), eq(commissionItems.reservationId, reservationId)));
  return rows.sort((a, b) => a.capturedAt.getTime() - b.capturedAt.getTime() || (a.kind === 'commission' ? -1 : 1));
}
