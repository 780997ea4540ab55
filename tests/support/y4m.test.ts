import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { lumaToRgba, qrLuma } from './qr-luma';
import { y4mStill } from './y4m';

const address = 'http://127.0.0.1:8091/r/demo/vouchers/1548f6af-8b48-4bcf-9823-94f7fe9d106b';

describe('qrLuma', () => {
  it('draws a QR code that a decoder reads back, on white, with a quiet zone', () => {
    const luma = qrLuma(address, 640, 480);
    expect(luma.length).toBe(640 * 480);
    expect(jsQR(lumaToRgba(luma), 640, 480)?.data).toBe(address);
    // The corners and the rim (well outside the quiet zone) are white.
    expect([luma[0], luma[639], luma[479 * 640], luma[480 * 640 - 1]]).toEqual([255, 255, 255, 255]);
    expect(new Set(luma)).toEqual(new Set([0, 255]));
  });

  it('refuses a frame too small for the code', () => {
    expect(() => qrLuma(address, 20, 20)).toThrow(/too small/);
  });
});

describe('y4mStill', () => {
  it('writes the header and each frame as marker, luma and neutral 4:2:0 chroma', () => {
    const luma = Uint8Array.from({ length: 4 * 2 }, (_, index) => index);
    const file = y4mStill({ width: 4, height: 2, luma, frames: 3 });
    const header = 'YUV4MPEG2 W4 H2 F10:1 Ip A1:1 C420jpeg\n';
    const frame = [...Buffer.from('FRAME\n'), ...luma, 128, 128, 128, 128];
    expect(file.subarray(0, header.length).toString('ascii')).toBe(header);
    expect([...file.subarray(header.length)]).toEqual([...frame, ...frame, ...frame]);
  });

  it('refuses odd sizes and a luma plane of the wrong size', () => {
    expect(() => y4mStill({ width: 3, height: 2, luma: new Uint8Array(6), frames: 1 })).toThrow(/even/);
    expect(() => y4mStill({ width: 4, height: 2, luma: new Uint8Array(7), frames: 1 })).toThrow(/7 bytes/);
  });
});
