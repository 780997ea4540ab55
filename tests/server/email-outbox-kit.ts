// What the email outbox tests share (docs/decisions/007): a real SMTP server for the test file that records what it
// accepts and can refuse a recipient, test servers that send through it, bookings that queue a confirmation, the
// outbox rows they leave, and a second API process on the same database.
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type AppDeps } from '../../server/app';
import { firebaseIdentityProvider } from '../../server/platform/auth/verifier';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/connection';
import { emailOutbox } from '../../server/platform/db/schema';
import { createThreadedMailer } from '../../server/modules/email/mail-thread';
import type { Mailer } from '../../server/modules/email/mailer';
import { LocalBucket } from '../../server/platform/files/bucket';
import type { EmailOutboxOptions } from '../../server/modules/email/outbox';
import { createTestServer, type TestServer } from '../support/test-server';
import { bookingPayload, uniqueSuffix } from './api-surface';

interface Received {
  to: string;
  raw: string;
}

/**
 * Starts a mail server for the test file (before its first test, closed after its last) and returns what the tests
 * read of it and the ways to send through it. Each file has its own: the server files share their workers' modules.
 */
export function mailServerForFile() {
  const inbox: Received[] = [];
  const arrivals = new Set<() => void>();
  /** Per recipient: the replies to give before accepting (a number: the SMTP code of a refusal, 451 later, 550 never). */
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

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

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

  /** A test server whose outbox sends through this mail server (unless `appDeps` gives it a mailer of its own). */
  const outboxServer = (appDeps: Pick<AppDeps, 'mailer' | 'emailOutboxOptions'> = {}) => createTestServer({ smtpUrl }, appDeps);

  // The mailer the app uses: messages are built and sent on the mail thread.
  const smtpMailer = (): Mailer => createThreadedMailer({ smtpUrl, from: 'Covers <no-reply@covers.test>', mailDir: '', log: () => undefined });

  return { refusals, refused, whenMail, mailsTo, outboxServer, smtpMailer };
}

/** Polls the database until `read` returns something `check` accepts. */
export async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A guest's booking at demo, whose confirmation goes to `email`; returns the reservation's id. */
export async function book(server: TestServer | { app: FastifyInstance }, email: string, overrides: Record<string, unknown> = {}) {
  const reply = await server.app.inject({
    method: 'POST',
    url: '/api/reservations/request',
    headers: { 'x-restaurant-id': 'demo' },
    payload: bookingPayload({ customer: { name: 'Outbox Guest', phone: '+49 30 1234567', email }, ...overrides }),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return (reply.json() as { reservation: { _id: string } }).reservation._id;
}

export const outboxOf = (database: DatabaseHandle, reservationIds: string[]) =>
  database.db.select().from(emailOutbox).where(inArray(emailOutbox.reservationId, reservationIds));

export const quietLog = { warn: () => undefined, error: () => undefined };

export const newAddress = (label: string) => `outbox-${label}-${uniqueSuffix()}@example.test`;

export type SecondProcess = Awaited<ReturnType<typeof secondProcess>>;

/**
 * A second API process on the same database: on PostgreSQL its own connection pool, on PGlite (one process by nature)
 * the same database handle. Closing it leaves the database open.
 */
export async function secondProcess(first: TestServer, deps: { mailer: Mailer; emailOutboxOptions?: Partial<EmailOutboxOptions> }) {
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
