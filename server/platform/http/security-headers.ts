// Security headers (helmet) on every response. helmet's middlewares are built once here: @fastify/helmet built a new one
// (parsing the whole Content-Security-Policy again) for every request, about 3 % of the API's CPU under a booking burst.
// Two of them: the guest's pages may be framed by any site (a restaurant's own website), every other answer only by the
// app itself.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isEmbeddablePage } from '../../../core/embedding';
import { hostMode } from '../../../core/hosts';
import type { Config } from '../../config';

function firebaseOrigins(config: Config): string[] {
  const origins = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  // The browser reaches the emulator on whatever host it loaded the app from (a tablet on the LAN too).
  if (config.authEmulatorHost) origins.push(`http://*:${config.authEmulatorHost.split(':')[1] ?? '9099'}`);
  return origins;
}

/** The platform services the PWA talks to itself (README "Platform services"): each configured address's origin. */
export function serviceOrigins(config: Config): string[] {
  const { services } = config;
  const addresses = [services?.sentryBrowserDsn, services?.analytics?.configUrl, services?.analytics?.collectUrl, services?.tokenSyncUrl];
  const origins = addresses.flatMap((address) => {
    if (!address) return [];
    try {
      return [new URL(address).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  // The guest's pages may be framed by any site (core/embedding.ts): no X-Frame-Options, and frame-ancestors *.
  const framedByApp = headersFramedBy("'self'", config);
  const framedByAnyone = headersFramedBy('*', config);
  app.addHook('onRequest', (request, reply, done) => {
    const page =
      (request.method === 'GET' || request.method === 'HEAD') &&
      isEmbeddablePage(request.url.split('?')[0] ?? '', hostMode(request.hostname ?? '', config.productHosts));
    const apply = page ? framedByAnyone : framedByApp;
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

function headersFramedBy(frameAncestors: "'self'" | '*', config: Config) {
  return helmet({
    crossOriginEmbedderPolicy: false,
    // HSTS only in production (README): on a developer's or tablet's plain-HTTP host it would pin the name to HTTPS.
    strictTransportSecurity: config.mode === 'production',
    // X-Frame-Options knows no "anyone": a page any site may frame goes without it, and frame-ancestors decides.
    frameguard: frameAncestors === "'self'" ? { action: 'sameorigin' } : false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'frame-ancestors': [frameAncestors],
        'connect-src': ["'self'", ...firebaseOrigins(config), ...serviceOrigins(config)],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'frame-src': ["'self'", 'https://*.firebaseapp.com'],
        // The PWA's service worker (/sw.js) and web app manifests (the build's and the restaurants' under /files/).
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'upgrade-insecure-requests': config.mode === 'production' ? [] : null,
      },
    },
  });
}
