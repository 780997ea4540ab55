// A voucher's emails leave through the outbox with the voucher as a PDF (docs/decisions/012): read back with pdf-lib,
// its page shows the grouped code, and the picture on it is the QR code of the voucher's page; sent over SMTP the
// attachment arrives whole; the email is in the buyer's language with the amount written the way that language does.
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { formatVoucherCode } from '../../core/vouchers/code';
import { embeddedImageBytes, hexOf, isImage, pageText, streamsOf } from '../support/voucher-pdf-reading';
import { bought, purchase, sessionOf, stripeWorld, untilMailed, voucherRow } from './payments-kit';

const world = await stripeWorld();
const { server, standIn, mailer } = world;

/** A paid voucher, and the email its buyer got. */
async function paidAndMailed(overrides: Record<string, unknown>) {
  const body = purchase(overrides);
  const answer = await bought(server, body);
  await standIn.complete(await sessionOf(world, answer.voucherId));
  const to = (body.buyer as { email: string }).email;
  const mail = await untilMailed(mailer, (sent) => sent.to === to, 'the buyer’s email');
  return { mail, row: await voucherRow(server, answer.voucherId), body };
}

describe('the voucher’s PDF', () => {
  it('carries the grouped code, the value, the link and the QR code of the voucher’s page', async () => {
    const { mail, row } = await paidAndMailed({ amount: 5_000, language: 'de', recipient: { name: 'Jörg Empfänger' }, message: 'Alles Gute! 🎉' });
    const attachment = mail.attachments?.[0];
    expect(attachment).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
    const bytes = Buffer.from(attachment?.content ?? '', 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const text = pageText(pdf);
    expect(text).toContain(hexOf(formatVoucherCode(row.code)));
    // pdf-lib writes the no-break space of '50,00 €' as a plain space.
    expect(text).toContain(hexOf('50,00 €'));
    expect(text).toContain(hexOf('Für Jörg Empfänger'));
    // The emoji cannot be written in the standard fonts: replaced, not a failed email.
    expect(text).toContain(hexOf('“Alles Gute! ?”'));
    expect(text).toContain(hexOf(row.id));
    const url = `${server.config.publicUrl}/r/demo/vouchers/${row.id}`;
    const qr = await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 300, errorCorrectionLevel: 'M' });
    const images = streamsOf(pdf).filter(isImage).map((image) => Buffer.from(image.contents));
    const expected = await embeddedImageBytes(qr);
    expect(images.some((image) => image.equals(expected))).toBe(true);
  });

  it('the email is in the buyer’s language, with the voucher’s link', async () => {
    const { mail, row } = await paidAndMailed({ amount: 12_345, language: 'es' });
    expect(mail.subject).toMatch(/^Tu tarjeta regalo para \S/);
    expect(mail.text).toContain(new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'EUR' }).format(123.45));
    expect(mail.text).toContain(`/r/demo/vouchers/${row.id}`);
    expect(mail.attachments?.[0]?.filename).toMatch(/^tarjeta-regalo-\w{4}\.pdf$/);
  });
});
