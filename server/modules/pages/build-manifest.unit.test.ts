import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHomeModules, bookingHomeModulesOf, type BuildManifest } from './build-manifest';

// The shape `vite build` writes (a trimmed copy of a real build's manifest).
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-ti2v7pdl.js', imports: ['_react-sySUN5R7.js', '_device-B9LOl-ct.js'] },
  '_react-sySUN5R7.js': { file: 'assets/react-sySUN5R7.js' },
  '_device-B9LOl-ct.js': { file: 'assets/device-B9LOl-ct.js' },
  '_time-BD1rjjbV.js': { file: 'assets/time-BD1rjjbV.js' },
  '_BookingHeader-CJyIgMw_.js': { file: 'assets/BookingHeader-CJyIgMw_.js', imports: ['_react-sySUN5R7.js', 'index.html', '_time-BD1rjjbV.js'] },
  'src/features/booking/BookingHomePage.tsx': {
    file: 'assets/BookingHomePage-BpkJ7nGx.js',
    imports: ['_react-sySUN5R7.js', 'index.html', '_BookingHeader-CJyIgMw_.js', '_device-B9LOl-ct.js', '_time-BD1rjjbV.js'],
  },
  'src/features/booking/BookingFlow.tsx': { file: 'assets/BookingFlow-rofyg1dv.js', imports: ['src/features/booking/BookingHomePage.tsx'] },
  'locales/en.json': { file: 'assets/en-Dx4Zeba9.js' },
  'locales/en.json?guest': { file: 'assets/en-BX8amJUg.js' },
  'locales/de.json?guest': { file: 'assets/de-BkiaXnRi.js' },
};

describe('bookingHomeModules', () => {
  it("lists the booking page's module and its imports once each, leaving out what index.html already names, and the guest's messages", () => {
    expect(bookingHomeModules(manifest)).toEqual({
      page: ['/assets/BookingHomePage-BpkJ7nGx.js', '/assets/BookingHeader-CJyIgMw_.js', '/assets/time-BD1rjjbV.js'],
      messages: { en: '/assets/en-BX8amJUg.js', de: '/assets/de-BkiaXnRi.js' },
    });
  });

  it('names only the messages when the booking page is in the entry, and nothing for a build without an entry', () => {
    expect(bookingHomeModules({ 'index.html': { file: 'assets/index.js' }, 'locales/en.json?guest': { file: 'assets/en-1.js' } })).toEqual({
      page: [],
      messages: { en: '/assets/en-1.js' },
    });
    expect(bookingHomeModules({ 'locales/en.json?guest': { file: 'assets/en-1.js' } })).toBeUndefined();
  });
});

describe('bookingHomeModulesOf', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'covers-build-manifest-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("reads the manifest beside index.html, again when it changes, and names nothing when there is none", async () => {
    const indexFile = path.join(folder, 'index.html');
    expect(await bookingHomeModulesOf(indexFile)).toBeUndefined();
    const file = path.join(folder, '.vite', 'manifest.json');
    await mkdir(path.dirname(file));
    await writeFile(file, JSON.stringify(manifest));
    expect((await bookingHomeModulesOf(indexFile))?.page[0]).toBe('/assets/BookingHomePage-BpkJ7nGx.js');
    const rebuilt = { ...manifest, 'src/features/booking/BookingHomePage.tsx': { file: 'assets/BookingHomePage-new.js' } };
    await writeFile(file, JSON.stringify(rebuilt));
    // A rebuild within the same millisecond would keep the old time; set one that differs.
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    expect((await bookingHomeModulesOf(indexFile))?.page).toEqual(['/assets/BookingHomePage-new.js']);
    await writeFile(file, '{"torn": ');
    await utimes(file, new Date(), new Date(Date.now() + 10_000));
    expect(await bookingHomeModulesOf(indexFile)).toBeUndefined();
  });
});
