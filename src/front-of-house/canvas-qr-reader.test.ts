import { describe, expect, it } from 'vitest';
import { lumaToRgba, qrLuma } from '../../tests/support/qr-luma';
import { decodeQrPixels, frameSize } from './canvas-qr-reader';
import { scannedVoucherId } from './scanned-voucher';

describe('frameSize', () => {
  it('reads a small camera at its own size and scales a large one down to 640 wide, keeping its shape', () => {
    expect(frameSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(frameSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(frameSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(frameSize(1080, 1920)).toEqual({ width: 640, height: 1138 });
  });
});

describe('decodeQrPixels', () => {
  it('reads the voucher page address from a frame showing its QR code, which names the voucher', () => {
    const address = 'https://book.example.com/r/demo/vouchers/1548f6af-8b48-4bcf-9823-94f7fe9d106b';
    const text = decodeQrPixels(lumaToRgba(qrLuma(address, 320, 240)), 320, 240);
    expect(text).toBe(address);
    expect(scannedVoucherId(text ?? '')).toBe('1548f6af-8b48-4bcf-9823-94f7fe9d106b');
  });

  it('sees nothing in a frame without a code', () => {
    expect(decodeQrPixels(lumaToRgba(new Uint8Array(320 * 240).fill(200)), 320, 240)).toBeUndefined();
  });
});
