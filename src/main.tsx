import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorkerWhenInteractive } from './app/pwa/start';
import './app/app.css';

const root = document.getElementById('root');
if (root) {
  // A transition: React renders the start in slices of a few milliseconds and lets the browser paint and respond in
  // between (on the booking home the server's welcome is already on screen; src/app/prerender.ts).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

registerServiceWorkerWhenInteractive();
