// Two API processes on one database share the email outbox (docs/decisions/007): each email is claimed and sent by
// exactly one of them, and both take part.
import { describe, expect, it } from 'vitest';
import type { Mailer } from '../../server/modules/email/mailer';
import { book, mailServerForFile, newAddress, outboxOf, quietLog, secondProcess, until, type SecondProcess } from './email-outbox-kit';

const { whenMail, mailsTo, outboxServer, smtpMailer } = mailServerForFile();

describe('email outbox', () => {
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
    const first = await outboxServer({ mailer: counting('first'), emailOutboxOptions: options });
    let second: SecondProcess | undefined;
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
});
