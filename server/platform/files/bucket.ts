// The "bucket" of spec §7 (static files). A local folder now; an S3-compatible store can implement the same interface.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  body: Buffer;
  contentType: string;
  etag: string;
  modifiedAt: Date;
}

export interface Bucket {
  put(key: string, body: Buffer | string, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
}

/** Keys are relative paths like `app-config/demo.json`: lowercase segments, no traversal. */
export function isValidKey(key: string): boolean {
  return /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

const contentTypes: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

export function contentTypeOf(key: string): string {
  return contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export class LocalBucket implements Bucket {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid bucket key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer | string, contentType: string): Promise<void> {
    void contentType; // a folder keeps the type implied by the extension
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file. The name is unique per write: two publishes of the same
    // file in the same millisecond must not rename each other's temporary file away.
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  }

  async get(key: string): Promise<StoredFile | undefined> {
    if (!isValidKey(key)) return undefined;
    const file = this.file(key);
    try {
      const [body, info] = await Promise.all([readFile(file), stat(file)]);
      return {
        body,
        contentType: contentTypeOf(key),
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        modifiedAt: info.mtime,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
