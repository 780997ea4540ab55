// Issue 4, docs/decisions/007: a booking's confirmation email is an outbox row committed with the booking, and the
// outbox worker sends it once — over real SMTP here — retrying a failure, surviving a crash of the process that took
// the booking, and never sending twice when two API processes share one database.
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { firebaseIdentityProvider } from '../../server/platform/auth/verifier';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/connection';
import { emailOutbox, reservations } from '../../server/platform/db/schema';
import { createThreadedMailer } from '../../server/modules/email/mail-thread';
import type { Mailer } from '../../server/modules/email/mailer';
import { LocalBucket } from '../../server/platform/files/bucket';
import type { EmailOutboxOptions } from '../../server/modules/email/outbox';
import { createTestServer, type TestServer } from '../support/test-server';
import { bookingPayload, snapshotDatabase, tableChanges, uniqueSuffix } from './api-surface';

// ---------------------------------------------------------------------------------------------------------------------
// A mail server that records what it accepts and can refuse a recipient: 451 (try later) or 550 (never).

interface Received {
  to: string;
  raw: string;
}
const inbox: Received[] = [];
const arrivals = new Set<() => void>();
/** Per recipient: the replies to give before accepting (a number: the SMTP code of a refusal). */
const refusals = new Map<string, number[]>();
const refused: { to: string; code: number }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    const to = address.address.toLowerCase();
    const code = refusals.get(to)?.shift();
    if (code === undefined) return callback();
    refused.push({ to, code });
    for (const arrival of [...arrivals]) arrival();
    return callback(Object.assign(new Error(code >= 500 ? 'No such mailbox' : 'Try again later'), { responseCode: code }));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      for (const rcpt of session.envelope.rcptTo) inbox.push({ to: rcpt.address.toLowerCase(), raw: Buffer.concat(chunks).toString('utf8') });
      for (const arrival of [...arrivals]) arrival();
      callback();
    });
  },
});
let smtpUrl = '';

/** Resolves when `check` holds, re-checked whenever the mail server accepts or refuses a message. */
function whenMail(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      if (!check()) return;
      arrivals.delete(done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      arrivals.delete(done);
      reject(new Error(`Timed out waiting for ${what}`));
    }, timeoutMs);
    arrivals.add(done);
    done();
  });
}

const mailsTo = (address: string) => inbox.filter((mail) => mail.to === address.toLowerCase());

/** Polls the database until `read` returns something `check` accepts. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
});

// ---------------------------------------------------------------------------------------------------------------------

// The mailer the app uses: messages are built and sent on the mail thread.
const smtpMailer = (): Mailer => createThreadedMailer({ smtpUrl, from: 'Covers <no-reply@covers.test>', mailDir: '', log: () => undefined });

async function book(server: TestServer | { app: FastifyInstance }, email: string, overrides: Record<string, unknown> = {}) {
  const reply = await server.app.inject({
    method: 'POST',
    url: '/api/reservations/request',
    headers: { 'x-restaurant-id': 'demo' },
    payload: bookingPayload({ customer: { name: 'Outbox Guest', phone: '+49 30 1234567', email }, ...overrides }),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return (reply.json() as { reservation: { _id: string } }).reservation._id;
}

const outboxOf = (database: DatabaseHandle, reservationIds: string[]) =>
  database.db.select().from(emailOutbox).where(inArray(emailOutbox.reservationId, reservationIds));

/** A mail server that never answers: a send that never ends (a process that hangs or dies mid-send); counts the sends begun. */
function hungMailer(): Mailer & { begun: () => number } {
  let begun = 0;
  return {
    send: () => {
      begun++;
      return new Promise(() => undefined);
    },
    close: () => undefined,
    begun: () => begun,
  };
}
const quietLog = { warn: () => undefined, error: () => undefined };

const newAddress = (label: string) => `outbox-${label}-${uniqueSuffix()}@example.test`;

