// Build steps of our own: ICU messages compiled to ASTs at build time (so the browser needs no message parser), the
// stylesheet first in index.html, and every asset precompressed with gzip and brotli (the server sends the smaller
// file when the browser accepts it).
// gzip is made with Zopfli: ordinary gzip that any browser reads, ~3 % smaller than zlib's best — and browsers on plain
// http (a restaurant's local install) or behind some proxies get gzip, not brotli.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { guestLaterPattern, guestMessagePattern } from '../src/i18n/message-sets.ts';

const brotliAsync = promisify(brotliCompress);

export function precompiledMessages(): Plugin {
  return {
    name: 'covers:precompiled-messages',
    enforce: 'pre',
    async load(id) {
      const file = /^(.*[\\/]locales[\\/][a-z]{2}\.json)(?:\?(guest|guest-later))?$/.exec(id);
      if (!file?.[1]) return null;
      const part = file[2];
      const guestOnly = part !== undefined;
      const inPart = (key: string) => !guestOnly || (guestMessagePattern.test(key) && guestLaterPattern.test(key) === (part === 'guest-later'));
      const messages = JSON.parse(await readFile(file[1], 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => inPart(key))
          .map(([key, message]) => [key, parse(message)]),
      );
      // The whole catalogue stays JSON for Vite's JSON plugin; the guest's share (a query, which that plugin skips)
      // is returned as the module it would have made.
      return guestOnly ? `export default ${JSON.stringify(compiled)};` : JSON.stringify(compiled);
    },
  };
}

/**
 * index.html with its stylesheets ahead of the app's scripts. Vite puts them after the entry and its modulepreload
 * links; over HTTP/1.1 (six connections to a host) the first paint, which waits for the stylesheet, then also waited
 * for a connection the scripts had taken. On an emulated slow phone (Lighthouse's mobile network and CPU) the booking
 * home's welcome painted about 150 ms sooner with the stylesheet first.
 */
export function stylesheetsFirst(html: string): string {
  const sheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  const withoutSheets = sheets.reduce((page, sheet) => page.replace(sheet, ''), html);
  const firstScript = withoutSheets.search(/[ \t]*<script type="module"/);
  if (!sheets.length || firstScript < 0) return html;
  return withoutSheets.slice(0, firstScript) + sheets.join('') + withoutSheets.slice(firstScript);
}

export function stylesheetFirst(): Plugin {
  return {
    name: 'covers:stylesheet-first',
    apply: 'build',
    // 'post': after Vite has put the built files' tags into the page.
    transformIndexHtml: { order: 'post', handler: stylesheetsFirst },
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
    // Sequential and last: vite-plugin-pwa writes sw.js in its own closeBundle, which must be finished before this reads.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await listFiles(outDir);
        await Promise.all(
          files
            .filter((file) => /\.(js|css|html|json|svg|webmanifest|ico)$/.test(file))
            .map(async (file) => {
              const body = await readFile(file);
              if (body.length < 1024) return;
              await writeFile(`${file}.gz`, await gzipAsync(body, { numiterations: body.length > 100_000 ? 5 : 15 }));
              await writeFile(`${file}.br`, await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
            }),
        );
      },
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)])));
  return nested.flat();
}
