// Builds the Fastify app; main.ts gives it a port, tests use it through inject() or an ephemeral port.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../core/errors';
import { requestContextPlugin } from './platform/auth/context';
import type { IdentityProvider } from './platform/auth/verifier';
import type { Config, TrustProxy } from './config';
import type { DatabaseHandle } from './platform/db/connection';
import { access } from './platform/http/access';
import { acceptBurstsFirst } from './platform/http/connection-bursts';
import { installErrorHandler } from './platform/http/errors';
import { createErrorReporting } from './platform/reporting';
import { bookingHomePage, pageStatus, publicPage, type PageLookups } from './modules/pages';
import { fallbackRetryAfterSeconds, installRateLimits } from './platform/http/rate-limits';
import { installSecurityHeaders } from './platform/http/security-headers';
import type { Bucket } from './platform/files/bucket';
import { createThreadedMailer, type EmailOutboxOptions, type Mailer } from './modules/email';
import { createChangeFeed } from './modules/live';
import { recordErrorReport } from './modules/error-reports';
import { fileRoutes } from './modules/publishing';
import { retentionJob } from './modules/trash';
import { apiRoutes } from './api-routes';
import { createServices, type Services } from './module-services';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
    identity: IdentityProvider;
    database: DatabaseHandle;
    bucket: Bucket;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  identity: IdentityProvider;
  bucket: Bucket;
  logger?: boolean | object;
  /** Tests pass a mailer that records; otherwise SMTP_URL or .eml files under DATA_DIR/mail. */
  mailer?: Mailer;
  /** Tests tune the email outbox worker (docs/decisions/007); production uses its defaults. */
  emailOutboxOptions?: Partial<EmailOutboxOptions>;
}

/** Request bodies are small JSON documents; image uploads get their own limit on their route. */
export const bodyLimitBytes = 256 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-child-session"]'],
    },
    bodyLimit: bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('identity', deps.identity);
  app.decorate('bucket', deps.bucket);
  const mailer =
    deps.mailer ??
    createThreadedMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: path.join(config.dataDir, 'mail'), log: (message) => app.log.info(message) });
  // Live updates: on PostgreSQL the feed LISTENs for the other API processes' changes (docs/decisions/006).
  const feed = createChangeFeed({ database: deps.database, log: app.log });
  await feed.start();
  app.decorate(
    'services',
    createServices({
      db: deps.database.db,
      bucket: deps.bucket,
      sessionSecret: config.sessionSecret,
      mailer,
      publicUrl: config.publicUrl,
      feed,
      emailOutboxOptions: deps.emailOutboxOptions,
      stripe: config.stripe,
      trashRetentionDays: config.trashRetentionDays,
      errorReportingOn: Boolean(config.services?.sentryDsn),
    }),
  );
  const reporting = await createErrorReporting({
    dsn: config.services?.sentryDsn,
    environment: config.services?.sentryEnvironment,
    record: (report) => recordErrorReport(deps.database.db, report),
  });
  installErrorHandler(app, reporting);
  // The outbox worker sends the guest emails that are due, and those a stopped process left (docs/decisions/007).
  app.addHook('onReady', async () => app.services.emailOutbox.start(app.log));
  // The database trash's retention purge, at start and every few hours (docs/decisions/013-trash.md).
  const trashRetention = retentionJob(app.services.trash);
  app.addHook('onReady', async () => trashRetention.start(app.log, app.identity));
  // Let queued publishes finish, and the due emails go out (a bounded wait), before the database closes.
  app.addHook('onClose', async () => {
    await Promise.all([app.services.publishing.settleAll(), app.services.emailOutbox.stop(), trashRetention.stop(), reporting.flush(2000)]);
    await feed.close();
    mailer.close();
  });
  // PostgreSQL stores no NUL (\u0000) in text or jsonb. Refusing it before any handler runs keeps a multi-step change
  // from failing half-way through (the admin app-config call writes metadata, then the config).
  app.addHook('preValidation', async (request) => {
    if (containsNul([request.body, request.query, request.params])) {
      throw new AppError('invalid_request', 'Text must not contain NUL (\\u0000) characters');
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Every 429 says when to come back; the limits that know their own moment (server/platform/http/rate-limits.ts) set it first.
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(fallbackRetryAfterSeconds));
  });
  closeSpareConnectionsOnClose(app);
  // A burst of new connections is accepted before more is read from the open ones (platform/http/connection-bursts.ts).
  acceptBurstsFirst(app.server);

  installSecurityHeaders(app, config);
  const limitUnauthenticated = await installRateLimits(app, config);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Covers API',
        version: '1',
        description: 'Restaurant reservations. Errors are `{ error, message }`; see the README for the codes.',
      },
      components: {
        securitySchemes: { firebase: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(requestContextPlugin, { limitUnauthenticated });
  await registerApiReference(app);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(fileRoutes);
  await registerPwa(app, config);
  return app;
}

/**
 * The browsable reference and its JSON (/api/docs, /api/docs/json, /api/docs/yaml). Swagger UI's files come with the
 * package and are served from here, so the page works offline and under the app's Content-Security-Policy
 * (script-src 'self'). Its routes are public API routes: the same access checks (an override header is refused).
 */
async function registerApiReference(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: access.public };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null, deepLinking: true }, theme: { title: 'Covers API' } });
}

