import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedFiles, encodedEtag, encodingFor } from './encoded';

const json = (size: number) => ({ body: Buffer.from(JSON.stringify({ slots: 'x'.repeat(size) })), contentType: 'application/json; charset=utf-8' });

describe('encodingFor', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    const file = json(4000);
    expect(encodingFor(file, 'gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor(file, 'gzip, deflate')).toBe('gzip');
    expect(encodingFor(file, 'br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(encodingFor(file, 'br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(encodingFor(file, '*')).toBe('gzip');
    expect(encodingFor(file, 'identity')).toBeUndefined();
    expect(encodingFor(file, undefined)).toBeUndefined();
  });

  it('leaves small files and images alone', () => {
    expect(encodingFor(json(10), 'br')).toBeUndefined();
    expect(encodingFor({ body: Buffer.alloc(50_000), contentType: 'image/png' }, 'br')).toBeUndefined();
    expect(encodingFor({ body: Buffer.alloc(50_000), contentType: 'image/svg+xml' }, 'br')).toBe('br');
  });
});

describe('EncodedFiles', () => {
  it('compresses each version once, and a new version again', async () => {
    const files = new EncodedFiles();
    const first = { ...json(20_000), etag: '"v1"' };
    const br = await files.body('availability/demo.json', first, 'br');
    expect(br.length).toBeLessThan(first.body.length / 10);
    expect(brotliDecompressSync(br).equals(first.body)).toBe(true);
    expect(await files.body('availability/demo.json', first, 'br')).toBe(br);
    expect(gunzipSync(await files.body('availability/demo.json', first, 'gzip')).equals(first.body)).toBe(true);

    const second = { body: Buffer.from(JSON.stringify({ slots: 'y'.repeat(20_000) })), etag: '"v2"' };
    const newer = await files.body('availability/demo.json', second, 'br');
    expect(brotliDecompressSync(newer).equals(second.body)).toBe(true);
  });

  it('keeps at most its number of entries, dropping the one used longest ago', async () => {
    const files = new EncodedFiles(2);
    const file = { ...json(5_000), etag: '"a"' };
    const a = await files.body('a.json', file, 'gzip');
    await files.body('b.json', file, 'gzip');
    await files.body('c.json', file, 'gzip');
    expect(await files.body('c.json', file, 'gzip')).toBe(await files.body('c.json', file, 'gzip'));
    expect(await files.body('a.json', file, 'gzip')).not.toBe(a);
  });
});

it('gives each encoding its own entity tag', () => {
  expect(encodedEtag('"abc"', 'br')).toBe('"abc-br"');
  expect(encodedEtag('"abc"', 'gzip')).toBe('"abc-gzip"');
});
