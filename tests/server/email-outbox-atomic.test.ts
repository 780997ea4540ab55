// A booking and its confirmation's outbox row are one (docs/decisions/007): a booking that fails leaves no row, and a
// row that cannot be written leaves no booking.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, reservations } from '../../server/platform/db/schema';
import { bookingPayload, snapshotDatabase, tableChanges } from './api-surface';
import { mailServerForFile, newAddress } from './email-outbox-kit';

const { outboxServer } = mailServerForFile();

describe('email outbox', () => {
  it('a booking that fails leaves no outbox row, and one whose outbox row fails leaves no booking', async () => {
    const server = await outboxServer();
    try {
      // Refused before the insert: a slot that is not offered.
      const before = await snapshotDatabase(server.database.db);
      const notOffered = await server.app.inject({
        method: 'POST',
        url: '/api/reservations/request',
        headers: { 'x-restaurant-id': 'demo' },
        payload: bookingPayload({ startTime: '2030-01-01T03:00:00.000Z', endTime: '2030-01-01T05:00:00.000Z' }),
      });
      expect(notOffered.statusCode, notOffered.body).toBe(400);
      expect(tableChanges(before, await snapshotDatabase(server.database.db))).toEqual([]);

      // Refused at the insert: parties of eight race for the same slot, only a few tables seat them; the losers' inserts
      // hit the exclusion constraint (then 409). Exactly the bookings that were made have an email.
      const slot = bookingPayload({ partySize: 8 });
      const emails = Array.from({ length: 5 }, (_, n) => newAddress(`race-${n}`));
      const replies = await Promise.all(
        emails.map((email) =>
          server.app.inject({
            method: 'POST',
            url: '/api/reservations/request',
            headers: { 'x-restaurant-id': 'demo' },
            payload: { ...slot, customer: { name: 'Racer', phone: '+49 30 1234567', email } },
          }),
        ),
      );
      expect(replies.map((reply) => reply.statusCode).sort()).toContain(409);
      const made = replies.filter((reply) => reply.statusCode === 201).map((reply) => (reply.json() as { reservation: { _id: string } }).reservation._id);
      expect(made.length).toBeGreaterThan(0);
      const raced = await server.database.db.select().from(reservations).where(inArray(reservations.customerEmail, emails));
      const primaries = raced.filter((row) => row.linkedReservationId === null).map((row) => row.id);
      expect(primaries.sort()).toEqual([...made].sort());
      const queued = await server.database.db
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.reservationId, raced.map((row) => row.id)));
      expect(queued.map((row) => row.reservationId).sort()).toEqual([...made].sort());
      await server.app.services.emailOutbox.settled();

      // The outbox row cannot be written (a trigger refuses it): the booking is not committed either.
      await server.database.db.execute(
        sql.raw(`create function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'outbox refused for the test'; end $$`),
      );
      await server.database.db.execute(sql.raw('create trigger refuse_outbox before insert on email_outbox for each row execute function refuse_outbox()'));
      try {
        const email = newAddress('atomic');
        const reply = await server.app.inject({
          method: 'POST',
          url: '/api/reservations/request',
          headers: { 'x-restaurant-id': 'demo' },
          payload: bookingPayload({ customer: { name: 'Atomic', phone: '+49 30 1234567', email } }),
        });
        expect(reply.statusCode).toBe(500);
        const stored = await server.database.db.select().from(reservations).where(eq(reservations.customerEmail, email));
        expect(stored).toEqual([]);
      } finally {
        await server.database.db.execute(sql.raw('drop trigger refuse_outbox on email_outbox'));
        await server.database.db.execute(sql.raw('drop function refuse_outbox()'));
      }
    } finally {
      await server.close();
    }
  });
});
