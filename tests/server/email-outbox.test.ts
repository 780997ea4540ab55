// docs/decisions/007: a booking's confirmation email is an outbox row committed with the booking, and the
// outbox worker sends it once — over real SMTP here — retrying a failure, and deleting the rows past their retention.
// Elsewhere: the pace of claims (email-outbox-pacing), another process taking over (email-outbox-handover), two
// processes on one database (email-outbox-shared-database), the booking and its row as one (email-outbox-atomic), a
// killed process (email-outbox-crash).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, reservations } from '../../server/platform/db/schema';
import { book, mailServerForFile, newAddress, outboxOf, quietLog, until } from './email-outbox-kit';

const { refusals, refused, whenMail, mailsTo, outboxServer } = mailServerForFile();

describe('email outbox', () => {
  it("sends a booking's confirmation once, committed with the booking", async () => {
    const server = await outboxServer();
    try {
      const email = newAddress('once');
      const id = await book(server, email, { language: 'es' });
      await whenMail(() => mailsTo(email).length === 1, 'the confirmation');
      expect(mailsTo(email)[0]?.raw).toContain('Trattoria Demo');
      const [row] = await until(() => outboxOf(server.database, [id]), (rows) => rows[0]?.sentAt != null, 'sent_at');
      expect(row).toMatchObject({ restaurantId: 'demo', kind: 'confirmation', reservationId: id, language: 'es', attempts: 1, lastError: null, nextAttemptAt: null });
      const [reservation] = await server.database.db.select().from(reservations).where(eq(reservations.id, id));
      expect(reservation?.notifiedAt).toBeInstanceOf(Date);

      // More wakes and passes find nothing to send.
      server.app.services.emailOutbox.wake();
      await server.app.services.emailOutbox.settled();
      await server.app.services.emailOutbox.deliverFor('demo', id);
      expect(mailsTo(email)).toHaveLength(1);
      expect(await outboxOf(server.database, [id])).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('retries an SMTP failure later and then sends; a final refusal or too many failures give up, keeping the error', async () => {
    const server = await outboxServer({ emailOutboxOptions: { retryDelayMs: () => 150, maxAttempts: 3 } });
    const outbox = server.app.services.emailOutbox;
    try {
      const later = newAddress('later');
      refusals.set(later, [451]);
      const laterId = await book(server, later);
      await whenMail(() => refused.some((r) => r.to === later), 'the first refusal');
      await outbox.settled();
      const [failed] = await outboxOf(server.database, [laterId]);
      expect(failed).toMatchObject({ attempts: 1, sentAt: null });
      expect(failed?.lastError).toContain('451');
      expect(failed?.nextAttemptAt?.getTime()).toBeGreaterThan(failed?.createdAt.getTime() ?? Infinity);
      expect(mailsTo(later)).toHaveLength(0);

      await whenMail(() => mailsTo(later).length === 1, 'the retried confirmation');
      const [sent] = await until(() => outboxOf(server.database, [laterId]), (rows) => rows[0]?.sentAt != null, 'sent_at after the retry');
      expect(sent).toMatchObject({ attempts: 2, lastError: null, nextAttemptAt: null });

      const never = newAddress('never');
      refusals.set(never, [550]);
      const neverId = await book(server, never);
      const [refusedRow] = await until(() => outboxOf(server.database, [neverId]), (rows) => rows[0]?.lastError != null, 'the final refusal');
      expect(refusedRow).toMatchObject({ attempts: 1, sentAt: null, nextAttemptAt: null });
      expect(refusedRow?.lastError).toContain('550');

      const busy = newAddress('busy');
      refusals.set(busy, [451, 451, 451, 451]);
      const busyId = await book(server, busy);
      const [exhausted] = await until(
        () => outboxOf(server.database, [busyId]),
        (rows) => rows[0]?.nextAttemptAt === null,
        'giving up after three attempts',
      );
      expect(exhausted).toMatchObject({ attempts: 3, sentAt: null });
      expect(exhausted?.lastError).toContain('451');
      expect(refused.filter((r) => r.to === busy)).toHaveLength(3);
      expect(mailsTo(never).length + mailsTo(busy).length).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('deletes sent and given-up rows once they are past their retention, and keeps the rest', async () => {
    const server = await outboxServer({ emailOutboxOptions: { pruneEveryMs: 0 } });
    const { db } = server.database;
    try {
      const old = newAddress('old');
      const recent = newAddress('recent');
      const refusedLongAgo = newAddress('refused');
      refusals.set(refusedLongAgo, [550]);
      const ids = [await book(server, old), await book(server, recent), await book(server, refusedLongAgo)];
      const [oldId, recentId, refusedId] = ids as [string, string, string];
      await until(() => outboxOf(server.database, ids), (rows) => rows.length === 3 && rows.every((row) => row.nextAttemptAt === null), 'every row sent or given up');
      await server.app.services.emailOutbox.settled();
      const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60_000);
      await db.update(emailOutbox).set({ sentAt: monthAgo, createdAt: monthAgo }).where(eq(emailOutbox.reservationId, oldId));
      await db.update(emailOutbox).set({ createdAt: monthAgo }).where(eq(emailOutbox.reservationId, refusedId));
      // A booking still to send, made a month ago (the database was away): kept until it is sent.
      await server.app.services.emailOutbox.stop();
      const waiting = newAddress('waiting');
      const waitingId = await book(server, waiting);
      await db.update(emailOutbox).set({ createdAt: monthAgo }).where(eq(emailOutbox.reservationId, waitingId));

      server.app.services.emailOutbox.start(quietLog);
      await whenMail(() => mailsTo(waiting).length === 1, 'the waiting confirmation');
      await server.app.services.emailOutbox.settled();
      const left = await outboxOf(server.database, [...ids, waitingId]);
      expect(left.map((row) => row.reservationId).sort()).toEqual([recentId, waitingId].sort());
    } finally {
      await server.close();
    }
  });
});
