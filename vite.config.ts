import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledMessages, precompress } from './build/vite-plugins.ts';

const require = createRequire(import.meta.url);

// In development Vite serves the PWA on 8080 and forwards the API and files to the API process on 8081
// (spec §7: "a local development API (port 8081)").
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  plugins: [precompiledMessages(), react(), precompress()],
  resolve: {
    alias: {
      // Messages arrive as precompiled ASTs, so the runtime needs the types of the parser but not the parser.
      '@formatjs/icu-messageformat-parser': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
      // wouter's shim for React < 18; React 19 has the hook itself.
      'use-sync-external-store/shim/index.js': fileURLToPath(new URL('./build/use-sync-external-store.ts', import.meta.url)),
    },
  },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  server: {
    port: Number(process.env.PORT ?? 8080),
    strictPort: true,
    proxy: { '/api': apiTarget, '/files': apiTarget },
  },
});
