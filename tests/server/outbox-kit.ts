// Waiting for the email outbox, which sends after the answer: a test comparing tables waits until it has.
import { and, count, isNotNull } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/connection';
import { emailOutbox } from '../../server/platform/db/schema';

/** Waits (up to 10 s) until no invite email is still to send. */
export async function inviteEmailsSent(db: Database): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const [row] = await db.select({ due: count() }).from(emailOutbox).where(and(isNotNull(emailOutbox.inviteId), isNotNull(emailOutbox.nextAttemptAt)));
    if (!row?.due) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
