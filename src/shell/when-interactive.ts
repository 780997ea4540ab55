// What waits for the first screen: the service worker's registration, platform services, the cookie banner. The guest's
// booking page must stay within its JavaScript budget (bench/guest-page.ts), so their code arrives by dynamic import
// once the page is interactive. This file is in the entry chunk, so it stays tiny.
import { useEffect, useState } from 'react';

const recheckMs = 500;
const maxWaitMs = 30_000;

/** After `load`, and once the app shows no spinner (it is not waiting for anything), in an idle moment. */
export function whenInteractive(run: () => void): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  const started = Date.now();
  const attempt = () =>
    idle(() => {
      const busy = !document.getElementById('root')?.hasChildNodes() || document.querySelector('.spinner') !== null;
      if (busy && Date.now() - started < maxWaitMs) window.setTimeout(attempt, recheckMs);
      else run();
    });
  if (document.readyState === 'complete') attempt();
  else window.addEventListener('load', attempt, { once: true });
}

/** False until the page is interactive (see whenInteractive), then true. */
export function useInteractive(): boolean {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => whenInteractive(() => setInteractive(true)), []);
  return interactive;
}
