import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType, icoOf, variantsOf } from './image-variants';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: '#336699' } }).png().toBuffer();

describe('detectImageType', () => {
  it('reads the type from the signature bytes', async () => {
    expect(detectImageType(await png(4, 4))).toBe('png');
    expect(detectImageType(await sharp(await png(4, 4)).jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await sharp(await png(4, 4)).webp().toBuffer())).toBe('webp');
    expect(detectImageType(icoOf([{ size: 16, body: await png(16, 16) }]))).toBe('ico');
  });

  it('knows nothing else: SVG, GIF, text, an ICO header pointing past its end', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectImageType(Buffer.from(''))).toBeUndefined();
    const broken = Buffer.alloc(22);
    broken.writeUInt16LE(1, 2);
    broken.writeUInt16LE(1, 4);
    broken.writeUInt32LE(1000, 14);
    broken.writeUInt32LE(22, 18);
    expect(detectImageType(broken)).toBeUndefined();
  });
});

describe('variantsOf', () => {
  it('keeps EXIF orientation: a portrait photo stored sideways comes out upright', async () => {
    const sideways = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#aa3300' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const [image] = await variantsOf('area', sideways);
    expect(await sharp(image?.body).metadata()).toMatchObject({ width: 400, height: 600 });
  });

  it('never enlarges a small area image', async () => {
    const [image, thumbnail] = await variantsOf('area', await png(300, 200));
    expect(await sharp(image?.body).metadata()).toMatchObject({ width: 300, height: 200, format: 'jpeg' });
    expect(await sharp(thumbnail?.body).metadata()).toMatchObject({ width: 300, height: 200 });
  });
});
