// Security headers (helmet) on every response. helmet's middleware is built once here: @fastify/helmet built a new one
// (parsing the whole Content-Security-Policy again) for every request, about 3 % of the API's CPU under a booking burst.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config';

function firebaseOrigins(config: Config): string[] {
  const origins = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  // The browser reaches the emulator on whatever host it loaded the app from (a tablet on the LAN too).
  if (config.authEmulatorHost) origins.push(`http://*:${config.authEmulatorHost.split(':')[1] ?? '9099'}`);
  return origins;
}

export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const apply = helmet({
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'connect-src': ["'self'", ...firebaseOrigins(config)],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'frame-src': ["'self'", 'https://*.firebaseapp.com'],
        // The PWA's service worker (/sw.js) and web app manifests (the build's and the restaurants' under /files/).
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'upgrade-insecure-requests': config.mode === 'production' ? [] : null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
