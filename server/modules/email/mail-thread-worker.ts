// The mail thread's side (./mail-thread.ts): builds and sends each message with the one mailer of ./mailer.ts and
// answers with its outcome. Runs at a lower priority than the API's own thread where the system allows it.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createMailer } from './mailer';
import type { MailThreadOptions, ToMailThread, FromMailThread } from './mail-thread';

/** Email is background work: on Linux a thread's niceness is its own, and this one yields to requests and the database. */
function lowerThisThreadsPriority(): void {
  try {
    const task = readlinkSync('/proc/thread-self');
    const threadId = Number(task.split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 10);
  } catch {
    // Not Linux, or not allowed: the thread runs at the process's priority.
  }
}

const port = parentPort;
if (port) {
  lowerThisThreadsPriority();
  const options = workerData as MailThreadOptions;
  const post = (message: FromMailThread) => port.postMessage(message);
  // This thread does nothing but email: its file writes may block it. The API's thread logs each written file from the
  // answer, one message per email instead of two.
  const mailer = createMailer({ ...options, blockingWrites: true, log: () => undefined });
  port.on('message', (message: ToMailThread) => {
    if (message.kind === 'close') {
      mailer.close();
      port.close();
      return;
    }
    const { id, mail } = message;
    mailer.send(mail).then(
      (sent) => post({ kind: 'sent', id, sent }),
      (error: unknown) =>
        post({
          kind: 'failed',
          id,
          message: error instanceof Error ? error.message : String(error),
          // The outbox tells the SMTP server's final refusals (5xx) from failures worth retrying.
          responseCode: typeof (error as { responseCode?: unknown }).responseCode === 'number' ? (error as { responseCode: number }).responseCode : undefined,
        }),
    );
  });
  post({ kind: 'ready' });
}
