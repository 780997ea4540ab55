import { createElement, useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '../ui/Spinner';

const reloadWindowMs = 10_000;
const storageKey = (path: string) => `covers.chunkReload:${path}`;

/**
 * The page's module; when its chunk is gone (a new deployment replaced it) the page reloads once per path within
 * 10 s (spec §2); a second failure in that window surfaces as the error page instead of a reload loop. Offline the
 * chunk is simply out of reach: a reload would leave the app for the browser's offline page, so the error page shows.
 */
async function loadOrReload<P>(load: () => Promise<{ default: ComponentType<P> }>): Promise<ComponentType<P>> {
  try {
    return (await load()).default;
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
}

/**
 * A code-split page: a spinner until its code is there, then the page. Not React.lazy under Suspense: React reveals a
 * suspended boundary's content no sooner than 300 ms after the last fallback it showed anywhere (the shell's lazy
 * parts show theirs as the app starts), and that held the tablet's grid back by about 150 ms on a cold start
 * (bench/front-of-house-ui.ts). Here the page arrives by an ordinary state update, committed at once. Once loaded, the
 * page renders at once on every later visit; a failed load goes to the nearest error boundary.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let page: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= loadOrReload(load).then((loaded) => {
      page = loaded;
      return loaded;
    }));

  function LazyPage(props: P) {
    const [shown, setShown] = useState<{ page: ComponentType<P> } | { failure: unknown } | null>(() => (page ? { page } : null));
    useEffect(() => {
      if (shown) return;
      let current = true;
      start().then(
        (loaded) => current && setShown({ page: loaded }),
        (failure: unknown) => current && setShown({ failure }),
      );
      return () => {
        current = false;
      };
    }, [shown]);
    if (shown && 'failure' in shown) throw shown.failure;
    return shown ? createElement(shown.page, props) : createElement(Spinner);
  }
  return LazyPage;
}
