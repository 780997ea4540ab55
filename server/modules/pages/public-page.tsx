// The public creator pages as the server sends them (spec §2 `/{slug}`, `/all/{collection}`): index.html with the
// page already rendered in it — the same React markup the app renders (public-views/), in the reader's language —
// its title, description, Open Graph tags and canonical link for search engines and link previews, and its data as
// JSON, from which the app takes the page over without fetching it again (src/features/public-pages). A reader
// without JavaScript, a crawler and a chat app's preview read the whole page from this HTML.
import { readFile } from 'node:fs/promises';
import { renderToString } from 'react-dom/server';
import { createIntl, IntlProvider } from 'react-intl';
import { AppError } from '../../../core/errors';
import { hostMode } from '../../../core/hosts';
import { cookieLanguage, intlLocaleOf, negotiateLocale, supportedLanguages, type Language } from '../../../core/i18n/locale';
import { hubPagePath } from '../../../core/public-pages/public-pages';
import { matchLocation } from '../../../core/routes/match';
import { HubCollection, HubQuery, type CreatorPage, type HubPage, type PublicPageData } from '../../../core/schemas/public-pages';
import { publicPageHead } from '../../../public-views/page-head';
import { PublicPageView } from '../../../public-views/PublicPageView';
import { acceptedLanguages, catalogues, escapeHtml } from './booking-home';

/** Where the pages' data comes from: the public-pages service (server/modules/public-pages). */
export interface PublicPageSource {
  creatorPage(slug: string): Promise<CreatorPage>;
  hub(collection: HubCollection, page: number): Promise<HubPage>;
}

export interface PublicPageRequest {
  url: string;
  hostname: string;
  productHosts: readonly string[];
  /** The product's own address, for the canonical link and og:url (absolute, as previews need). */
  publicUrl: string;
  headers: { cookie?: string; 'accept-language'?: string };
}

const notFound = (error: unknown): PublicPageData => {
  if (error instanceof AppError && error.code === 'not_found') return { kind: 'notFound' };
  throw error;
};

/** The page's data and its own address (page numbers kept, anything else in the query dropped); undefined if no public page. */
async function dataOf(source: PublicPageSource, pathname: string, search: URLSearchParams, request: PublicPageRequest) {
  const match = matchLocation(pathname, hostMode(request.hostname, request.productHosts));
  if (match.kind !== 'route') return undefined;
  if (match.route.id === 'SlugHub') {
    const data = await source.creatorPage(match.params.slug ?? '').then((page): PublicPageData => ({ kind: 'creator', page }), notFound);
    return { data, path: data.kind === 'creator' ? `/${data.page.slug}` : pathname };
  }
  if (match.route.id !== 'AllHub') return undefined;
  const collection = HubCollection.safeParse(match.params.collection);
  const query = HubQuery.safeParse({ page: search.get('page') ?? undefined });
  if (!collection.success || !query.success) return { data: { kind: 'notFound' } as const, path: pathname };
  const data = await source.hub(collection.data, query.data.page).then((hub): PublicPageData => ({ kind: 'hub', hub }), notFound);
  return { data, path: hubPagePath(collection.data, query.data.page) };
}

/** The public page for a page request, with its status; undefined for any other page. */
export async function publicPage(source: PublicPageSource, indexFile: string, request: PublicPageRequest): Promise<{ status: 200 | 404; html: string } | undefined> {
  const [pathname = '', query = ''] = request.url.split('?', 2);
  const search = new URLSearchParams(query);
  const found = await dataOf(source, pathname, search, request);
  if (!found) return undefined;
  const { language } = negotiateLocale({
    offered: supportedLanguages,
    queryLang: search.get('lang'),
    cookie: cookieLanguage(request.headers.cookie),
    browser: acceptedLanguages(request.headers['accept-language']),
  });
  const indexHtml = await readFile(indexFile, 'utf8');
  const html = publicPageHtml(indexHtml, found.data, { language, pathname, address: request.url, canonicalUrl: `${request.publicUrl}${found.path}` });
  return { status: found.data.kind === 'notFound' ? 404 : 200, html };
}

/** The JSON in a script element: `<` escaped so no text in it can close the element. */
const embeddedJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with the page before its root, its head, and its data for the app (for `address`, the path and query the
 * app will read).
 */
export function publicPageHtml(indexHtml: string, data: PublicPageData, page: { language: Language; pathname: string; address: string; canonicalUrl: string }): string {
  const messages = { ...catalogues.en, ...catalogues[page.language] };
  const locale = intlLocaleOf[page.language];
  const head = publicPageHead(data, createIntl({ locale, messages }), page.language);
  const body = renderToString(
    <IntlProvider locale={locale} messages={messages} defaultLocale="en-US">
      <PublicPageView data={data} language={page.language} />
    </IntlProvider>,
  );
  // The app's shell, class for class (src/shell/Shell.tsx for a guest), so nothing moves when the app takes over.
  const content =
    `<div id="prerender" data-path="${escapeHtml(page.pathname)}"><div class="shell"><a class="skip-link" href="#main">${escapeHtml(messages['nav.skip'] ?? '')}</a>` +
    `<div class="shell__frame"><div class="shell__body"><main id="main" tabindex="-1" class="shell__main">${body}</main></div></div></div>` +
    `<script type="application/json" id="public-page-data" data-url="${escapeHtml(page.address)}">${embeddedJson(data)}</script></div>`;
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const found = data.kind !== 'notFound';
  const tags = [
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', data.kind === 'creator' ? 'profile' : 'website'),
    meta('property', 'og:locale', locale.replace('-', '_')),
    ...(head.imageURL ? [meta('property', 'og:image', new URL(head.imageURL, page.canonicalUrl).href)] : []),
    ...(found ? [meta('property', 'og:url', page.canonicalUrl), `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">`] : [meta('name', 'robots', 'noindex')]),
  ].join('');
  // Replacement functions, not strings: a `$&` in a creator's bio would paste the page into itself.
  return indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => meta('name', 'description', head.description))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace('</head>', () => `${tags}</head>`)
    .replace('<div id="root"></div>', () => `${content}<div id="root"></div>`);
}
