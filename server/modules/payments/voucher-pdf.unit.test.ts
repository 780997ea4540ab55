// What the voucher PDF's standard fonts can write (docs/decisions/012).
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { printable, voucherPdf } from './voucher-pdf';

describe('printable', () => {
  it('keeps Western European text and replaces what the standard fonts cannot write', () => {
    expect(printable('Jörg, Peña, 50,00 € – “ok”')).toBe('Jörg, Peña, 50,00 € – “ok”');
    // One mark per character, an emoji being one.
    expect(printable('Feliz 🎂 東京')).toBe('Feliz ? ??');
    expect(printable('1\u202f000')).toBe('1 000');
  });
});

describe('voucherPdf', () => {
  const content = {
    restaurantName: 'Trattoria Demo',
    colors: { primary: '#8c2f39', accent: '#c9a227' },
    title: 'Gift card',
    experience: null,
    value: '€50.00',
    codeLabel: 'Code',
    code: 'WELC-3ME2-DEMA-2345',
    validUntil: 'Valid until 31 December 2029',
    forWhom: 'For Rosa',
    message: null,
    scan: 'Scan to open the gift card',
    url: 'http://127.0.0.1:8080/r/demo/vouchers/v1',
  };
  const imagesIn = async (bytes: Uint8Array) =>
    (await PDFDocument.load(bytes)).context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length;

  it('draws the restaurant’s logo in the header when it has one, beside the QR code', async () => {
    const logo = await QRCode.toBuffer('logo', { type: 'png', width: 64 });
    expect(await imagesIn(await voucherPdf({ ...content, logoPng: null }))).toBe(1);
    expect(await imagesIn(await voucherPdf({ ...content, logoPng: new Uint8Array(logo) }))).toBe(2);
  });

  it('leaves a logo that is no PNG out instead of failing the email', async () => {
    expect(await imagesIn(await voucherPdf({ ...content, logoPng: new TextEncoder().encode('not a png') }))).toBe(1);
  });
});
