import { lazy, type ComponentType } from 'react';

const reloadWindowMs = 10_000;
const storageKey = (path: string) => `covers.chunkReload:${path}`;

/**
 * A code-split page. When its chunk is gone (a new deployment replaced it) the page reloads once per path within
 * 10 s (spec §2); a second failure in that window surfaces as the error page instead of a reload loop. Offline the
 * chunk is simply out of reach: a reload would leave the app for the browser's offline page, so the error page shows.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      const key = storageKey(location.pathname);
      const last = Number(sessionStorage.getItem(key) ?? 0);
      if (navigator.onLine && Date.now() - last > reloadWindowMs) {
        sessionStorage.setItem(key, String(Date.now()));
        location.reload();
        return new Promise<never>(() => undefined);
      }
      throw error;
    }
  });
}

/** A staff screen: code-split together with TanStack Query, which the guest's pages never load. */
export function lazyQueryPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazyPage(async () => {
    const [{ withQueryClient }, module] = await Promise.all([import('./with-query-client'), load()]);
    return { default: withQueryClient(module.default) };
  });
}
