// Guest emails are built and sent on a thread of their own (./mail-thread-worker.ts), with the mailer of ./mailer.ts.
// Building one message (nodemailer's MIME streams, the calendar attachment, writing it out) took about 0.4 ms of CPU,
// more than the booking request it confirms, and on the API's own thread that work sat between requests. The thread
// starts with the first email and stops at close(); should it fail to start, emails are sent on this thread instead.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createMailer, writtenLine, type Mailer, type OutgoingMail } from './mailer';

export interface MailThreadOptions {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
}

export type ToMailThread = { kind: 'send'; id: number; mail: OutgoingMail } | { kind: 'close' };

type Sent = Awaited<ReturnType<Mailer['send']>>;

export type FromMailThread =
  | { kind: 'ready' }
  | { kind: 'sent'; id: number; sent: Sent }
  | { kind: 'failed'; id: number; message: string; responseCode: number | undefined };

/** A failed send as the outbox reads it: the message, and the SMTP server's reply code when it gave one. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly responseCode: number | undefined,
  ) {
    super(message);
  }
}

/** tsx's ESM register API, as its package exports it (the CommonJS build the resolver of `require` finds cannot be imported). */
function tsxRegisterUrl(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports?: Record<string, { import?: { default?: string } }> };
  const file = manifest.exports?.['./esm/api']?.import?.default;
  if (!file) throw new Error('tsx no longer exports ./esm/api for import');
  return pathToFileURL(path.join(path.dirname(manifestPath), file)).href;
}

/**
 * The thread's first code: its module is TypeScript, and a worker does not inherit the loader the API runs with (tsx,
 * or the test runner's), so it registers tsx before importing it.
 */
function bootstrap(entry: URL): string {
  return `import(${JSON.stringify(tsxRegisterUrl())}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
}

const threadModule = new URL('./mail-thread-worker.ts', import.meta.url);

export function createThreadedMailer(
  options: MailThreadOptions & { log(message: string): void },
  /** The thread's module (a test gives one that cannot start). */
  entry: URL = threadModule,
): Mailer {
  const { log, ...threadOptions } = options;
  const pending = new Map<number, { mail: OutgoingMail; resolve(sent: Sent): void; reject(error: Error): void }>();
  let worker: Worker | undefined;
  let ready = false;
  let nextId = 1;
  /** Set when the thread could not start: every email is sent on this thread from then on. */
  let inProcess: Mailer | undefined;

  function settle(id: number, outcome: { sent: Sent } | { error: Error }): void {
    const waiting = pending.get(id);
    pending.delete(id);
    // An idle thread does not keep the process alive; one with emails to send does.
    if (pending.size === 0) worker?.unref();
    if (!waiting) return;
    if ('sent' in outcome) waiting.resolve(outcome.sent);
    else waiting.reject(outcome.error);
  }

  function stopped(which: Worker, error: Error): void {
    if (worker !== which) return;
    worker = undefined;
    if (ready) {
      // The thread died while sending: those sends failed (the outbox tries them again).
      for (const id of [...pending.keys()]) settle(id, { error });
      return;
    }
    log(`the mail thread did not start (${error.message}); emails are sent from the API's own thread`);
    const fallback = (inProcess = createMailer(options));
    for (const [id, { mail }] of [...pending]) {
      fallback.send(mail).then(
        (sent) => settle(id, { sent }),
        (failure: unknown) => settle(id, { error: failure instanceof Error ? failure : new Error(String(failure)) }),
      );
    }
  }

  function thread(): Worker {
    if (worker) return worker;
    ready = false;
    const started = new Worker(bootstrap(entry), { eval: true, workerData: threadOptions });
    started.on('message', (message: FromMailThread) => {
      if (message.kind === 'ready') ready = true;
      else if (message.kind === 'sent') {
        const to = pending.get(message.id)?.mail.to;
        if (message.sent.file && to !== undefined) log(writtenLine(to, message.sent.file));
        settle(message.id, { sent: message.sent });
      }
      else settle(message.id, { error: new MailSendError(message.message, message.responseCode) });
    });
    started.on('error', (error) => stopped(started, error));
    started.on('exit', (code) => stopped(started, new Error(`the mail thread stopped (exit code ${code})`)));
    worker = started;
    return started;
  }

  return {
    send(mail) {
      if (inProcess) return inProcess.send(mail);
      const running = thread();
      const id = nextId++;
      const sent = new Promise<Sent>((resolve, reject) => pending.set(id, { mail, resolve, reject }));
      running.ref();
      running.postMessage({ kind: 'send', id, mail } satisfies ToMailThread);
      return sent;
    },
    close() {
      inProcess?.close();
      const running = worker;
      worker = undefined;
      if (!running) return;
      running.postMessage({ kind: 'close' } satisfies ToMailThread);
      running.unref();
      // Shutdown drains the outbox first; a send still unanswered is due again once its lease ends.
      for (const id of [...pending.keys()]) settle(id, { error: new Error('the mailer was closed') });
    },
  };
}
