// The bucket's text files (availability, app config, manifests) compressed for the browser that accepts it. The
// availability file is about 50 KB of JSON and a few KB compressed: on a phone's slow connection that is most of the
// booking page's wait for its first offer. Each version of a file is compressed once per process, then served from
// memory until a newer version replaces it.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { StoredFile } from './bucket';

export type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: a tenth of the JSON's size in about a millisecond; the top qualities take 50× longer for a few % less.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** Smaller than this, compressing saves less than the headers it adds. */
const minimumBytes = 1024;
const compressibleTypes = /^(?:application\/(?:json|manifest\+json)|image\/svg\+xml|text\/)/;

/** Whether the file's type compresses (its answer varies with Accept-Encoding). */
export const compressibleType = (file: Pick<StoredFile, 'contentType'>) => compressibleTypes.test(file.contentType);

/** The encoding to send for this Accept-Encoding, when the file is worth compressing (brotli first). */
export function encodingFor(file: Pick<StoredFile, 'body' | 'contentType'>, acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding || file.body.length < minimumBytes || !compressibleType(file)) return undefined;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** A distinct entity tag per encoding (RFC 9110 §8.8.3): a cache must not hand one encoding's bytes for another's. */
export const encodedEtag = (etag: string, encoding: Encoding) => `${etag.slice(0, -1)}-${encoding}"`;

export class EncodedFiles {
  /** Per file and encoding: the version compressed (its entity tag) and the compressed body. */
  private readonly cache = new Map<string, { etag: string; body: Promise<Buffer> }>();

  constructor(private readonly maxEntries = 256) {}

  /** The file's body in the encoding; compressed once per file version and encoding. */
  body(key: string, file: Pick<StoredFile, 'body' | 'etag'>, encoding: Encoding): Promise<Buffer> {
    const cacheKey = `${key}\u0000${encoding}`;
    const cached = this.cache.get(cacheKey);
    if (cached?.etag === file.etag) return cached.body;
    const body = compressors[encoding](file.body);
    // Newest last, so the first key is the one used longest ago.
    this.cache.delete(cacheKey);
    if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(cacheKey, { etag: file.etag, body });
    // A failed compression is not kept: the next request tries again.
    body.catch(() => {
      if (this.cache.get(cacheKey)?.body === body) this.cache.delete(cacheKey);
    });
    return body;
  }
}
