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
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; mailDir: string; log: (message: string) => void }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: options.from, ...mail });
        return { messageId: String(info.messageId) };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.mailDir, { recursive: true });
      const file = path.join(options.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log(`email to ${mail.to} written to ${file}`);
      return { messageId: String(info.messageId), file };
    },
  };
}
