// Registers the service worker (sw/sw.ts) in prompt mode: a new version waits until the person using the app says so
// (the update banner), then takes over and the page reloads — only when no reload guard objects (reload-guards.ts).
import { Workbox } from 'workbox-window';
import { whenReloadIsSafe } from './reload-guards';

/** A tablet can stay on one page all evening; it looks for a new version now and then. */
const updateCheckMs = 60 * 60 * 1000;

async function reloadWhenSafe(): Promise<void> {
  await whenReloadIsSafe();
  window.location.reload();
}

/** What this page fetched before a worker controlled it (the worker keeps the published files among them). */
function fetchedBeforeControl(): string[] {
  return performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/files/'));
}

function prompt(onUpdate: () => Promise<void>): void {
  void import('./update-prompt').then(({ showUpdatePrompt }) => showUpdatePrompt(onUpdate));
}

export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let controlled = Boolean(navigator.serviceWorker.controller);
  let updateRequested = false;

  workbox.addEventListener('waiting', () => {
    prompt(async () => {
      // The new worker takes over only when the page may reload right after, so the old page never runs on it for long.
      await whenReloadIsSafe();
      updateRequested = true;
      workbox.messageSkipWaiting();
    });
  });

  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const wasControlled = controlled;
    controlled = true;
    // The very first worker claims the page (nothing changes for it); an update asked for here reloads; one accepted
    // in another tab leaves this page on the old code under the new worker, so it offers the reload.
    if (updateRequested) void reloadWhenSafe();
    else if (wasControlled) prompt(reloadWhenSafe);
    else navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_PUBLISHED', urls: fetchedBeforeControl() });
  });

  await workbox.register({ immediate: true });
  window.setInterval(() => {
    // Offline or on a captive portal the check simply fails; the next one comes an hour later.
    if (navigator.onLine && document.visibilityState === 'visible') workbox.update().catch(() => undefined);
  }, updateCheckMs);
}
