import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../core/schemas/restaurants';
import { acceptedLanguages, bookingHomeHtml, bookingHomePage, formatPlain } from './booking-home';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta name="theme-color" content="#2f4858" />
    <title>Covers</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const config = (change: Partial<AppConfig> = {}) =>
  ({
    restaurantId: 'demo',
    restaurantName: 'Trattoria Demo',
    restaurantEmail: 'hello@example.test',
    STRINGS: { BOOKING_SPECIALS: '' },
    COLOR_PRIMARY: '#8b2e3a',
    COLOR_SECONDARY: '#f5ede3',
    COLOR_ACCENT: '#e0a526',
    languages: ['de', 'en', 'es'],
    ...change,
  }) as AppConfig;

// 2026-03-29 10:02:30 UTC: the availability file's token (five-minute steps since 1970) is 5915928.
const now = Date.UTC(2026, 2, 29, 10, 2, 30);
const request = (change: Partial<Parameters<typeof bookingHomeHtml>[2]> = {}) => ({ path: '/r/demo/', restaurantId: 'demo', now, queryLang: null, cookie: undefined, acceptLanguage: undefined, ...change });
const modules = { page: ['/assets/BookingHomePage-a1.js', '/assets/BookingHeader-b2.js'], messages: { de: '/assets/de-c3.js', en: '/assets/en-d4.js', es: '/assets/es-e5.js' } };
const linksOf = (html: string) => /<\/title>\s*([\s\S]*)<\/head>/.exec(html)?.[1]?.match(/<link [^>]*>/g) ?? [];
const welcomeOf = (html: string) => /<h1 tabindex="-1" class="booking__title">([^<]*)<\/h1>/.exec(html)?.[1];

describe('bookingHomeHtml', () => {
  it("puts the welcome before the app's root, in the browser's language when the restaurant offers it", () => {
    const html = bookingHomeHtml(indexHtml, config(), request({ acceptLanguage: 'es-MX,es;q=0.9,en;q=0.5' }));
    expect(html).toContain('<html lang="es"');
    expect(welcomeOf(html)).toBe('Bienvenido a Trattoria Demo');
    expect(html).toContain('<title>Reservar mesa - Trattoria Demo</title>');
    expect(html).toMatch(/<div id="prerender" data-path="\/r\/demo\/">.*<\/div><div id="root"><\/div>/s);
    expect(html).toContain('<meta name="theme-color" content="#8b2e3a"');
    expect(html).toMatch(/<html lang="es" style="[^"]*--color-primary: #8b2e3a;/);
    // The app's script is untouched.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it("names what the app fetches next in the head: the page's modules, the messages in the page's language, the published files", () => {
    const html = bookingHomeHtml(indexHtml, config(), request({ acceptLanguage: 'es' }), modules);
    expect(linksOf(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/BookingHomePage-a1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/BookingHeader-b2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/es-e5.js">',
      // The addresses and tokens the app itself asks for (core/published-files.ts).
      '<link rel="preload" as="fetch" crossorigin href="/files/app-config/demo.json?v=2026-03-29">',
      '<link rel="preload" as="fetch" crossorigin href="/files/availability/demo.json?v=5915928">',
    ]);
    // Without the build's manifest only the files.
    expect(linksOf(bookingHomeHtml(indexHtml, config(), request({ restaurantId: 'demo-2' })))).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/files/app-config/demo-2.json?v=2026-03-29">',
      '<link rel="preload" as="fetch" crossorigin href="/files/availability/demo-2.json?v=5915928">',
    ]);
  });

  it('takes ?lang= over the cookie, the cookie over the browser, and only languages the restaurant offers', () => {
    expect(welcomeOf(bookingHomeHtml(indexHtml, config(), request({ cookie: 'a=1; lang=de', acceptLanguage: 'es' })))).toBe('Willkommen im Trattoria Demo');
    expect(welcomeOf(bookingHomeHtml(indexHtml, config(), request({ queryLang: 'en', cookie: 'lang=de' })))).toBe('Welcome to Trattoria Demo');
    // Not offered: the restaurant's first language.
    expect(welcomeOf(bookingHomeHtml(indexHtml, config({ languages: ['de', 'es'] }), request({ acceptLanguage: 'fr-FR, en;q=0.8' })))).toBe('Willkommen im Trattoria Demo');
    // Nothing asked for: English when offered, as the app does.
    expect(welcomeOf(bookingHomeHtml(indexHtml, config(), request()))).toBe('Welcome to Trattoria Demo');
  });

  it("escapes the restaurant's name everywhere it appears", () => {
    const html = bookingHomeHtml(indexHtml, config({ restaurantName: '<img src=x onerror=alert(1)> & "Bar"' }), request({ acceptLanguage: 'en' }));
    expect(html).not.toContain('<img src=x');
    expect(welcomeOf(html)).toBe('Welcome to &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Bar&quot;');
    expect(html).toContain('<title>Book a table - &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Bar&quot;</title>');
  });

  it('keeps a name with replacement patterns ($`, $\', $&, $$) as written, the page not pasted into itself', () => {
    for (const restaurantName of ['Bar $` Ende', "Bar $' Ende", 'Bar $& Ende', 'Bar $$ Ende', 'Bar $1 Ende']) {
      const html = bookingHomeHtml(indexHtml, config({ restaurantName }), request({ acceptLanguage: 'en' }));
      const escaped = restaurantName.replace(/&/g, () => '&amp;').replace(/'/g, () => '&#39;');
      expect(welcomeOf(html), restaurantName).toBe(`Welcome to ${escaped}`);
      expect(html, restaurantName).toContain(`<title>Book a table - ${escaped}</title>`);
      expect(html.match(/<html/g), restaurantName).toHaveLength(1);
      expect(html.match(/<div id="root"><\/div>/g), restaurantName).toHaveLength(1);
    }
  });

  it("keeps the language switcher's place only when there is a choice, and shows the logo", () => {
    const many = bookingHomeHtml(indexHtml, config({ images: { logo: { png: '/files/images/demo/logo.png', thumbnail: '/files/images/demo/logo-64.png' } } }), request({ acceptLanguage: 'de' }));
    expect(many).toContain('<span class="language-switcher language-switcher--placeholder" aria-hidden="true"><select tabindex="-1" disabled><option selected>Deutsch</option><option>English</option><option>Español</option></select></span>');
    expect(many).toContain('<p class="booking__restaurant"><img src="/files/images/demo/logo.png" alt="" class="booking__logo">Trattoria Demo</p>');
    const one = bookingHomeHtml(indexHtml, config({ languages: ['de'] }), request());
    expect(one).not.toContain('language-switcher');
  });
});

