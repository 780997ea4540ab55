// The variants made from an upload (spec §7): what each kind of image becomes, with sharp (libvips). Nothing here knows
// about restaurants or the bucket; images.ts stores what these functions return.
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../../core/errors';
import type { StaffRefusal } from '../../../core/staff-refusal';
import { acceptedImageTypes, maxImagePixels, minImageSide, typeNames, type ImageKind, type ImageType } from '../../../core/images';

export interface Variant {
  /** Which file this is for its kind, e.g. `png192`; images.ts names the stored file after it. */
  name: string;
  extension: 'png' | 'jpg' | 'ico';
  body: Buffer;
}

/** The real type of an upload, from its signature bytes; undefined for anything else (SVG, GIF, HTML, …). */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (isIco(bytes)) return 'ico';
  return undefined;
}

/** An ICO file: header (reserved 0, type 1, count) and directory entries whose images lie inside the file. */
function isIco(bytes: Buffer): boolean {
  if (bytes.length < 6 || bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) return false;
  const count = bytes.readUInt16LE(4);
  if (count < 1 || count > 64 || bytes.length < 6 + 16 * count) return false;
  for (let index = 0; index < count; index++) {
    const entry = 6 + 16 * index;
    const size = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    if (size === 0 || offset < 6 + 16 * count || offset + size > bytes.length) return false;
  }
  return true;
}

/** An ICO holding PNG images (every browser since 2010 reads those), largest last. */
export function icoOf(pngs: { size: number; body: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, body }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(body.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += body.length;
  });
  return Buffer.concat([header, ...pngs.map((png) => png.body)]);
}

const kindNames: Record<ImageKind, string> = { logo: 'A logo', favicon: 'A favicon', 'app-icon': 'An app icon', area: 'An area image', 'city-cover': 'A city cover', 'profile-picture': 'A profile picture' };
const white = { r: 255, g: 255, b: 255, alpha: 1 };
const clear = { r: 0, g: 0, b: 0, alpha: 0 };

/** Checks the upload's real type, size and dimensions for its kind, then makes its variants. */
export async function variantsOf(kind: ImageKind, bytes: Buffer): Promise<Variant[]> {
  const type = detectImageType(bytes);
  if (!type || !acceptedImageTypes[kind].includes(type)) {
    throw new AppError('unsupported_media_type', `${kindNames[kind]} must be a ${typeNames(kind)} file${type ? `, not ${type.toUpperCase()}` : ''}`);
  }
  // Spec §7: the favicon is an .ico; one uploaded as such is kept exactly as given (sharp cannot read ICO anyway).
  if (type === 'ico') return [{ name: 'ico', extension: 'ico', body: bytes }];

  const source = await readable(kind, bytes);
  try {
    return await render(kind, source);
  } catch (error) {
    // The header was fine but decoding failed further in (a truncated or corrupt file).
    if (error instanceof AppError) throw error;
    throw damaged();
  }
}

async function render(kind: ImageKind, source: () => Sharp): Promise<Variant[]> {
  switch (kind) {
    case 'logo':
      return [
        { name: 'png', extension: 'png', body: await source().resize(1024, 1024, { fit: 'inside', withoutEnlargement: true }).png().toBuffer() },
        { name: 'thumbnail', extension: 'jpg', body: await jpeg(source().resize(256, 256, { fit: 'inside', withoutEnlargement: true })) },
      ];
    case 'favicon': {
      const square = (size: number) => source().resize(size, size, { fit: 'contain', background: clear }).png().toBuffer();
      const [png16, png32, png48] = await Promise.all([square(16), square(32), square(48)]);
      return [
        { name: 'ico', extension: 'ico', body: icoOf([{ size: 16, body: png16 }, { size: 32, body: png32 }, { size: 48, body: png48 }]) },
        { name: 'png32', extension: 'png', body: png32 },
        { name: 'png48', extension: 'png', body: png48 },
      ];
    }
    case 'app-icon': {
      const square = (size: number) => source().resize(size, size, { fit: 'contain', background: clear }).png().toBuffer();
      return [
        { name: 'png192', extension: 'png', body: await square(192) },
        { name: 'png512', extension: 'png', body: await square(512) },
        { name: 'maskable512', extension: 'png', body: await maskable(source) },
      ];
    }
    case 'profile-picture': {
      // A square, centred on what sharp finds most interesting: the public page shows it round.
      const square = (size: number) => jpeg(source().resize(size, size, { fit: 'cover', position: 'attention' }));
      return [
        { name: 'image', extension: 'jpg', body: await square(512) },
        { name: 'thumbnail', extension: 'jpg', body: await square(128) },
      ];
    }
    case 'area':
    case 'city-cover':
      return [
        { name: 'image', extension: 'jpg', body: await jpeg(source().resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })) },
        { name: 'thumbnail', extension: 'jpg', body: await jpeg(source().resize({ width: 400, height: 400, fit: 'inside', withoutEnlargement: true })) },
      ];
  }
}

/**
 * A maskable icon is cropped by the platform to a circle, squircle or rounded square; only the middle 80 % (the safe
 * zone, a circle of radius 40 %) is sure to show. The picture goes there, and its edge pixels are carried out to the
 * border so any mask shows a calm background rather than a cut-off picture.
 */
async function maskable(source: () => Sharp): Promise<Buffer> {
  const inner = 410; // 80 % of 512
  const framed = await source().resize(inner, inner, { fit: 'contain', background: white }).flatten({ background: white }).png().toBuffer();
  const before = Math.floor((512 - inner) / 2);
  const after = 512 - inner - before;
  return sharp(framed).extend({ top: before, bottom: after, left: before, right: after, extendWith: 'copy' }).png().toBuffer();
}

/** JPEG has no transparency: transparent parts become white. Progressive, metadata stripped (sharp's default). */
function jpeg(image: Sharp): Promise<Buffer> {
  return image.flatten({ background: white }).jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer();
}

const damaged = () => new AppError('invalid_request', 'The image cannot be read; the file may be damaged', { params: { reason: 'imageDamaged' } satisfies StaffRefusal });

/** Reads the header to refuse broken, oversized or tiny pictures; returns a factory of pipelines turned upright (EXIF). */
async function readable(kind: ImageKind, bytes: Buffer): Promise<() => Sharp> {
  const open = () => sharp(bytes, { limitInputPixels: maxImagePixels, failOn: 'error' }).rotate();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    throw damaged();
  }
  if (!width || !height) throw damaged();
  if (width * height > maxImagePixels) {
    throw new AppError('invalid_request', `The image has ${width} × ${height} pixels; at most ${maxImagePixels / 1_000_000} megapixels are accepted`, {
      params: { reason: 'imageTooLarge', megapixels: maxImagePixels / 1_000_000 } satisfies StaffRefusal,
    });
  }
  const side = Math.min(width, height);
  if (side < minImageSide[kind]) {
    throw new AppError('invalid_request', `${kindNames[kind]} must be at least ${minImageSide[kind]} × ${minImageSide[kind]} pixels (this one is ${width} × ${height})`, {
      params: { reason: 'imageTooSmall', side: minImageSide[kind], width, height } satisfies StaffRefusal,
    });
  }
  return open;
}
