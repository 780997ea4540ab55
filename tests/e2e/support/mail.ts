// The guest emails the server under test sends, caught by a small SMTP server on the port playwright.config.ts points
// the server's SMTP_URL at.
import { SMTPServer } from 'smtp-server';

/** The SMTP port the browser tests listen on; playwright.config.ts points the server's SMTP_URL at it. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** An inbox for a spec file: `start` in beforeAll, `stop` in afterAll; `received` holds every message, oldest first. */
export function mailInbox() {
  const received: ReceivedMail[] = [];
  let smtp: SMTPServer | undefined;
  return {
    received,
    async start(): Promise<void> {
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((address) => address.address), raw: Buffer.concat(chunks).toString('utf8') });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(smtpPort, '127.0.0.1', resolve));
      smtp = server;
    },
    async stop(): Promise<void> {
      await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
      received.length = 0;
    },
  };
}
