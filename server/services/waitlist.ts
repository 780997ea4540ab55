// The waitlist (spec §1: guests join it when a day is full). Staff screens come with the front-of-house issue.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import { inHorizon, localDay } from '../../core/availability/calendar';
import { onlinePartySizeRefusal } from '../../core/reservations';
import { localDateOf } from '../../core/time';
import type { Database } from '../db/connection';
import { areas, waitlist } from '../db/schema';
import type { ChangeFeed } from './change-feed';
import { restaurantRules } from './engine-input';

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

type JoinRequest = { day: string; level?: string | undefined; partySize: number; customer: { name: string; phone: string; email: string }; note?: string | undefined; language?: string | undefined };

export function waitlistService({ db, feed, now = () => new Date() }: { db: Database; feed: ChangeFeed; now?: () => Date }) {
  /**
   * A guest waits for a day the restaurant books online (not a past one, none beyond the booking horizon), for a party
   * size it takes online, in one of its areas when the guest named one. Anything else is refused before it reaches the
   * staff's list. Whether the day is really full is the booking page's to judge: it offers the waitlist only then.
   */
  async function checkRequest(restaurantId: string, input: JoinRequest): Promise<void> {
    const rules = await restaurantRules(db, restaurantId);
    const today = localDay(localDateOf(now(), rules.timeZone), rules.timeZone);
    if (input.day < today.date) throw new AppError('invalid_request', `${input.day} has passed`);
    // The engine's own horizon: the days it offers tables on.
    if (!inHorizon(input.day, today, rules.bookingHorizonDays)) {
      throw new AppError('invalid_request', `The waitlist is open for the next ${rules.bookingHorizonDays} days`);
    }
    const sizeRefusal = onlinePartySizeRefusal(rules, input.partySize);
    if (sizeRefusal) throw new AppError('invalid_request', sizeRefusal);
    if (input.level !== undefined) {
      const [area] = await db
        .select({ name: areas.name })
        .from(areas)
        .where(and(eq(areas.restaurantId, restaurantId), eq(areas.name, input.level)))
        .limit(1);
      if (!area) throw new AppError('invalid_request', `No area ${input.level}`);
    }
  }

  async function join(restaurantId: string, input: JoinRequest) {
    await checkRequest(restaurantId, input);
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
