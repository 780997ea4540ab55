// The staff side of the waitlist (spec §7 GET/PUT/DELETE /waitlist; issue 6): list the guests waiting, edit or remove
// an entry, and turn one into a reservation when a table frees up — the reservation is made like a staff reservation
// (same checks, same override), and the guest gets an email in their language with the manage link.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import type { WaitlistConversion } from '../../core/schemas/front-of-house';
import { Language } from '../../core/schemas/common';
import type { Reservation, WaitlistRequest } from '../../core/schemas/reservations';
import type { z } from 'zod';
import type { Database } from '../db/connection';
import { reservations, waitlist } from '../db/schema';
import { waitlistConfirmedText } from '../email/messages';
import type { ChangeFeed } from './change-feed';
import type { Change, ChangeLogger, Outcome } from './changes';
import type { ConfirmationService } from './confirmation';
import { reservationDto } from './reservation-dto';
import type { staffReservationsService } from './staff-reservations';
import { waitlistDto } from './waitlist';

type WaitlistDto = ReturnType<typeof waitlistDto>;
type WaitlistRow = typeof waitlist.$inferSelect;

const logOf = (action: string, before: WaitlistDto | null, after: WaitlistDto | null) => ({
  action,
  entity: 'waitlist' as const,
  entityId: (after ?? before)?._id as string,
  before,
  after,
});

export type WaitlistStaffService = ReturnType<typeof waitlistStaffService>;

export function waitlistStaffService({
  db,
  staffReservations,
  confirmation,
  feed,
}: {
  db: Database;
  staffReservations: ReturnType<typeof staffReservationsService>;
  confirmation: ConfirmationService;
  feed: ChangeFeed;
}) {
  const byId = (restaurantId: string, id: string) => and(eq(waitlist.restaurantId, restaurantId), eq(waitlist.id, id));

  /** Spec §7 GET /waitlist (day, level, partySize, limit, skip): entries not yet turned into reservations, oldest first. */
  async function list(
    restaurantId: string,
    query: { day?: string | undefined; level?: string | undefined; partySize?: number | undefined; limit: number; skip: number },
  ) {
    const where = and(
      eq(waitlist.restaurantId, restaurantId),
      isNull(waitlist.reservationId),
      query.day === undefined ? undefined : eq(waitlist.day, query.day),
      query.level === undefined ? undefined : sql`(${waitlist.level} = ${query.level} or ${waitlist.level} is null)`,
      query.partySize === undefined ? undefined : eq(waitlist.partySize, query.partySize),
    );
    const [rows, [total]] = await Promise.all([
      db.select().from(waitlist).where(where).orderBy(asc(waitlist.day), asc(waitlist.createdAt), asc(waitlist.id)).limit(query.limit).offset(query.skip),
      db.select({ n: count() }).from(waitlist).where(where),
    ]);
    return { items: rows.map(waitlistDto), total: total?.n ?? 0 };
  }

  async function locked(change: Change, id: string): Promise<WaitlistRow> {
    const [row] = await change.tx.select().from(waitlist).where(byId(change.restaurantId, id)).for('update');
    if (!row) throw new AppError('not_found', `No waitlist entry ${id}`);
    return row;
  }

  async function update(change: Change, id: string, input: z.infer<typeof WaitlistRequest>): Promise<Outcome<WaitlistDto>> {
    const current = await locked(change, id);
    const [row] = await change.tx
      .update(waitlist)
      .set({
        day: input.day,
        level: input.level ?? null,
        partySize: input.partySize,
        customerName: input.customer.name,
        customerPhone: input.customer.phone,
        customerEmail: input.customer.email.toLowerCase(),
        note: input.note ?? null,
        language: input.language ?? current.language,
      })
      .where(byId(change.restaurantId, id))
      .returning();
    const before = waitlistDto(current);
    const after = waitlistDto(row as WaitlistRow);
    if (JSON.stringify(before) !== JSON.stringify(after)) await change.record(logOf('updateWaitlistEntry', before, after));
    return { status: 200, body: after };
  }

  async function remove(change: Change, id: string): Promise<Outcome<WaitlistDto>> {
    const [row] = await change.tx.delete(waitlist).where(byId(change.restaurantId, id)).returning();
    if (!row) throw new AppError('not_found', `No waitlist entry ${id}`);
    const before = waitlistDto(row);
    await change.record(logOf('deleteWaitlistEntry', before, null));
    return { status: 200, body: before };
  }

  /**
   * Turns an entry into a reservation on the given tables (the staff reservation rules apply, including the
   * override). The email goes out after the commit (see the route); an entry is converted once.
   */
  async function convert(change: Change, id: string, input: WaitlistConversion): Promise<Outcome<{ entry: WaitlistDto; reservation: Reservation; emailTo: string | null }>> {
    const current = await locked(change, id);
    if (current.reservationId) throw new AppError('conflict', `Waitlist entry ${id} was already turned into reservation ${current.reservationId}`);
    const reservationId = randomUUID();
    const language = Language.safeParse(current.language);
    await staffReservations.create(change, {
      _id: reservationId,
      customer: { name: current.customerName, phone: current.customerPhone, email: current.customerEmail },
      partySize: input.partySize ?? current.partySize,
      startTime: input.startTime,
      endTime: input.endTime,
      level: input.level,
      tableNumbers: input.tableNumbers,
      note: input.note ?? current.note,
      color: input.color ?? null,
      language: language.success ? language.data : null,
      allowOverlap: input.allowOverlap,
    });
    const [row] = await change.tx
      .update(waitlist)
      .set({ reservationId, convertedAt: change.now })
      .where(byId(change.restaurantId, id))
      .returning();
    const after = waitlistDto(row as WaitlistRow);
    await change.record(logOf('convertWaitlistEntry', waitlistDto(current), after));
    const [reservation] = await change.tx.select().from(reservations).where(and(eq(reservations.restaurantId, change.restaurantId), eq(reservations.id, reservationId)));
    return {
      status: 200,
      body: { entry: after, reservation: reservationDto(reservation as typeof reservations.$inferSelect), emailTo: current.customerEmail || null },
    };
  }

  /**
   * After the commit of a conversion: emails the guest that a table is theirs (their language, manage link, .ics) and
   * stamps the entry notified. A failure is logged; the reservation stands.
   */
  async function notifyGuest(
    restaurantId: string,
    converted: { entry: WaitlistDto; reservation: Reservation; emailTo: string | null },
    log: ChangeLogger,
  ): Promise<void> {
    if (!converted.emailTo) return;
    try {
      const [row] = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.id, converted.reservation._id)))
        .limit(1);
      if (!row) return;
      await confirmation.send(row, waitlistConfirmedText);
      await db.update(waitlist).set({ notifiedAt: new Date() }).where(byId(restaurantId, converted.entry._id));
      feed.notify(restaurantId, { kind: 'waitlist', ids: [converted.entry._id] });
    } catch (error) {
      log.error({ err: error, restaurantId }, 'waitlist email failed');
    }
  }

  return { list, update, remove, convert, notifyGuest };
}
