// A guest's name is printed into emails: control characters in it (CR/LF above all) must not start a line of their own.
// The shared schemas clean the name (core/schemas/common.ts GuestName), so the online booking, the waitlist and the
// staff forms store and send the same cleaned text.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as schema from '../../server/platform/db/schema';
import type { Mailer, OutgoingMail } from '../../server/modules/email/mailer';
import { createTestServer, type TestServer } from '../support/test-server';
import { bookingPayload, confirmationsSent } from './api-surface';

const sent: OutgoingMail[] = [];
const recordingMailer: Mailer = {
  send: async (mail) => {
    sent.push(mail);
    return { messageId: `<${sent.length}@covers.test>` };
  },
  close: () => undefined,
};

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { mailer: recordingMailer });
});
afterAll(() => server.close());

it('stores a booked name without its line breaks, and the confirmation has no injected line', async () => {
  const payload = bookingPayload({ customer: { name: 'Ann\r\nBcc: x@evil.test\u0085\t Lee', phone: '+49 30 1234567', email: 'ann-crlf@example.test' } });
  const reply = await server.call({ method: 'POST', url: '/api/reservations/request', restaurant: 'demo', payload });
  expect(reply.statusCode, reply.body).toBe(201);
  const id = reply.json().reservation._id as string;
  const [row] = await server.database.db.select().from(schema.reservations).where(eq(schema.reservations.id, id));
  expect(row?.customerName).toBe('Ann Bcc: x@evil.test Lee');

  await confirmationsSent(server.database.db, [id]);
  const mail = sent.find((message) => message.to === 'ann-crlf@example.test');
  expect(mail?.text).toContain('Ann Bcc: x@evil.test Lee');
  expect(mail?.text.split(/\r?\n/).some((line) => line.startsWith('Bcc:'))).toBe(false);
});

it('refuses a name that is nothing but control characters', async () => {
  const payload = bookingPayload({ customer: { name: '\u0085\r\n\u0001', phone: '+49 30 1234567', email: 'ann-blank@example.test' } });
  const reply = await server.call({ method: 'POST', url: '/api/reservations/request', restaurant: 'demo', payload });
  expect(reply.statusCode).toBe(400);
  expect(reply.json().error).toBe('invalid_request');
});
