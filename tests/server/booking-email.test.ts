// Issue 4: the confirmation email goes out over real SMTP when SMTP_URL is set — in the guest's language, with the
// manage link and an .ics calendar attachment — on every online booking (from the email outbox, docs/decisions/007;
// tests/server/email-outbox.test.ts covers retries and crashes) and when staff resend it (sent while the request waits).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, toInstant } from '../../core/time';
import { createTestServer, demo, type TestServer } from '../support/test-server';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const zone = 'Europe/Berlin';
const tomorrow = addDays(localDateOf(new Date(), zone), 1);
const slot = (start: number, end: number) => ({ startTime: toInstant(tomorrow, start, zone).toISOString(), endTime: toInstant(tomorrow, end, zone).toISOString() });

// ---------------------------------------------------------------------------------------------------------------------
// Just enough MIME to read what nodemailer sends: headers, multipart bodies, quoted-printable, base64, encoded words.

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(text: string): Part {
  const blank = text.search(/\r?\n\r?\n/);
  const head = blank < 0 ? text : text.slice(0, blank);
  const body = blank < 0 ? '' : text.slice(blank).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i] as string;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_whole, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The leaf parts of a message, depth first. */
function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections.filter((section) => !section.startsWith('--')).flatMap((section) => leafParts(splitHeaders(section.replace(/^\r?\n/, ''))));
}

function parseMessage(raw: string) {
  const message = splitHeaders(raw);
  const parts = leafParts(message);
  const text = parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith('text/plain') && !/attachment/i.test(p.headers.get('content-disposition') ?? ''));
  const calendar = parts.find((p) => (p.headers.get('content-type') ?? '').toLowerCase().startsWith('text/calendar'));
  return {
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    to: message.headers.get('to') ?? '',
    text: text ? decodeBody(text) : '',
    calendar: calendar ? { contentType: calendar.headers.get('content-type') ?? '', disposition: calendar.headers.get('content-disposition') ?? '', body: decodeBody(calendar) } : undefined,
  };
}

/** Unfolds iCalendar content lines (RFC 5545 §3.1). */
const unfoldIcs = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

// ---------------------------------------------------------------------------------------------------------------------

const inbox: Received[] = [];
const waiters: { matches: (mail: Received) => boolean; resolve: (mail: Received) => void }[] = [];

/** The next message to `address` (already received or still to come). */
function mailTo(address: string, after = 0): Promise<Received> {
  const matches = (mail: Received) => mail.to.includes(address.toLowerCase());
  const already = inbox.filter(matches)[after];
  if (already) return Promise.resolve(already);
  return new Promise((resolve) => {
    let seen = inbox.filter(matches).length;
    waiters.push({
      matches: (mail) => matches(mail) && seen++ === after,
      resolve,
    });
  });
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const mail: Received = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      inbox.push(mail);
      for (const waiter of [...waiters]) {
        if (waiter.matches(mail)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
      }
      callback();
    });
  },
});

