// Build steps of our own: ICU messages compiled to ASTs at build time (so the browser needs no message parser), and
// every asset precompressed with gzip and brotli (the server sends the smaller file when the browser accepts it).
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export function precompiledMessages(): Plugin {
  return {
    name: 'covers:precompiled-messages',
    enforce: 'pre',
    async load(id) {
      if (!/[\\/]locales[\\/][a-z]{2}\.json$/.test(id)) return null;
      const messages = JSON.parse(await readFile(id, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      // Still JSON: Vite's JSON plugin turns it into the module.
      return JSON.stringify(compiled);
    },
  };
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'covers:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await listFiles(outDir);
      await Promise.all(
        files
          .filter((file) => /\.(js|css|html|json|svg|webmanifest|ico)$/.test(file))
          .map(async (file) => {
            const body = await readFile(file);
            if (body.length < 1024) return;
            await writeFile(`${file}.gz`, await gzipAsync(body, { level: 9 }));
            await writeFile(`${file}.br`, await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          }),
      );
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)])));
  return nested.flat();
}
