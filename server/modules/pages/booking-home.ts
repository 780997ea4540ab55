// The guest's booking home as the server sends it: the app's index.html with the welcome already in it, in the
// guest's language and the restaurant's colours. On a phone's slow connection the guest sees whose page this is and
// the welcome at once, while the app's code (about 90 KB) still loads; the app starts out of sight and takes its place
// once the page is ready (src/app/prerender.ts). The markup mirrors what the app renders for this route (Shell,
// BookingHomePage with its spinner), class for class, so the page does not jump when the app takes over. Its head also
// names what the app fetches next — the booking page's code, the guest's messages, the restaurant's published files —
// so a phone loads them beside the app's entry instead of one round trip after another.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { cookieLanguage, languageNames, negotiateLocale, supportedLanguages, type Language } from '../../../core/i18n/locale';
import { isRestaurantId } from '../../../core/ids';
import { appConfigFileUrl, appConfigKey, availabilityFileUrl } from '../../../core/published-files';
import { AppConfig } from '../../../core/schemas/restaurants';
import { themeVariables } from '../../../core/theme/colors';
import type { Bucket } from '../../platform/files/bucket';
import { bookingHomeModulesOf, type BookingHomeModules } from './build-manifest';

type Catalogue = Record<string, string>;

/** The product's messages by language, as the app ships them. */
export const catalogues = Object.fromEntries(
  supportedLanguages.map((language) => [language, JSON.parse(readFileSync(new URL(`../../../locales/${language}.json`, import.meta.url), 'utf8')) as Catalogue]),
) as Record<Language, Catalogue>;

/** The messages the welcome uses take plain `{name}` arguments only; anything else in them is a mistake to catch. */
export function formatPlain(message: string, values: Record<string, string> = {}): string {
  return message.replace(/\{(\w+)\}|[{}]/g, (_whole, name: string | undefined) => {
    if (name === undefined || !(name in values)) throw new Error(`Not a plain message: ${message}`);
    return values[name] as string;
  });
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

export interface BookingHomeRequest {
  /** The page's path, as the app will see it (location.pathname). */
  path: string;
  restaurantId: string;
  /** The server's clock, for the published files' cache-busting tokens (as the app computes them). */
  now: number;
  queryLang: string | null;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/** Accept-Language's tags, most preferred first (as navigator.languages lists them). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * index.html with the welcome in its root, the page's language and title, the restaurant's colours, and the preload
 * links. The device's own language choice (kept in the browser) is not known here; it is the cookie's, which the app
 * writes with it.
 */
export function bookingHomeHtml(indexHtml: string, config: AppConfig, request: BookingHomeRequest, modules?: BookingHomeModules): string {
  // The config's schema holds at least one language: the first is the restaurant's default.
  const offered = config.languages;
  const { language } = negotiateLocale({
    offered,
    queryLang: request.queryLang,
    cookie: cookieLanguage(request.cookie),
    browser: acceptedLanguages(request.acceptLanguage),
  });
  const messages = catalogues[language];
  const text = (id: string, values?: Record<string, string>) => escapeHtml(formatPlain(messages[id] ?? catalogues.en[id] ?? id, values));
  const name = config.restaurantName;
  // The app's language switcher takes this place: an invisible one of the same size keeps the header's height.
  const switcherPlace =
    offered.length < 2
      ? ''
      : `<span class="language-switcher language-switcher--placeholder" aria-hidden="true"><select tabindex="-1" disabled>` +
        offered.map((code) => `<option${code === language ? ' selected' : ''}>${escapeHtml(languageNames[code])}</option>`).join('') +
        `</select></span>`;
  const logo = config.images?.logo ? `<img src="${escapeHtml(config.images.logo.png)}" alt="" class="booking__logo">` : '';
  const welcome =
    `<div id="prerender" data-path="${escapeHtml(request.path)}"><div class="shell"><a class="skip-link" href="#main">${text('nav.skip')}</a>` +
    `<div class="shell__frame"><div class="shell__body"><main id="main" tabindex="-1" class="shell__main"><div class="booking">` +
    `<header class="booking__header"><p class="booking__restaurant">${logo}${escapeHtml(name)}</p>${switcherPlace}</header>` +
    `<div class="booking__body"><h1 tabindex="-1" class="booking__title">${text('booking.welcome', { name })}</h1>` +
    `<div class="spinner" role="status" aria-live="polite"><span class="spinner__circle" aria-hidden="true"></span><span class="visually-hidden">${text('loading')}</span></div>` +
    `</div></div></main></div></div></div></div>`;
  const colours = Object.entries(themeVariables(config))
    .map(([variable, value]) => `${variable}: ${value}`)
    .join('; ');
  // `crossorigin` as the app's requests have it (module scripts, fetch): otherwise the browser cannot reuse what it
  // preloaded and fetches again.
  const moduleFiles = modules ? [...modules.page, ...(modules.messages[language] ? [modules.messages[language]] : [])] : [];
  const preloads =
    moduleFiles.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`).join('') +
    [appConfigFileUrl(request.restaurantId, request.now), availabilityFileUrl(request.restaurantId, request.now)]
      .map((file) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(file)}">`)
      .join('');
  // Replacement functions, not strings: a string's `$&`, `$'` or `` $` `` (a restaurant may be named so) would paste
  // the page into itself.
  return indexHtml
    .replace('</head>', () => `${preloads}</head>`)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}" style="${escapeHtml(colours)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text('route.Booking')} - ${escapeHtml(name)}</title>`)
    .replace(/<meta name="theme-color" content="[^"]*"/, () => `<meta name="theme-color" content="${escapeHtml(config.COLOR_PRIMARY)}"`)
    .replace('<div id="root"></div>', () => `${welcome}<div id="root"></div>`);
}

/** `/r/{restaurantId}/` (with or without the slash, with any query): the booking home on the product's hosts. */
const bookingHomePath = /^\/r\/([a-z0-9-]{1,64})\/?$/;

/**
 * The booking home with its welcome, for a page request to it; undefined for any other page, or when the restaurant
 * has no published app config (the app then shows what it shows for an unknown restaurant).
 */
export async function bookingHomePage(
  bucket: Pick<Bucket, 'get'>,
  indexFile: string,
  url: string,
  headers: { cookie?: string; 'accept-language'?: string },
): Promise<string | undefined> {
  const [pathname = '', search = ''] = url.split('?', 2);
  const restaurantId = bookingHomePath.exec(pathname)?.[1];
  if (!restaurantId || !isRestaurantId(restaurantId)) return undefined;
  const file = await bucket.get(appConfigKey(restaurantId));
  if (!file) return undefined;
  let config;
  try {
    config = AppConfig.safeParse(JSON.parse(file.body.toString('utf8')));
  } catch {
    return undefined;
  }
  if (!config.success) return undefined;
  const [indexHtml, modules] = await Promise.all([readFile(indexFile, 'utf8'), bookingHomeModulesOf(indexFile)]);
  const request = {
    path: pathname,
    restaurantId,
    now: Date.now(),
    queryLang: new URLSearchParams(search).get('lang'),
    cookie: headers.cookie,
    acceptLanguage: headers['accept-language'],
  };
  return bookingHomeHtml(indexHtml, config.data, request, modules);
}
