// A voucher's emails over real SMTP (docs/decisions/012): the recipient's email leaves the outbox through the mail
// thread and arrives with its PDF whole (base64 in the message, the same bytes out).
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Mailer } from '../../server/modules/email/mailer';
import { mailServerForFile } from './email-outbox-kit';
import { bought, purchase, sessionOf, stripeWorld } from './payments-kit';

const smtp = mailServerForFile();
// The mail server listens only once the file's hooks run: the app's mailer is made at its first email.
let threaded: Mailer | undefined;
const lazyMailer: Mailer = { send: (mail) => (threaded ??= smtp.smtpMailer()).send(mail), close: () => threaded?.close() };
const world = await stripeWorld(lazyMailer);

/** The attachment of a raw MIME message whose content type is `type`, decoded. */
function attachmentOf(raw: string, type: string): Buffer {
  const part = raw.split(/\r?\n--/).find((chunk) => chunk.toLowerCase().includes(`content-type: ${type}`));
  if (!part) throw new Error(`No ${type} part`);
  const body = part.split(/\r?\n\r?\n/).slice(1).join('');
  return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
}

describe('voucher emails over SMTP', () => {
  it('the recipient of a gift for today gets an email with the voucher’s PDF', async () => {
    const body = purchase({ language: 'en' });
    const answer = await bought(world.server, body);
    await world.standIn.complete(await sessionOf(world, answer.voucherId));
    const recipient = (body.recipient as { email: string }).email;
    await smtp.whenMail(() => smtp.mailsTo(recipient).length > 0, 'the recipient’s email');
    const raw = smtp.mailsTo(recipient)[0]?.raw ?? '';
    expect(raw).toMatch(/Subject: A gift card for /);
    const pdf = await PDFDocument.load(attachmentOf(raw, 'application/pdf'));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toMatch(/^Gift card - /);
  });
});
