import { describe, expect, it } from 'vitest';
import { nativeQrReader } from './qr-reader';

const video = {} as HTMLVideoElement;

/** A stand-in for the browser's BarcodeDetector that knows `formats` and sees `seen` in every frame. */
function detectorKnowing(formats: string[] | undefined, seen: string[]) {
  return class {
    static getSupportedFormats = formats ? () => Promise.resolve(formats) : undefined;
    constructor(readonly options: { formats: string[] }) {}
    detect = () => Promise.resolve(seen.map((rawValue) => ({ rawValue })));
  };
}

describe('nativeQrReader', () => {
  it('is the browser’s detector when it reads QR codes: the first code seen, or nothing', async () => {
    const read = await nativeQrReader(detectorKnowing(['ean_13', 'qr_code'], ['WELC-3ME2-DEMA-2345', 'other']));
    expect(await read?.(video)).toBe('WELC-3ME2-DEMA-2345');
    expect(await (await nativeQrReader(detectorKnowing(['qr_code'], [])))?.(video)).toBeUndefined();
  });

  it('trusts a detector that cannot list its formats', async () => {
    expect(await (await nativeQrReader(detectorKnowing(undefined, ['x'])))?.(video)).toBe('x');
  });

  it('leaves the reading to the canvas where there is no detector, or one without QR codes', async () => {
    expect(await nativeQrReader(undefined)).toBeUndefined();
    expect(await nativeQrReader(detectorKnowing([], ['x']))).toBeUndefined();
  });
});
