// Which requests the service worker answers, and how (README "Offline and installing"). Pure functions of the URL, so
// they are tested without a worker (routes.test.ts).

/** Paths the server answers itself, never with the app shell: the API, Firebase's reserved /__/ paths, the bucket. */
const serverOnly = /^\/(?:api|__|files)(?:\/|$)/;

/**
 * A navigation that the app shell (the precached index.html) answers, online and offline — the same rule as the server's
 * fallback to index.html (server/app.ts): a GET of a path without a file extension outside /api/, /__/ and /files/.
 */
export function isShellNavigation(url: URL, origin: string): boolean {
  if (url.origin !== origin || serverOnly.test(url.pathname)) return false;
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * The published JSON files a screen starts from (spec §7): the app config, the availability and the restaurant's web app
 * manifest. Their `?v=` token is part of the cache key, so a new token still fetches a fresh file while the network is up.
 */
export function isPublishedFile(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/files\/(?:app-config\/[^/]+\.json|availability\/[^/]+\.json|manifests\/[^/]+\.webmanifest)$/.test(url.pathname);
}

/** Uploaded images (logos, favicons, app icons, area pictures, thumbnails): content-hashed names, so never stale. */
export function isFileImage(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/files\/.+\.(?:png|jpe?g|webp|gif|avif|ico|svg)$/i.test(url.pathname);
}

/**
 * Offline, a published file whose `?v=` token has moved on (the day changed, five minutes passed) is served from the most
 * recent copy under any token: the one the server dated last.
 */
export function newestResponse<T extends { headers: { get(name: string): string | null } }>(responses: readonly T[]): T | undefined {
  let newest: T | undefined;
  let newestAt = -Infinity;
  for (const response of responses) {
    const at = Date.parse(response.headers.get('date') ?? '');
    const time = Number.isNaN(at) ? -Infinity : at;
    if (!newest || time >= newestAt) {
      newest = response;
      newestAt = time;
    }
  }
  return newest;
}

/** Of the addresses a page says it fetched, the published files of this origin (at most 20; anything else is ignored). */
export function publishedUrls(urls: unknown, origin: string): string[] {
  if (!Array.isArray(urls)) return [];
  const kept: string[] = [];
  for (const value of urls) {
    if (typeof value !== 'string' || kept.length >= 20) continue;
    try {
      const url = new URL(value, origin);
      if (isPublishedFile(url, origin) && !kept.includes(url.href)) kept.push(url.href);
    } catch {
      // not an address
    }
  }
  return kept;
}
