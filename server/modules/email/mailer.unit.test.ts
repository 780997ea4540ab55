import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailer, uniqueParts } from './mailer';
import { sampleMail } from './test-kit';

let mailDir = '';
beforeAll(async () => {
  mailDir = await mkdtemp(path.join(os.tmpdir(), 'covers-mailer-'));
});
afterAll(() => rm(mailDir, { recursive: true, force: true }));

it("names the message in the sender's domain", () => {
  expect(uniqueParts('Covers <no-reply@covers.test>').messageId).toMatch(/^<[0-9a-f-]{36}@covers\.test>$/);
  expect(uniqueParts('bookings@trattoria.example').messageId).toMatch(/@trattoria\.example>$/);
  expect(uniqueParts('Covers').messageId).toMatch(/@localhost>$/);
});

it('gives every message its own Message-ID and boundary, and each part is delimited by it', async () => {
  const mailer = createMailer({ smtpUrl: undefined, from: 'Covers <no-reply@covers.test>', mailDir, log: () => undefined });
  const sent = await Promise.all([mailer.send(sampleMail('ana@example.test')), mailer.send(sampleMail('ben@example.test'))]);
  const messages = await Promise.all(sent.map((result) => readFile(result.file ?? '', 'utf8')));
  const ids = messages.map((message) => /^Message-ID: (<[^>]+>)$/m.exec(message)?.[1]);
  expect(ids).toEqual(sent.map((result) => result.messageId));
  expect(new Set(ids).size).toBe(2);
  expect(ids[0]).toMatch(/@covers\.test>$/);
  const boundaries = messages.map((message) => /^Content-Type: multipart\/mixed;\s*boundary="([^"]+)"/m.exec(message)?.[1] ?? '');
  expect(new Set(boundaries).size).toBe(2);
  for (const [i, message] of messages.entries()) {
    const boundary = boundaries[i] ?? '';
    expect(boundary.length).toBeGreaterThan(20);
    // The text part and the calendar attachment, then the closing delimiter.
    expect(message.split(`--${boundary}\n`)).toHaveLength(3);
    expect(message).toContain(`--${boundary}--`);
    expect(message).toMatch(/^Content-Disposition: attachment; filename=reservation\.ics$/m);
  }
});
