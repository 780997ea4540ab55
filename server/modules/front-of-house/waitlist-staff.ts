// The staff side of the waitlist (spec §7 GET/PUT/DELETE /waitlist; issue 6): list the guests waiting, edit or remove
// an entry, and turn one into a reservation when a table frees up — the reservation is made like a staff reservation
// (same checks, same override), and the guest gets an email in their language with the manage link. The email is an
// outbox row written in the conversion's transaction (docs/decisions/007), sent before the route answers.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { WaitlistConversion } from '../../../core/schemas/front-of-house';
import { Language } from '../../../core/schemas/common';
import type { Reservation, WaitlistRequest } from '../../../core/schemas/reservations';
import type { z } from 'zod';
import type { Database } from '../../platform/db/connection';
import { emailOutbox, reservations, waitlist } from '../../platform/db/schema';
import type { Change, ChangeLogger, Outcome } from './changes';
import { outboxEntry, type EmailOutbox } from '../email';
import { reservationDto, waitlistDto } from '../booking';
import type { staffReservationsService } from './staff-reservations';

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
  emailOutbox: outbox,
}: {
  db: Database;
  staffReservations: ReturnType<typeof staffReservationsService>;
  emailOutbox: Pick<EmailOutbox, 'deliverFor'>;
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
   * override), with the guest's email in the outbox; it goes out after the commit (see the route). An entry is
   * converted once.
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
    if (current.customerEmail) {
      await change.tx.insert(emailOutbox).values(outboxEntry(change.restaurantId, reservationId, 'waitlist', language.success ? language.data : null));
    }
    const [reservation] = await change.tx.select().from(reservations).where(and(eq(reservations.restaurantId, change.restaurantId), eq(reservations.id, reservationId)));
    return {
      status: 200,
      body: { entry: after, reservation: reservationDto(reservation as typeof reservations.$inferSelect), emailTo: current.customerEmail || null },
    };
  }

  /**
   * After the commit of a conversion: sends the guest's email (their language, manage link, .ics) now, so the answer
   * can say it went out; the outbox stamps the entry and the reservation notified. A failure is retried by the outbox
   * worker; the reservation stands either way.
   */
  async function notifyGuest(
    restaurantId: string,
    converted: { entry: WaitlistDto; reservation: Reservation; emailTo: string | null },
    log: ChangeLogger,
  ): Promise<void> {
    if (!converted.emailTo) return;
    try {
      await outbox.deliverFor(restaurantId, converted.reservation._id);
    } catch (error) {
      log.error({ err: error, restaurantId }, 'waitlist email failed');
    }
  }

  return { list, update, remove, convert, notifyGuest };
}
