import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development Vite serves the PWA on 8080 and forwards the API and files to the API process on 8081
// (spec §7: "a local development API (port 8081)").
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  server: {
    port: Number(process.env.PORT ?? 8080),
    strictPort: true,
    proxy: { '/api': apiTarget, '/files': apiTarget },
  },
});
