import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThreadedMailer, MailSendError } from './mail-thread';
import { sampleMail } from './test-kit';

// A mail server that takes every message except those to refused@…, which it refuses for good (550).
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('refused@')) {
      callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      return;
    }
    callback();
  },
  onData(stream, _session, callback) {
    let text = '';
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
    stream.on('end', () => {
      received.push(text);
      callback();
    });
  },
});
let smtpUrl = '';
let mailDir = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`;
  mailDir = await mkdtemp(path.join(os.tmpdir(), 'covers-mail-thread-'));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await rm(mailDir, { recursive: true, force: true });
});

describe('createThreadedMailer', () => {
  it('writes each message as an .eml file from its own thread, and logs where', async () => {
    const logged: string[] = [];
    const mailer = createThreadedMailer({ smtpUrl: undefined, from: 'Covers <no-reply@covers.test>', mailDir, log: (line) => logged.push(line) });
    try {
      const [first, second] = await Promise.all([mailer.send(sampleMail('ana@example.test')), mailer.send(sampleMail('ben@example.test'))]);
      expect(first.file).toMatch(/\.eml$/);
      expect(second.file).not.toBe(first.file);
      const written = await readFile(first.file as string, 'utf8');
      expect(written).toContain('Subject: Your table at Trattoria Demo');
      expect(written).toContain('To: ana@example.test');
      expect(written).toContain('filename=reservation.ics');
      expect(logged).toContain(`email to ana@example.test written to ${first.file}`);
      expect(logged.filter((line) => line.includes('did not start'))).toEqual([]);
    } finally {
      mailer.close();
    }
  });

  it("sends over SMTP, and a refusal keeps the server's reply code (the outbox gives a 5xx up)", async () => {
    const mailer = createThreadedMailer({ smtpUrl, from: 'Covers <no-reply@covers.test>', mailDir: '', log: () => undefined });
    try {
      const sent = await mailer.send(sampleMail('cleo@example.test'));
      expect(sent.messageId).toMatch(/@/);
      expect(received.some((text) => text.includes('To: cleo@example.test'))).toBe(true);
      const refused = await mailer.send(sampleMail('refused@example.test')).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(MailSendError);
      expect((refused as MailSendError).responseCode).toBe(550);
      expect((refused as MailSendError).message).toContain('No such mailbox');
      // The thread goes on sending after a refusal.
      await expect(mailer.send(sampleMail('dan@example.test'))).resolves.toMatchObject({ messageId: expect.stringMatching(/@/) as unknown });
    } finally {
      mailer.close();
    }
  });

  it('sends from the API\'s own thread when the mail thread cannot start, and says so once', async () => {
    const logged: string[] = [];
    const missing = new URL('./no-such-mail-thread.ts', import.meta.url);
    const mailer = createThreadedMailer({ smtpUrl: undefined, from: 'Covers <no-reply@covers.test>', mailDir, log: (line) => logged.push(line) }, missing);
    try {
      const [first, second] = await Promise.all([mailer.send(sampleMail('eva@example.test')), mailer.send(sampleMail('finn@example.test'))]);
      const third = await mailer.send(sampleMail('gus@example.test'));
      for (const sent of [first, second, third]) expect(await readFile(sent.file as string, 'utf8')).toContain('Subject: Your table at Trattoria Demo');
      expect(logged.filter((line) => line.includes('the mail thread did not start'))).toHaveLength(1);
    } finally {
      mailer.close();
    }
  });
});