let server: TestServer;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await createTestServer({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function book(payload: Record<string, unknown>) {
  const reply = await server.call({ method: 'POST', url: '/api/reservations/request', restaurant: 'demo', payload });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { reservation: { _id: string; token: string }; manageUrl: string };
}

describe('confirmation email over SMTP', () => {
  it('reaches the guest in their language with the manage link and an .ics attachment', async () => {
    const email = `Mail-${randomUUID()}@example.test`;
    const start = toInstant(tomorrow, 18 * 60, zone);
    const { reservation, manageUrl } = await book({
      customer: { name: 'Lucía Fernández', phone: '+34 600 123 456', email },
      partySize: 3,
      ...slot(18 * 60, 20 * 60),
      level: 'Terrace',
      language: 'es',
    });
    const mail = await mailTo(email);
    expect(mail.to).toEqual([email.toLowerCase()]);
    expect(mail.from).toBe('no-reply@covers.test');

    const message = parseMessage(mail.raw);
    expect(message.subject).toBe('Tu mesa en Trattoria Demo está reservada');
    expect(message.text).toContain('Hola Lucía Fernández:');
    expect(message.text).toContain('tu mesa para 3 en Trattoria Demo');
    expect(message.text).toContain(', 18:00 está confirmada.');
    // The area as the guest chose it, in their language; and the restaurant's phone, for what the link cannot do.
    expect(message.text).toContain('Zona: Terraza');
    expect(message.text).toContain('Llámanos: +49 30 1234567');
    expect(message.text).toContain('Ver, cambiar o cancelar tu reserva:');
    const link = `/r/demo/guest/reservation/${reservation.token}`;
    expect(manageUrl.endsWith(link)).toBe(true);
    expect(message.text).toContain(manageUrl);

    expect(message.calendar).toBeDefined();
    expect(message.calendar?.contentType).toMatch(/^text\/calendar/i);
    expect(message.calendar?.disposition).toMatch(/attachment; filename="?reservation\.ics"?/);
    const ics = unfoldIcs(message.calendar?.body ?? '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('BEGIN:VEVENT');
    const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${stamp(start)}`);
    expect(ics).toContain(`DTEND:${stamp(toInstant(tomorrow, 20 * 60, zone))}`);
    expect(ics).toContain(`URL:${manageUrl}`);
    expect(ics).toContain(`UID:${reservation._id}@covers`);
    expect(ics).toContain('SUMMARY:Tu mesa en Trattoria Demo está reservada');
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });

  it("uses the restaurant's first language when the guest sent none, and staff can resend it", async () => {
    const email = `mail-${randomUUID()}@example.test`;
    const { reservation, manageUrl } = await book({
      customer: { name: 'Jörg Weiß', phone: '+49 30 5550000', email },
      partySize: 2,
      ...slot(20 * 60, 22 * 60),
      level: 'Terrace',
    });
    const first = parseMessage((await mailTo(email)).raw);
    // demo's languages are de, en, es.
    expect(first.subject).toBe('Ihr Tisch im Trattoria Demo ist reserviert');
    expect(first.text).toContain('Hallo Jörg Weiß,');
    expect(first.text).toContain('Reservierung ansehen, ändern oder stornieren:');
    expect(first.text).toContain(manageUrl);

    const resend = await server.call({ method: 'POST', url: `/api/reservations/${reservation._id}/email/confirmation`, as: demo.owner, restaurant: 'demo' });
    expect([resend.statusCode, resend.json()]).toEqual([200, { ok: true }]);
    // The route answers after the server accepted the message, so it is already here.
    const again = inbox.filter((mail) => mail.to.includes(email));
    expect(again).toHaveLength(2);
    const second = parseMessage((again[1] as Received).raw);
    expect(second.subject).toBe(first.subject);
    expect(second.text).toContain(manageUrl);
    expect(second.calendar?.body).toContain('BEGIN:VEVENT');
  });

  it("follows the restaurant's settings: a new name and phone are in the next email (the sender is kept between emails)", async () => {
    const bookAs = async (language: string) => {
      const email = `mail-${randomUUID()}@example.test`;
      await book({ customer: { name: 'Ana Ruiz', phone: '+34 600 123 456', email }, partySize: 2, ...slot(12 * 60, 14 * 60), level: 'Terrace', language });
      return parseMessage((await mailTo(email)).raw);
    };
    const owner = { as: demo.owner, restaurant: 'demo' } as const;
    const before = await bookAs('en');
    expect(before.subject).toBe('Your table at Trattoria Demo is booked');
    expect(before.text).toContain('+49 30 1234567');
    const renamed = await server.call({ method: 'PUT', url: '/api/app-config', ...owner, payload: { restaurantName: 'Osteria Nuova' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const phoned = await server.call({ method: 'PUT', url: '/api/restaurant-metadata', ...owner, payload: { settings: { contactPhone: '+49 30 7654321' } } });
    expect(phoned.statusCode, phoned.body).toBe(200);
    try {
      const after = await bookAs('en');
      expect(after.subject).toBe('Your table at Osteria Nuova is booked');
      expect(after.text).toContain('+49 30 7654321');
      expect(after.text).not.toContain('+49 30 1234567');
    } finally {
      await server.call({ method: 'PUT', url: '/api/app-config', ...owner, payload: { restaurantName: 'Trattoria Demo' } });
      await server.call({ method: 'PUT', url: '/api/restaurant-metadata', ...owner, payload: { settings: { contactPhone: '+49 30 1234567' } } });
    }
  });
});
