// Which of the build's files the guest's booking home needs before it is interactive, read from the manifest the build
// writes (vite.config.ts: build.manifest). index.html already names the app's entry and what it imports; the booking
// page's own code and the guest's messages are loaded by the app only once its entry has run, one round trip later
// on a phone. The server's booking home names them in its head, so they load beside the entry.
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { supportedLanguages, type Language } from '../../../core/i18n/locale';

/** The part of a Vite manifest read here: chunks by source, each with its file and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

export interface BookingHomeModules {
  /** The booking page's module and the modules it imports that index.html does not already name. */
  page: string[];
  /** The guest's share of the messages, per language (src/i18n/messages.ts, `?guest`). */
  messages: Partial<Record<Language, string>>;
}

// Source names as the build keys them; the browser test of the served head (tests/e2e/shell.spec.ts) fails when a
// rename leaves the messages behind.
const bookingHomeSource = 'src/features/booking/BookingHomePage.tsx';
const htmlEntry = 'index.html';

/**
 * The booking home's modules as the browser addresses them; undefined when the build has no entry. The booking page is
 * in the entry's own file (src/features/booking/routes.ts), which index.html names, so only the messages are left; a
 * build that splits the page off names its file and imports as well.
 */
export function bookingHomeModules(manifest: BuildManifest): BookingHomeModules | undefined {
  if (!manifest[htmlEntry]) return undefined;
  const namedByIndex = new Set([htmlEntry, ...(manifest[htmlEntry]?.imports ?? [])]);
  const page: string[] = [];
  const seen = new Set<string>();
  const visit = (source: string) => {
    const chunk = manifest[source];
    if (!chunk || namedByIndex.has(source) || seen.has(source)) return;
    seen.add(source);
    page.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(bookingHomeSource);
  const messages: Partial<Record<Language, string>> = {};
  for (const language of supportedLanguages) {
    const chunk = manifest[`locales/${language}.json?guest`];
    if (chunk) messages[language] = `/${chunk.file}`;
  }
  return { page, messages };
}

let cached: { file: string; modifiedMs: number; modules: BookingHomeModules | undefined } | undefined;

/**
 * The modules of the build beside `indexFile` (its `.vite/manifest.json`), read again only when the file changes.
 * Without a readable manifest (a build without one) there is nothing to name: the app loads them itself as before.
 */
export async function bookingHomeModulesOf(indexFile: string): Promise<BookingHomeModules | undefined> {
  const file = path.join(path.dirname(indexFile), '.vite', 'manifest.json');
  try {
    const { mtimeMs } = await stat(file);
    if (cached?.file !== file || cached.modifiedMs !== mtimeMs) {
      cached = { file, modifiedMs: mtimeMs, modules: bookingHomeModules(JSON.parse(await readFile(file, 'utf8')) as BuildManifest) };
    }
    return cached.modules;
  } catch {
    return undefined;
  }
}
