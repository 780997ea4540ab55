// The staff side of the waitlist (spec §7 GET/PUT/DELETE /waitlist): list the guests waiting, edit or remove
// an entry, and turn one into a reservation when a table frees up — the reservation is made like a staff reservation
// (same checks, same override), and the guest gets an email in their language with the manage link. The email is an
// outbox row written in the conversion's transaction (docs/decisions/007), sent before the route answers.
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../core/errors';
import type { WaitlistConversion } from '../../../core/schemas/front-of-house';
import { Language } from '../../../core/schemas/common';
import type { Reservation, WaitlistRequest } from '../../../core/schemas/reservations';
import type { z } from 'zod';
import type { Database } from '../../platform/db/connection';
import { logEntryOf, type Change, type ChangeLogger, type Outcome } from './changes';
import { outboxEntry, type EmailOutbox } from '../email';
import { reservationDto, waitlistColumnsOf, waitlistDto } from '../booking';
import type { staffReservationsService } from './staff-reservations';
import {
  deleteWaitlistEntry,
  lockWaitlistEntry,
  queueGuestEmail,
  reservationById,
  updateWaitlistEntry,
  waitlistPage,
  type WaitlistRow,
} from './repository/waitlist-entries';

type WaitlistDto = ReturnType<typeof waitlistDto>;

const logOf = logEntryOf<WaitlistDto>('waitlist');

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
  /** Spec §7 GET /waitlist (day, level, partySize, limit, skip): entries not yet turned into reservations, oldest first. */
  async function list(
    restaurantId: string,
    query: { day?: string | undefined; level?: string | undefined; partySize?: number | undefined; limit: number; skip: number },
  ) {
    const { rows, total } = await waitlistPage(db, restaurantId, query);
    return { items: rows.map(waitlistDto), total };
  }

  async function locked(change: Change, id: string): Promise<WaitlistRow> {
    const row = await lockWaitlistEntry(change.tx, change.restaurantId, id);
    if (!row) throw new AppError('not_found', `No waitlist entry ${id}`);
    return row;
  }

  async function update(change: Change, id: string, input: z.infer<typeof WaitlistRequest>): Promise<Outcome<WaitlistDto>> {
    const current = await locked(change, id);
    const row = await updateWaitlistEntry(change.tx, change.restaurantId, id, waitlistColumnsOf(input, current.language));
    const before = waitlistDto(current);
    const after = waitlistDto(row);
    if (JSON.stringify(before) !== JSON.stringify(after)) await change.record(logOf('updateWaitlistEntry', before, after));
    return { status: 200, body: after };
  }

  async function remove(change: Change, id: string): Promise<Outcome<WaitlistDto>> {
    const row = await deleteWaitlistEntry(change.tx, change.restaurantId, id);
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
    }, 'waitlist');
    const after = waitlistDto(await updateWaitlistEntry(change.tx, change.restaurantId, id, { reservationId, convertedAt: change.now }));
    await change.record(logOf('convertWaitlistEntry', waitlistDto(current), after));
    if (current.customerEmail) {
      await queueGuestEmail(change.tx, outboxEntry(change.restaurantId, reservationId, 'waitlist', language.success ? language.data : null));
    }
    const reservation = await reservationById(change.tx, change.restaurantId, reservationId);
    return {
      status: 200,
      body: { entry: after, reservation: reservationDto(reservation), emailTo: current.customerEmail || null },
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
