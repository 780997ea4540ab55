// The process the outbox crash test kills (./email-outbox-crash.test.ts): an email outbox worker on the test's
// database whose mailer takes `CRASH_SENDS` emails and then hangs on every further send. It prints one line per
// event — `sent <reservationId>` when the mailer took an email, `hung <reservationId>` when a send began that will
// never end — and is killed with SIGKILL while its batch is being sent.
import type { DatabaseTarget } from '../../server/platform/db/connection';
import { openDatabase } from '../../server/platform/db/connection';
import type { Mailer } from '../../server/modules/email/mailer';
import type { ChangeFeed } from '../../server/modules/live/change-feed';
import type { ConfirmationService } from '../../server/modules/email/confirmation';
import { emailOutboxService } from '../../server/modules/email/outbox';

const target = JSON.parse(process.env.CRASH_DB ?? '') as DatabaseTarget;
const sendsBeforeHanging = Number(process.env.CRASH_SENDS);

const database = await openDatabase(target);
let sends = 0;
const mailer: Mailer = {
  async send(mail) {
    // The test's composer puts the reservation's id where the subject goes.
    const reservationId = String(mail.subject);
    if (sends >= sendsBeforeHanging) {
      process.stdout.write(`hung ${reservationId}\n`);
      return new Promise(() => undefined);
    }
    sends++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    process.stdout.write(`sent ${reservationId}\n`);
    return { messageId: reservationId };
  },
  close: () => undefined,
};
const outbox = emailOutboxService({
  db: database.db,
  mailer,
  confirmation: crashConfirmation(),
  // Nothing listens to this process's live updates.
  feed: { notify: () => undefined } as unknown as ChangeFeed,
  options: { pollMs: 60_000 },
});
outbox.start({ warn: () => undefined, error: (details) => process.stderr.write(`${JSON.stringify(details)}\n`) });

/** Emails that name their reservation (the test counts sends per reservation); the sender is never looked at. */
function crashConfirmation(): Pick<ConfirmationService, 'senderOf' | 'compose'> {
  return {
    senderOf: async () => ({}) as Awaited<ReturnType<ConfirmationService['senderOf']>>,
    compose: (row) => ({ to: row.customerEmail, subject: row.id, text: row.id }) as ReturnType<ConfirmationService['compose']>,
  };
}
