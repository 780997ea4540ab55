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
