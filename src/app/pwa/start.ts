// The service worker is registered only once the first screen is interactive (the guest's booking page must
// stay within its JavaScript budget, and precaching must not compete with the first screen for the network). This file
// is in the entry chunk, so it stays tiny: workbox-window and the update banner arrive by dynamic import.
import { whenInteractive } from '../../shell/when-interactive';

export function registerServiceWorkerWhenInteractive(): void {
  if (!('serviceWorker' in navigator)) return;
  if (!import.meta.env.PROD) {
    // `npm run dev` serves the origin `npm start` served: a worker left from a production run would answer with its shell.
    void navigator.serviceWorker.getRegistrations().then((registrations) => registrations.forEach((registration) => void registration.unregister()));
    return;
  }
  // A failed registration (no network on a first visit, an old browser) leaves the app as it is: online only.
  whenInteractive(() => void import('./register').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined));
}