/**
 * Only the configured proxies may state the client's address (TRUST_PROXY); by default none. Fastify takes a hop count
 * as "trust nothing", so hops become the function proxy-addr asks: the socket's peer is hop 0, the last
 * X-Forwarded-For entry hop 1, and so on.
 */
function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * A connection that never carried a request (a browser's preconnect, the spare socket a fetch client opens after an
 * aborted live-updates stream) is not "idle" to Node, so server.close() would wait for it to time out; nothing is in
 * flight on it, so it is closed at once. Streams are ended by their own route (routes/events.ts) in the same phase.
 */
function closeSpareConnectionsOnClose(app: FastifyInstance): void {
  const spare = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    spare.add(socket);
    socket.once('close', () => spare.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage) => spare.delete(request.socket));
  app.addHook('preClose', async () => {
    for (const socket of spare) socket.destroy();
  });
}

/** Whether any string or key in a parsed request holds a NUL; iterative, so deeply nested JSON cannot overflow. */
function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** What a page's status depends on, from the app's services. */
function pageLookups(app: FastifyInstance): PageLookups {
  return {
    productHosts: app.config.productHosts,
    restaurantExists: (restaurantId) => app.services.restaurants.exists(restaurantId),
    restaurantOfHost: async (host) => (await app.services.restaurants.findByHost(host)) ?? undefined,
    creatorExists: async (slug) => {
      const user = await app.services.users.findBySlug(slug);
      return user?.type === 'Affiliate' && Boolean(user.username);
    },
  };
}

function publicPageRequest(app: FastifyInstance, request: FastifyRequest) {
  const { productHosts, publicUrl } = app.config;
  return { url: request.url, hostname: request.hostname ?? '', productHosts, publicUrl, headers: request.headers };
}

/** The built PWA at the root; unknown non-API paths get index.html so the client router decides. */
async function registerPwa(app: FastifyInstance, config: Config) {
  const root = path.resolve(config.staticDir);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every asset.
      preCompressed: true,
      setHeaders: (res, file) => {
        // Hashed assets never change; the shell and the service worker must always be revalidated.
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/files/') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (hasBuild && isPage) {
      reply.header('cache-control', 'no-cache');
      // The public creator pages come rendered, with their own status (a slug no creator has is a 404 page).
      const page = await publicPage(app.services.publicPages, path.join(root, 'index.html'), publicPageRequest(app, request)).catch((error: unknown) => {
        request.log.warn({ err: error }, 'public page not rendered');
        return undefined;
      });
      if (page) return reply.code(page.status).header('vary', 'Accept-Language, Cookie').type('text/html; charset=utf-8').send(page.html);
      const status = await pageStatus(request.url.split('?')[0] ?? '/', request.hostname ?? '', pageLookups(app)).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page status not known');
        return 200 as const;
      });
      // Not found: the shell still answers (the app shows the translated not-found page), with the status a crawler reads.
      if (status === 404) return reply.code(404).type('text/html; charset=utf-8').send(await readFile(path.join(root, 'index.html')));
      // The welcome is a head start, never a condition: if it cannot be made, the plain shell serves.
      const bookingHome = await bookingHomePage(app.bucket, path.join(root, 'index.html'), request.url, request.headers).catch((error: unknown) => {
        request.log.warn({ err: error }, 'booking home welcome not added');
        return undefined;
      });
      // The welcome is in the guest's language: a cache must keep one answer per language and cookie.
      if (bookingHome) return reply.header('vary', 'Accept-Language, Cookie').type('text/html; charset=utf-8').send(bookingHome);
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'not_found', message: `Not found: ${request.method} ${request.url.slice(0, 200)}` });
  });
}
