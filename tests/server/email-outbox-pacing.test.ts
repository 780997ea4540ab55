// The email outbox's pace (docs/decisions/007): the first email goes at once; those that keep coming while it is sent,
// or while the process is busy, wait and are claimed together; shutdown sends what waits without waiting.
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../support/test-server';
import { book, mailServerForFile, newAddress } from './email-outbox-kit';

const { whenMail, mailsTo, outboxServer } = mailServerForFile();

describe('email outbox', () => {
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
    const server = await outboxServer({ emailOutboxOptions: { gatherMs: 60_000, loadSince: () => 0 } });
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
    const quiet = await outboxServer({ emailOutboxOptions: { loadSince: () => 0, gatherMs: 0, batchSize: 3 } });
    try {
      const burst = burstOf('quiet');
      await Promise.all(burst.map((email) => book(quiet, email)));
      await whenMail(() => sentTo(burst).length === burst.length, 'the quiet burst');
    } finally {
      await quiet.close();
    }
    // Busy: a minute between claims. The first email still goes at once; the burst behind it waits for the pause,
    // and shutdown's drain sends it without waiting.
    const busy = await outboxServer({ emailOutboxOptions: { loadSince: () => 1, busyPauseMs: 60_000, gatherMs: 0, batchSize: 3 } });
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
});
