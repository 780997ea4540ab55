// The voucher as a one-page PDF (docs/decisions/012): the restaurant's name in its colours, the value, the code in
// groups of four, the expiry, whom it is for and the message, and a QR code of the voucher's page, also printed as a
// link. Made with pdf-lib's standard fonts, which write Western European text (WinAnsi): anything else is replaced.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';

export interface VoucherPdfContent {
  restaurantName: string;
  colors: { primary: string; accent: string };
  /** The restaurant's logo as PNG (the upload's PNG variant), or null when it has none or it cannot be read. */
  logoPng: Uint8Array | null;
  title: string;
  /** The experience's name, or nothing for an amount. */
  experience: string | null;
  value: string;
  codeLabel: string;
  code: string;
  validUntil: string;
  forWhom: string | null;
  message: string | null;
  scan: string;
  url: string;
}

const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can write: other characters (emoji, other scripts) become '?'; narrow spaces plain spaces. */
export function printable(text: string): string {
  return Array.from(text.replace(/[\u2000-\u200a\u202f]/g, ' '), (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    return latin1 || winAnsiExtras.has(ch) ? ch : '?';
  }).join('');
}

function colorOf(hex: string): RGB {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return Number.isFinite(n) ? rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255) : rgb(0.1, 0.1, 0.1);
}

/** The words of `text` in lines no wider than `width`. */
function wrapped(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

interface Pen {
  page: PDFPage;
  y: number;
}

function write(pen: Pen, text: string, font: PDFFont, size: number, color: RGB, width = 455): void {
  // `y` is the top of the next line: each line's baseline sits one size below it, so large text never rises into the line above.
  for (const line of wrapped(printable(text), font, size, width)) {
    pen.y -= size;
    pen.page.drawText(line, { x: 70, y: pen.y, size, font, color });
    pen.y -= size * 0.35;
  }
}

/** The logo at the header's right, scaled to fit 110 × 110 pt; a file that is no PNG leaves the header without it. */
async function drawLogo(pdf: PDFDocument, page: PDFPage, png: Uint8Array): Promise<void> {
  const logo = await pdf.embedPng(png).catch(() => null);
  if (!logo) return;
  const { width, height } = logo.scaleToFit(110, 110);
  page.drawImage(logo, { x: 595.28 - 60 - width, y: 841.89 - 75 - height / 2, width, height });
}

export async function voucherPdf(content: VoucherPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`${content.title} - ${content.restaurantName}`));
  pdf.setCreator('Covers');
  const page = pdf.addPage([595.28, 841.89]);
  const [regular, bold, mono] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold), pdf.embedFont(StandardFonts.CourierBold)]);
  const primary = colorOf(content.colors.primary);
  const accent = colorOf(content.colors.accent);
  const ink = rgb(0.12, 0.12, 0.12);

  page.drawRectangle({ x: 0, y: 841.89 - 150, width: 595.28, height: 150, color: primary });
  page.drawText(printable(content.restaurantName).slice(0, 60), { x: 70, y: 841.89 - 80, size: 26, font: bold, color: rgb(1, 1, 1) });
  page.drawText(printable(content.title), { x: 70, y: 841.89 - 115, size: 16, font: regular, color: rgb(1, 1, 1) });
  if (content.logoPng) await drawLogo(pdf, page, content.logoPng);

  const pen: Pen = { page, y: 841.89 - 185 };
  if (content.experience) write(pen, content.experience, bold, 20, ink);
  write(pen, content.value, bold, 34, accent);
  pen.y -= 10;
  if (content.forWhom) write(pen, content.forWhom, regular, 14, ink);
  if (content.message) write(pen, `“${content.message}”`, regular, 12, ink);
  pen.y -= 14;
  write(pen, content.codeLabel, regular, 11, ink);
  write(pen, content.code, mono, 24, ink);
  write(pen, content.validUntil, regular, 12, ink);

  const qr = await pdf.embedPng(await QRCode.toBuffer(content.url, { type: 'png', margin: 1, width: 300, errorCorrectionLevel: 'M' }));
  page.drawImage(qr, { x: 70, y: 90, width: 150, height: 150 });
  const side: Pen = { page, y: 225 };
  for (const line of wrapped(printable(content.scan), regular, 11, 300)) {
    page.drawText(line, { x: 240, y: side.y, size: 11, font: regular, color: ink });
    side.y -= 15;
  }
  for (const line of wrapped(content.url.replace(/\//g, '/ '), regular, 9, 300)) {
    page.drawText(line.replace(/\/ /g, '/'), { x: 240, y: side.y - 4, size: 9, font: regular, color: primary });
    side.y -= 12;
  }
  return pdf.save();
}
