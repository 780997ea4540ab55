// The service worker (injectManifest, built by vite-plugin-pwa; README "Offline and installing"). The app shell and
// every built asset are precached, so the app starts without a network; navigations get the shell; the published files
// a screen starts from are served stale-while-revalidate; uploaded images cache-first. The API is never cached here:
// the tablet's data lives in IndexedDB (src/offline), which the page keeps in sync.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { framedByAnyone, isEmbeddablePage } from '../core/embedding';
import { hostMode } from '../core/hosts';
import { isFileImage, isPublishedFile, isShellNavigation, newestResponse, publishedUrls } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const runtimeCaches = { files: 'covers-files', images: 'covers-images' } as const;
const day = 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The guest's pages may be framed by any site (core/embedding.ts; on a restaurant's own host, at its root: the host is
// read as the app reads it, core/hosts.ts); the one shell carries the headers of a page only the app may frame, so
// theirs are rewritten.
const shell = createHandlerBoundToURL('index.html');
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isShellNavigation(url, self.location.origin),
  async (options) => {
    const response = await shell(options);
    if (!isEmbeddablePage(options.url.pathname, hostMode(self.location.hostname))) return response;
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: framedByAnyone(response.headers) });
  },
);

registerRoute(
  ({ url }) => isPublishedFile(url, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: runtimeCaches.files,
    plugins: [
      // Each ?v= token is an entry (a few per day per restaurant); old ones go.
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * day, purgeOnQuotaError: true }),
      {
        // No copy under this token and no network: the newest copy under any token.
        handlerDidError: async ({ request }) => {
          const cache = await self.caches.open(runtimeCaches.files);
          return newestResponse(await cache.matchAll(request, { ignoreSearch: true }));
        },
      },
    ],
  }),
);

registerRoute(
  ({ url }) => isFileImage(url, self.location.origin),
  new CacheFirst({
    cacheName: runtimeCaches.images,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * day, purgeOnQuotaError: true })],
  }),
);

// Prompt mode: a new version waits until the page says so (the "update available" banner, src/app/pwa/).
// The first worker takes over a page that already fetched its published files without it: the page names them
// (CACHE_PUBLISHED) and they are kept now, so the first start without a network finds them.
self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; urls?: unknown } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'CACHE_PUBLISHED') event.waitUntil(keepPublishedFiles(publishedUrls(message.urls, self.location.origin)));
});

async function keepPublishedFiles(urls: readonly string[]): Promise<void> {
  const cache = await self.caches.open(runtimeCaches.files);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url).catch(() => undefined);
      if (response?.ok) await cache.put(url, response);
    }),
  );
}

// The first install takes over the open page at once, so the very first visit already works offline afterwards; an
// update only activates after SKIP_WAITING, and the page then reloads when it is safe.
clientsClaim();
