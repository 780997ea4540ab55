// Another process takes over the email outbox (docs/decisions/007): what a stopped process left unsent, a send that hung
// past its lease, and what a stopping process had claimed but not begun are sent by the next process, once.
import { describe, expect, it } from 'vitest';
import type { Mailer } from '../../server/modules/email/mailer';
import { book, mailServerForFile, newAddress, outboxOf, quietLog, secondProcess, until, type SecondProcess } from './email-outbox-kit';

const { whenMail, mailsTo, outboxServer, smtpMailer } = mailServerForFile();

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

describe('email outbox', () => {
  it('a booking whose process stopped before sending is sent by the next process on the same database', async () => {
    const first = await outboxServer();
    let second: SecondProcess | undefined;
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
    const first = await outboxServer({ mailer, emailOutboxOptions: { leaseMs: 2_000, sendHoldMs: 1_000, pollMs: 60_000, drainMs: 50 } });
    let second: SecondProcess | undefined;
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
    const first = await outboxServer({ mailer, emailOutboxOptions: { concurrency: 1, pollMs: 60_000, drainMs: 50 } });
    let second: SecondProcess | undefined;
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
});
