// Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as an .eml file
// under DATA_DIR/mail (the path is logged), so a fresh checkout never needs a mail server.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A binary attachment (a voucher's PDF) travels as base64 text: the message crosses to the mail thread as plain data. */
  attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64' }[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string; file?: string }>;
  /** Closes pooled connections (shutdown). */
  close(): void;
}

/**
 * The message's Message-ID and the random part of its MIME boundaries, from one random UUID. Left to itself, nodemailer
 * asks the system's random generator eight times per message (five for the id, one per MIME part for a boundary), and
 * those calls were an eighth of the CPU a confirmation email took to build.
 */
export function uniqueParts(from: string): { messageId: string; baseBoundary: string } {
  const id = randomUUID();
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return { messageId: `<${id}@${domain}>`, baseBoundary: id.replace(/-/g, '') };
}

/** The log line of an email written as a file (its path is logged). */
export const writtenLine = (to: string, file: string) => `email to ${to} written to ${file}`;

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
  log: (message: string) => void;
  /**
   * Write each .eml file with blocking calls: for a thread that does nothing else (./mail-thread-worker.ts). Node's
   * asynchronous writeFile hands its open, write and close to the thread pool one after another, and those hand-overs
   * cost about ten times the CPU of the calls themselves (0.14 against 0.013 ms per file in memory).
   */
  blockingWrites?: boolean;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // A pool keeps a few SMTP connections open instead of a new connection (and TLS handshake) per message. The
    // timeouts bound one send well inside the outbox's lease (./outbox.ts): a hung server fails the send,
    // which is retried, instead of outliving the lease and racing another process's send of the same email.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 3,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: options.from, ...uniqueParts(options.from), ...mail });
        return { messageId: String(info.messageId) };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let folder: Promise<unknown> | undefined;
  let folderMade = false;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...uniqueParts(options.from), ...mail });
      const file = path.join(options.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      if (options.blockingWrites) {
        if (!folderMade) mkdirSync(options.mailDir, { recursive: true });
        folderMade = true;
        writeFileSync(file, info.message as Buffer);
      } else {
        await (folder ??= mkdir(options.mailDir, { recursive: true }));
        await writeFile(file, info.message as Buffer);
      }
      options.log(writtenLine(mail.to, file));
      return { messageId: String(info.messageId), file };
    },
    close: () => undefined,
  };
}
