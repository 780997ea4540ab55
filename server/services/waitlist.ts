// The waitlist (spec §1: guests join it when a day is full). Staff screens come with the front-of-house issue.
import type { Database } from '../db/connection';
import { waitlist } from '../db/schema';
import type { ChangeFeed } from './change-feed';

type WaitlistRow = typeof waitlist.$inferSelect;

export type WaitlistService = ReturnType<typeof waitlistService>;

export function waitlistDto(row: WaitlistRow) {
  return {
    _id: row.id,
    day: row.day,
    level: row.level,
    partySize: row.partySize,
    customer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail },
    note: row.note,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    reservationId: row.reservationId,
    convertedAt: row.convertedAt?.toISOString() ?? null,
  };
}

export function waitlistService({ db, feed }: { db: Database; feed: ChangeFeed }) {
  async function join(
    restaurantId: string,
    input: { day: string; level?: string | undefined; partySize: number; customer: { name: string; phone: string; email: string }; note?: string | undefined; language?: string | undefined },
  ) {
    const [row] = await db
      .insert(waitlist)
      .values({
        restaurantId,
        day: input.day,
        level: input.level ?? null,
        partySize: input.partySize,
        customerName: input.customer.name,
        customerPhone: input.customer.phone,
        customerEmail: input.customer.email.toLowerCase(),
        note: input.note ?? null,
        language: input.language ?? null,
      })
      .returning();
    const entry = waitlistDto(row as WaitlistRow);
    feed.notify(restaurantId, { kind: 'waitlist', ids: [entry._id] });
    return entry;
  }
  return { join };
}
