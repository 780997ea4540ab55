// A process killed (SIGKILL) in the middle of sending a batch of confirmation emails (docs/decisions/007): the emails it
// had sent are recorded as it went, so the next process sends none of them again, and the rest — claimed by the dead
// process — are due again within seconds, not after a long lease. A real child process (./email-outbox-crash-child.ts)
// claims the batch; its mailer takes a few emails and then hangs; it is killed; a second worker sends the rest.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../../server/platform/db/connection';
import { emailOutbox, reservations } from '../../server/platform/db/schema';
import type { Mailer } from '../../server/modules/email/mailer';
import type { ChangeFeed } from '../../server/modules/live/change-feed';
import type { ConfirmationService } from '../../server/modules/email/confirmation';
import { defaultOutboxOptions, emailOutboxService } from '../../server/modules/email/outbox';
import { createTestServer, type TestServer } from '../support/test-server';

const emails = 24;
const sendsBeforeHanging = 5;
// The lease as the app has it: the rows of a dead process must be due again within seconds.
const { leaseMs } = defaultOutboxOptions;

let server: TestServer | undefined;
let pgliteDir: string | undefined;
/** Where the child finds the database: the test server's PostgreSQL copy, or a PGlite folder made from the snapshot. */
let target: DatabaseTarget;
beforeAll(async () => {
  if (inject('postgresTemplate')) {
    // The test server's own worker is never woken: it polls once a day and no booking is made through it.
    server = await createTestServer({}, { emailOutboxOptions: { pollMs: 86_400_000 } });
    target = { engine: 'postgres', url: server.database.url as string };
    return;
  }
  pgliteDir = await mkdtemp(path.join(os.tmpdir(), 'covers-outbox-crash-'));
  const made = await openDatabase({ engine: 'pglite', dataDir: pgliteDir, loadDataDir: new Blob([await readFile(inject('snapshotFile'))]) });
  await made.close();
  target = { engine: 'pglite', dataDir: pgliteDir };
});
afterAll(async () => {
  await server?.close();
  if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
});

/** The database as this process opens it: the test server's, or the PGlite folder (only once the child is gone). */
async function openHere(): Promise<{ handle: DatabaseHandle; close: () => Promise<void> }> {
  if (server) return { handle: server.database, close: async () => undefined };
  const handle = await openDatabase(target);
  return { handle, close: () => handle.close() };
}

async function bookedWithEmails(handle: DatabaseHandle): Promise<string[]> {
  const start = new Date(Date.UTC(2031, 5, 1, 18));
  const ids = Array.from({ length: emails }, () => randomUUID());
  await handle.db.insert(reservations).values(
    ids.map((id, i) => ({
      restaurantId: 'demo',
      id,
      token: randomUUID(),
      customerName: `Crash ${i}`,
      customerEmail: `crash-${i}@example.test`,
      level: 'Crash level',
      tableNumber: `C${i}`,
      startTime: start,
      endTime: new Date(start.getTime() + 7_200_000),
      originalStartTime: start,
      originalEndTime: new Date(start.getTime() + 7_200_000),
      source: 'online' as const,
    })),
  );
  await handle.db.insert(emailOutbox).values(ids.map((id) => ({ restaurantId: 'demo', reservationId: id, kind: 'confirmation', language: 'en' })));
  return ids;
}

/** Runs the child until its mailer hangs, then kills it; answers what it had sent and what it was sending. */
async function crashedChild(): Promise<{ sent: string[]; hung: string[] }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'email-outbox-crash-child.ts')], {
    env: { ...process.env, CRASH_DB: JSON.stringify(target), CRASH_SENDS: String(sendsBeforeHanging) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const sent: string[] = [];
  const hung: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the child never hung')), 60_000);
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const [event, id = ''] = line.split(' ');
      if (event === 'sent') sent.push(id);
      if (event !== 'hung') return;
      hung.push(id);
      clearTimeout(timer);
      resolve();
    });
  });
  // Mid-batch: the mailer took some emails, hangs on the next, and the rest of the claim has not begun. A moment for
  // the sent ones to be recorded as the worker records them, then the process dies without a word.
  await new Promise((resolve) => setTimeout(resolve, 300));
  child.kill('SIGKILL');
  await exited;
  return { sent, hung };
}

describe('the email outbox after a process was killed mid-batch', () => {
  it('sends no email twice beyond the ones in flight, and the rest within seconds', async () => {
    const before = await openHere();
    const ids = await bookedWithEmails(before.handle);
    await before.close();

    const { sent, hung } = await crashedChild();
    const killedAt = Date.now();
    expect(sent).toHaveLength(sendsBeforeHanging);

    const after = await openHere();
    const resent: string[] = [];
    const mailer: Mailer = {
      send: async (mail) => {
        resent.push(String(mail.subject));
        return { messageId: String(mail.subject) };
      },
      close: () => undefined,
    };
    const confirmation: Pick<ConfirmationService, 'senderOf' | 'compose'> = {
      senderOf: async () => ({}) as Awaited<ReturnType<ConfirmationService['senderOf']>>,
      compose: (row) => ({ to: row.customerEmail, subject: row.id, text: row.id }),
    };
    const feed = { notify: () => undefined } as unknown as ChangeFeed;
    const outbox = emailOutboxService({ db: after.handle.db, mailer, confirmation, feed, options: { pollMs: 100 } });
    outbox.start({ warn: () => undefined, error: () => undefined });
    try {
      // Seconds on a loaded machine: the lease, the next poll, the sends.
      const deadline = killedAt + leaseMs + 8_000;
      while (new Set([...sent, ...resent]).size < emails && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      const tookMs = Date.now() - killedAt;
      expect(new Set([...sent, ...resent]), `everything sent ${tookMs} ms after the kill`).toEqual(new Set(ids));
      // Sent twice: only what the dead process was sending when it died (here its mailer never took those).
      const twice = resent.filter((id) => sent.includes(id));
      expect(twice.filter((id) => !hung.includes(id))).toEqual([]);
      expect(new Set(resent).size).toBe(resent.length);
      await outbox.settled();
      const rows = await after.handle.db.select().from(emailOutbox).where(inArray(emailOutbox.reservationId, ids));
      expect(rows.filter((row) => row.sentAt === null)).toEqual([]);
    } finally {
      await outbox.stop();
      await after.close();
    }
  }, 120_000);
});
