// The product's own icons (public/icons/), drawn once here and committed: the build's web app manifest lists them, and a
// restaurant that has uploaded no app icon of its own falls back to them (core/web-manifest.ts). Run
// `npx tsx scripts/make-icons.ts` after changing the drawing. Colours are the product's (src/theme/ThemeProvider.tsx).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const primary = '#2f4858';
const accent = '#e0a526';
const light = '#f2efe9';

/** A covered dish (a cloche on a plate) inside a circle of radius 0.4 × size, so it survives a maskable crop. */
function drawing(size: number, { rounded }: { rounded: boolean }): string {
  const corner = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="${(corner / size) * 100}" fill="${primary}"/>
  <path d="M24 62 a26 26 0 0 1 52 0 z" fill="${light}"/>
  <circle cx="50" cy="33" r="4" fill="${light}"/>
  <rect x="18" y="64" width="64" height="6" rx="3" fill="${accent}"/>
</svg>`;
}

const outDir = path.resolve('public/icons');

async function png(name: string, size: number, rounded: boolean): Promise<void> {
  const body = await sharp(Buffer.from(drawing(size, { rounded })))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(path.join(outDir, name), body);
  console.log(`${name}: ${body.length} bytes`);
}

await mkdir(outDir, { recursive: true });
// "any" icons may have transparent rounded corners; the maskable one is full-bleed (the launcher cuts its own shape).
await png('icon-192.png', 192, true);
await png('icon-512.png', 512, true);
await png('maskable-512.png', 512, false);
await png('apple-touch-icon-180.png', 180, false);
await writeFile(path.join(outDir, 'favicon.svg'), `${drawing(32, { rounded: true })}\n`);
