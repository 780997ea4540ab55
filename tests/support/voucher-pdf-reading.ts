// Reading a voucher PDF back (docs/decisions/012) for the server and browser tests: its text as pdf-lib writes it
// (standard-font text as hex strings in deflated page streams) and its embedded images.
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

export function streamsOf(pdf: PDFDocument) {
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream);
}

export const isImage = (stream: PDFRawStream) => stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');

/** The page's drawing operations, inflated; pdf-lib writes standard-font text as hex strings. */
export function pageText(pdf: PDFDocument): string {
  return streamsOf(pdf)
    .filter((stream) => !isImage(stream) && stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode'))
    .map((stream) => {
      try {
        return inflateSync(stream.contents).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n');
}

/** The standard fonts' encoding (WinAnsi): Latin-1, with the euro sign and typographic quotes in 0x80–0x9f. */
const winAnsi: Record<string, number> = { '€': 0x80, '“': 0x93, '”': 0x94 };
export const hexOf = (text: string) =>
  Array.from(text, (ch) => (winAnsi[ch] ?? ch.charCodeAt(0)).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

/** The image stream pdf-lib makes of this PNG (the same PNG embeds to the same bytes). */
export async function embeddedImageBytes(png: Buffer): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  await pdf.embedPng(png);
  await pdf.save();
  const image = streamsOf(pdf).find(isImage);
  if (!image) throw new Error('No image');
  return Buffer.from(image.contents);
}