describe('formatPlain', () => {
  it('fills plain arguments and refuses any other message syntax', () => {
    expect(formatPlain('Welcome to {name}', { name: 'X' })).toBe('Welcome to X');
    expect(() => formatPlain('{count, plural, one {# guest} other {# guests}}', { count: '2' })).toThrow(/Not a plain message/);
    expect(() => formatPlain('Hello {name}', {})).toThrow(/Not a plain message/);
  });
});

describe('acceptedLanguages', () => {
  it('orders by quality, keeps ties in order, and drops q=0 and *', () => {
    expect(acceptedLanguages('en;q=0.5, de-AT, es;q=0.9, fr;q=0, *;q=0.1')).toEqual(['de-AT', 'es', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('bookingHomePage', () => {
  let folder: string;
  let indexFile: string;
  const files = new Map<string, string>();
  const bucket = { get: async (key: string) => (files.has(key) ? { body: Buffer.from(files.get(key) as string), contentType: 'application/json', etag: '"x"', modifiedAt: new Date() } : undefined) };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'covers-booking-home-'));
    indexFile = path.join(folder, 'index.html');
    await writeFile(indexFile, indexHtml);
    files.set('app-config/demo.json', JSON.stringify(config()));
    files.set('app-config/broken.json', '{"restaurantName": ""}');
    files.set('app-config/torn.json', '{"restaurantName": "Half a fi');
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('answers for the booking home of a restaurant with a published config, with and without the slash', async () => {
    expect(welcomeOf((await bookingHomePage(bucket, indexFile, '/r/demo/', {})) ?? '')).toBe('Welcome to Trattoria Demo');
    const bare = (await bookingHomePage(bucket, indexFile, '/r/demo?lang=es&ref=abc', { 'accept-language': 'de' })) ?? '';
    expect(welcomeOf(bare)).toBe('Bienvenido a Trattoria Demo');
    expect(bare).toContain('data-path="/r/demo"');
  });

  it('leaves every other page, an unknown restaurant and an unreadable config to the app', async () => {
    for (const url of ['/r/demo/guest/reservation/abc', '/r/unknown/', '/r/broken/', '/r/torn/', '/r/Demo%20X/', '/', '/admin', '/r//']) {
      expect(await bookingHomePage(bucket, indexFile, url, {}), url).toBeUndefined();
    }
  });
});
