// A QR code as a camera would see it held up close: black modules on white, with the quiet zone the standard asks
// for (4 modules), centred in a grey-scale frame. The browser test feeds it to Chromium's fake camera (tests/support/y4m.ts);
// the decoder's unit test reads it back.
import QRCode from 'qrcode';

const quietZone = 4;
const white = 255;
const black = 0;

/** One grey-scale frame (a byte per pixel, rows top to bottom) showing the QR code of `text`, as large as fits. */
export function qrLuma(text: string, width: number, height: number): Uint8Array {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + 2 * quietZone;
  const scale = Math.floor(Math.min(width, height) / span);
  if (scale < 1) throw new Error(`A ${width}×${height} frame is too small for a QR code of ${modules.size} modules`);
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  const luma = new Uint8Array(width * height).fill(white);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = top + row * scale; y < top + (row + 1) * scale; y += 1) luma.fill(black, y * width + left + column * scale, y * width + left + (column + 1) * scale);
    }
  }
  return luma;
}

/** The same frame as RGBA pixels (what a canvas's getImageData gives). */
export function lumaToRgba(luma: Uint8Array): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(luma.length * 4);
  luma.forEach((value, index) => rgba.set([value, value, value, 255], index * 4));
  return rgba;
}
