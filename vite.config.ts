import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompiledMessages, precompress, stylesheetFirst } from './build/vite-plugins.ts';
import { productIcons } from './core/web-manifest.ts';

const require = createRequire(import.meta.url);

// In development Vite serves the PWA on 8080 and forwards the API and files to the API process on 8081
// (spec §7: "a local development API (port 8081)").
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  plugins: [
    precompiledMessages(),
    react(),
    stylesheetFirst(),
    // The installable PWA (README "Offline and installing"): our own service worker (sw/sw.ts) gets the precache list
    // injected; the app registers it itself once the first screen is interactive (src/app/pwa/start.ts), so nothing is
    // injected into index.html but the product's manifest link. A restaurant's pages swap that link for the
    // restaurant's published manifest (src/app/restaurant-head.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // Sourcemaps are for debugging, not for the tablet's cache.
        globIgnores: ['**/*.map'],
      },
      manifest: {
        id: '/',
        name: 'Covers',
        short_name: 'Covers',
        description: 'Restaurant reservations: book a table, run the service online or offline',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // The product colours (productColors in src/theme/ThemeProvider.tsx).
        theme_color: '#2f4858',
        background_color: '#f2efe9',
        icons: [...productIcons],
      },
      // The service worker stays off under `npm run dev`: Vite's module graph changes on every save and a cached shell
      // would only get in the way.
      devOptions: { enabled: false },
    }),
    // Last, so that it compresses what the plugins above wrote (the service worker included).
    precompress(),
  ],
  resolve: {
    alias: {
      // Messages arrive as precompiled ASTs, so the runtime needs the types of the parser but not the parser.
      '@formatjs/icu-messageformat-parser': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
      // wouter's shim for React < 18; React 19 has the hook itself.
      'use-sync-external-store/shim/index.js': fileURLToPath(new URL('./build/use-sync-external-store.ts', import.meta.url)),
      // Dexie's ESM entry wraps its UMD build (to share one instance with CommonJS users; the app has none), which
      // made the bundler add CommonJS helpers to a chunk every page loads, the guest's included. Its pure ESM build:
      dexie: fileURLToPath(new URL('./node_modules/dexie/dist/dexie.mjs', import.meta.url)),
    },
  },
  // The manifest tells the server which files the booking home needs (server/pages/build-manifest.ts).
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry imports statically goes into the entry's own file. Left alone, the bundler split
          // the ones the lazy pages share with it (React, the route table, the device store, …) into seven small
          // files of their own: each a request before the booking home is interactive, and 2.5 KB more gzip than the
          // same code in one file (bench/guest-page.ts, 96.5 KB in 14 files before, 94.0 KB in 7 after).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    strictPort: true,
    proxy: { '/api': apiTarget, '/files': apiTarget },
  },
});
