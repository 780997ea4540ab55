// Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as an .eml file
// under DATA_DIR/mail (the path is logged), so a fresh checkout never needs a mail server.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string; file?: string }>;
  /** Closes pooled connections (shutdown). */
  close(): void;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; mailDir: string; log: (message: string) => void }): Mailer {
  if (options.smtpUrl) {
    // A pool keeps a few SMTP connections open instead of a new connection (and TLS handshake) per message. The
    // timeouts bound one send well inside the outbox's lease (services/email-outbox.ts): a hung server fails the send,
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
        const info = await transport.sendMail({ from: options.from, ...mail });
        return { messageId: String(info.messageId) };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let folder: Promise<unknown> | undefined;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await (folder ??= mkdir(options.mailDir, { recursive: true }));
      const file = path.join(options.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log(`email to ${mail.to} written to ${file}`);
      return { messageId: String(info.messageId), file };
    },
    close: () => undefined,
  };
}
