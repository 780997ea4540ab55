import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorkerWhenInteractive } from './app/pwa/start';
import { whenInteractive } from './shell/when-interactive';
import './app/app.css';
import './app/public-pages.css';

// The browser loads its number and date formatting data on first use, about 30 ms on a fast machine. In a task of its
// own, now, that keeps it out of the render that first needs it (react-intl's provider), which would otherwise hold
// the page unresponsive for that render and the load together.
setTimeout(() => new Intl.DateTimeFormat().resolvedOptions(), 0);

const root = document.getElementById('root');
if (root) {
  // A transition: React renders the start in slices of a few milliseconds and lets the browser paint and respond in
  // between (on the booking home the server's welcome is already on screen; src/shell/prerender.ts).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

registerServiceWorkerWhenInteractive();
// Error reporting and product analytics (README "Platform services") never hold up the first screen: their code is
// fetched once the page is interactive, and only when the server names a DSN or a measurement id.
whenInteractive(() => void import('./platform-services/start').then(({ startPlatformServices }) => startPlatformServices()).catch(() => undefined));