/**
 * A second API process on the same database: on PostgreSQL its own connection pool, on PGlite (one process by nature)
 * the same database handle. Closing it leaves the database open.
 */
async function secondProcess(first: TestServer, deps: { mailer: Mailer; emailOutboxOptions?: Partial<EmailOutboxOptions> }) {
  const database = first.database.url ? await openDatabase({ engine: 'postgres', url: first.database.url, poolSize: 5 }) : first.database;
  const app = await buildApp({
    config: first.config,
    database,
    identity: firebaseIdentityProvider(first.config.firebaseProjectId),
    bucket: new LocalBucket(first.config.bucketDir),
    logger: false,
    ...deps,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== first.database) await database.close();
    },
  };
}

describe('email outbox', () => {
  it("sends a booking's confirmation once, committed with the booking", async () => {
    const server = await createTestServer({ smtpUrl });
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

  /**
   * Books one guest and waits for their email, then books `burst` at once and checks that none of it is sent within
   * 300 ms (the worker is waiting between claims). Answers the worker's claims before the first booking.
   */
  async function firstThenHeldBurst(server: TestServer, label: string, burst: string[]): Promise<number> {
    const outbox = server.app.services.emailOutbox;
    await outbox.settled();
    const claimsBefore = outbox.claims;
    const first = newAddress(label);
    await book(server, first);
    await whenMail(() => mailsTo(first).length === 1, `the first confirmation (${label})`);
    await Promise.all(burst.map((email) => book(server, email)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(burst.filter((email) => mailsTo(email).length > 0)).toEqual([]);
    return claimsBefore;
  }

  it('emails that keep coming while one is sent wait and are claimed together; the first goes at once, and shutdown waits for none', async () => {
    // A minute's wait between claims: what arrives within the test's timeouts came without waiting for it.
    const server = await createTestServer({ smtpUrl }, { emailOutboxOptions: { gatherMs: 60_000, loadSince: () => 0 } });
    const outbox = server.app.services.emailOutbox;
    const burst = Array.from({ length: 8 }, (_, i) => newAddress(`burst${i}`));
    let claimsBefore = 0;
    try {
      claimsBefore = await firstThenHeldBurst(server, 'first', burst);
    } finally {
      // Shutdown drains at once, without waiting out the minute.
      await server.close();
    }
    expect(burst.filter((email) => mailsTo(email).length !== 1)).toEqual([]);
    expect(outbox.claims - claimsBefore).toBe(2);
  });

  it('while the process is busy the next claim waits, full batch or not; when it is not, the emails go at once', async () => {
    const burstOf = (label: string) => Array.from({ length: 7 }, (_, i) => newAddress(`${label}${i}`));
    const sentTo = (addresses: string[]) => addresses.filter((email) => mailsTo(email).length === 1);
    // Not busy, no gathering: seven emails in batches of three go out without waiting.
    const quiet = await createTestServer({ smtpUrl }, { emailOutboxOptions: { loadSince: () => 0, gatherMs: 0, batchSize: 3 } });
    try {
      const burst = burstOf('quiet');
      await Promise.all(burst.map((email) => book(quiet, email)));
      await whenMail(() => sentTo(burst).length === burst.length, 'the quiet burst');
    } finally {
      await quiet.close();
    }
    // Busy: a minute between claims. The first email still goes at once; the burst behind it waits for the pause,
    // and shutdown's drain sends it without waiting.
    const busy = await createTestServer({ smtpUrl }, { emailOutboxOptions: { loadSince: () => 1, busyPauseMs: 60_000, gatherMs: 0, batchSize: 3 } });
    const outbox = busy.app.services.emailOutbox;
    const burst = burstOf('busy');
    let claimsBefore = 0;
    try {
      claimsBefore = await firstThenHeldBurst(busy, 'busy-first', burst);
    } finally {
      await busy.close();
    }
    expect(sentTo(burst)).toEqual(burst);
    // The first alone, then the seven in batches of three.
    expect(outbox.claims - claimsBefore).toBe(4);
  });

  it('retries an SMTP failure later and then sends; a final refusal or too many failures give up, keeping the error', async () => {
    const server = await createTestServer({ smtpUrl }, { emailOutboxOptions: { retryDelayMs: () => 150, maxAttempts: 3 } });
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

  it('a booking whose process stopped before sending is sent by the next process on the same database', async () => {
    const first = await createTestServer({ smtpUrl });
    let second: Awaited<ReturnType<typeof secondProcess>> | undefined;
    try {
      // The worker is stopped, as if the process died right after committing the bookings.
      await first.app.services.emailOutbox.stop();
      const emails = [newAddress('crash-a'), newAddress('crash-b')];
      const ids = [await book(first, emails[0] as string), await book(first, emails[1] as string)];
      const left = await outboxOf(first.database, ids);
      expect(left.map((row) => [row.attempts, row.sentAt])).toEqual([
        [0, null],
        [0, null],
      ]);
      expect(emails.flatMap(mailsTo)).toEqual([]);

      second = await secondProcess(first, { mailer: smtpMailer() });
      await whenMail(() => emails.every((email) => mailsTo(email).length === 1), 'both confirmations from the next process');
      await until(() => outboxOf(first.database, ids), (rows) => rows.every((row) => row.sentAt !== null), 'sent_at');
      await second.app.services.emailOutbox.settled();
      expect(emails.map((email) => mailsTo(email).length)).toEqual([1, 1]);
    } finally {
      await second?.close();
      await first.close();
    }
  });

  it('an email whose send hangs past its hold is sent again once its lease has run out', async () => {
    // The first process's mail server never answers: its claim renews the row's lease while the send may still end
    // (1 s here), then holds it until the lease (2 s) runs out. (A send is begun only in the lease's first half; a
    // shorter lease left a loaded machine no time to begin it.) A process that dies: email-outbox-crash.test.ts.
    const mailer = hungMailer();
    const first = await createTestServer({ smtpUrl }, { mailer, emailOutboxOptions: { leaseMs: 2_000, sendHoldMs: 1_000, pollMs: 60_000, drainMs: 50 } });
    let second: Awaited<ReturnType<typeof secondProcess>> | undefined;
    try {
      const email = newAddress('lease');
      const id = await book(first, email);
      await until(() => outboxOf(first.database, [id]), (rows) => rows[0]?.attempts === 1, 'the first claim');
      await until(async () => mailer.begun(), (begun) => begun === 1, 'the first send begun');
      second = await secondProcess(first, { mailer: smtpMailer(), emailOutboxOptions: { pollMs: 50 } });
      await whenMail(() => mailsTo(email).length === 1, 'the confirmation after the lease ran out');
      const [row] = await until(() => outboxOf(first.database, [id]), (rows) => rows[0]?.sentAt != null, 'sent_at');
      expect(row).toMatchObject({ attempts: 2, lastError: null });
      expect(mailsTo(email)).toHaveLength(1);
    } finally {
      await second?.close();
      await first.close();
    }
  });

  it('a stopping process hands back the emails it claimed but had not begun: the next process sends them at once', async () => {
    // One send at a time, and that one never ends: of two claimed rows, one is being sent and one has not begun.
    const mailer = hungMailer();
    const first = await createTestServer({ smtpUrl }, { mailer, emailOutboxOptions: { concurrency: 1, pollMs: 60_000, drainMs: 50 } });
    let second: Awaited<ReturnType<typeof secondProcess>> | undefined;
    try {
      const outbox = first.app.services.emailOutbox;
      await outbox.stop();
      const emails = [newAddress('handback-a'), newAddress('handback-b')];
      const ids = [await book(first, emails[0] as string), await book(first, emails[1] as string)];
      outbox.start(quietLog);
      await until(() => outboxOf(first.database, ids), (rows) => rows.length === 2 && rows.every((row) => row.attempts === 1), 'both claimed');
      // The first send has begun (it never ends); the second waits for its lane.
      await until(async () => mailer.begun(), (begun) => begun === 1, 'one send begun');
      await outbox.stop();

      const rows = await outboxOf(first.database, ids);
      const handedBack = rows.filter((row) => row.attempts === 0);
      const sending = rows.filter((row) => row.attempts === 1);
      expect([handedBack.length, sending.length]).toEqual([1, 1]);
      expect(handedBack[0]?.nextAttemptAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
      // The row whose send began keeps its lease (10 s, renewed no more once stopped): the mail server may have taken it.
      expect(sending[0]?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 5_000);

      second = await secondProcess(first, { mailer: smtpMailer(), emailOutboxOptions: { pollMs: 60_000 } });
      const email = emails[ids.indexOf(handedBack[0]?.reservationId as string)] as string;
      await whenMail(() => mailsTo(email).length === 1, 'the handed-back confirmation from the next process');
      const [sent] = await until(() => outboxOf(first.database, [handedBack[0]?.reservationId as string]), (found) => found[0]?.sentAt != null, 'sent_at');
      expect(sent).toMatchObject({ attempts: 1, lastError: null });
      await second.app.services.emailOutbox.settled();
      expect(emails.map((address) => mailsTo(address).length).sort()).toEqual([0, 1]);
    } finally {
      await second?.close();
      await first.close();
    }
  });

  it('deletes sent and given-up rows once they are past their retention, and keeps the rest', async () => {
    const server = await createTestServer({ smtpUrl }, { emailOutboxOptions: { pruneEveryMs: 0 } });
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

  it('two processes on one database send each email exactly once', async () => {
    const sentBy = { first: [] as string[], second: [] as string[] };
    const counting = (who: keyof typeof sentBy, before?: () => Promise<void>): Mailer => {
      const inner = smtpMailer();
      return {
        async send(mail) {
          await before?.();
          sentBy[who].push(mail.to);
          return inner.send(mail);
        },
        close: () => inner.close(),
      };
    };
    // The second process's first send waits until the first process has sent one, so both certainly take part.
    let firstSent: () => void = () => undefined;
    const firstHasSent = new Promise<void>((resolve) => (firstSent = resolve));
    const options = { batchSize: 2 };
    const first = await createTestServer({ smtpUrl }, { mailer: counting('first'), emailOutboxOptions: options });
    let second: Awaited<ReturnType<typeof secondProcess>> | undefined;
    try {
      await first.app.services.emailOutbox.stop();
      const emails = Array.from({ length: 12 }, (_, n) => newAddress(`pair-${n}`));
      const ids: string[] = [];
      for (const email of emails) ids.push(await book(first, email));

      second = await secondProcess(first, { mailer: counting('second', () => firstHasSent), emailOutboxOptions: options });
      const originalSend = first.app.services.emailOutbox;
      originalSend.start(quietLog);
      void whenMail(() => sentBy.first.length > 0, 'a first send').then(() => firstSent());
      await whenMail(() => emails.every((email) => mailsTo(email).length >= 1), 'every confirmation');
      await until(() => outboxOf(first.database, ids), (rows) => rows.every((row) => row.sentAt !== null), 'sent_at everywhere');
      await Promise.all([first.app.services.emailOutbox.settled(), second.app.services.emailOutbox.settled()]);

      expect(emails.map((email) => mailsTo(email).length)).toEqual(emails.map(() => 1));
      expect([...sentBy.first, ...sentBy.second].sort()).toEqual([...emails].map((e) => e.toLowerCase()).sort());
      expect(sentBy.first.length).toBeGreaterThan(0);
      expect(sentBy.second.length).toBeGreaterThan(0);
      const rows = await outboxOf(first.database, ids);
      expect(rows.map((row) => row.attempts)).toEqual(ids.map(() => 1));
    } finally {
      await second?.close();
      await first.close();
    }
  });

  it('a booking that fails leaves no outbox row, and one whose outbox row fails leaves no booking', async () => {
    const server = await createTestServer({ smtpUrl });
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
