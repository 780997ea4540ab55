import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { defaultTrashRetentionDays } from '../core/schemas/trash';

export type Mode = 'development' | 'test' | 'production';

/** Public API calls per minute from one address (RATE_LIMIT_PUBLIC_PER_MINUTE). */
export const defaultPublicRateLimitPerMinute = 120;

/** An address setting; an empty value (`SENTRY_DSN=`) means not set. */
const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional());

const Env = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  BUCKET_DIR: z.string().optional(),
  FIREBASE_PROJECT_ID: z.string().default('demo-covers'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FIREBASE_WEB_API_KEY: z.string().optional(),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  FIREBASE_APP_ID: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  PRODUCT_HOSTS: z.string().default('localhost,127.0.0.1'),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().min(1).default(defaultPublicRateLimitPerMinute),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('dist'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Covers <no-reply@covers.test>'),
  PUBLIC_URL: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.string().url().optional(),
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(defaultTrashRetentionDays),
  SENTRY_DSN: optionalUrl,
  SENTRY_BROWSER_DSN: optionalUrl,
  SENTRY_ENVIRONMENT: z.string().optional(),
  ANALYTICS_MEASUREMENT_ID: z.string().optional(),
  ANALYTICS_CONFIG_URL: optionalUrl,
  ANALYTICS_COLLECT_URL: optionalUrl,
  TOKEN_SYNC_URL: optionalUrl,
});

export interface Config {
  mode: Mode;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  bucketDir: string;
  firebaseProjectId: string;
  authEmulatorHost: string | undefined;
  /** The Firebase web app's settings the PWA signs in with (any key works against the emulator). */
  firebaseWebApiKey: string;
  firebaseAuthDomain: string;
  firebaseAppId: string | undefined;
  sessionSecret: string;
  productHosts: string[];
  /**
   * Whose X-Forwarded-For decides a caller's address (and so its rate-limit allowance): no proxy's, the nearest N hops',
   * or those of these addresses and CIDR ranges (Fastify's trustProxy).
   */
  trustProxy: TrustProxy;
  publicRateLimitPerMinute: number;
  logLevel: string;
  staticDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where guests reach the app, for links in emails. */
  publicUrl: string;
  /**
   * Stripe Checkout for gift cards (docs/decisions/012) when STRIPE_SECRET_KEY is set; otherwise guests pay at the
   * restaurant. `apiUrl` points the client elsewhere (tests: a local stand-in of the endpoints used).
   */
  stripe?: StripeConfig | undefined;
  /** Days a deleted item stays in the database trash before the retention purge (TRASH_RETENTION_DAYS, docs/decisions/013). */
  trashRetentionDays: number;
  /** The platform's own services (README "Platform services"); each is off when its setting is missing. */
  services?: PlatformServices | undefined;
}

export interface PlatformServices {
  /** Sentry-compatible DSNs: the server's own, and the one the PWA reports to (spec §8). */
  sentryDsn?: string | undefined;
  sentryBrowserDsn?: string | undefined;
  sentryEnvironment?: string | undefined;
  /** Product analytics (spec §8): the local measurement id, where its remote configuration and the events go. */
  analytics?: AnalyticsSettings | undefined;
  /** Spec §7: where the PWA posts (sign-in, refresh) or deletes (sign-out) its bearer token. */
  tokenSyncUrl?: string | undefined;
}

export interface AnalyticsSettings {
  measurementId: string;
  configUrl: string | undefined;
  collectUrl: string;
}

/** GA4's collection endpoint speaks the measurement protocol the PWA sends (src/product-analytics/collect.ts). */
export const defaultAnalyticsCollectUrl = 'https://www.google-analytics.com/g/collect';

export interface StripeConfig {
  secretKey: string;
  /** The endpoint's signing secret (whsec_…); without it every webhook is refused as unsigned. */
  webhookSecret: string;
  apiUrl: string | undefined;
}

export type TrustProxy = false | number | string[];

export class ConfigError extends Error {}

/** The configuration of a command (the API, `npm run seed`); an invalid one is explained and the process ends (exit 2). */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`covers: ${error.message}`);
    process.exit(2);
  }
}

/** Reads the process environment once at start-up; refuses unsafe combinations before anything listens. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  const mode = e.NODE_ENV;
  // Emulator ID tokens are unsigned (alg: none): accepting them in production would let anyone sign in as anyone.
  if (e.FIREBASE_AUTH_EMULATOR_HOST && mode === 'production') {
    throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST is set in production mode; refusing to accept unsigned tokens');
  }
  // Spec §8: a missing bucket address aborts start-up. Outside production a folder under DATA_DIR is the default.
  if (mode === 'production' && !e.FIREBASE_WEB_API_KEY) throw new ConfigError('FIREBASE_WEB_API_KEY must be set in production mode');
  if (!e.BUCKET_DIR && mode === 'production') throw new ConfigError('BUCKET_DIR must be set in production mode');
  // A Stripe key without the webhook's secret would take payments and never fulfil them.
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET && mode === 'production') throw new ConfigError('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY');
  const bucketDir = e.BUCKET_DIR ?? path.join(e.DATA_DIR, 'bucket');
  return {
    mode,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    bucketDir,
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    firebaseWebApiKey: e.FIREBASE_WEB_API_KEY ?? 'demo-api-key',
    firebaseAuthDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    firebaseAppId: e.FIREBASE_APP_ID,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(e.DATA_DIR, mode),
    productHosts: e.PRODUCT_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    publicRateLimitPerMinute: e.RATE_LIMIT_PUBLIC_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    stripe: e.STRIPE_SECRET_KEY ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '', apiUrl: e.STRIPE_API_URL } : undefined,
    trashRetentionDays: e.TRASH_RETENTION_DAYS,
    services: {
      sentryDsn: e.SENTRY_DSN || undefined,
      sentryBrowserDsn: e.SENTRY_BROWSER_DSN || undefined,
      sentryEnvironment: e.SENTRY_ENVIRONMENT || mode,
      analytics: e.ANALYTICS_MEASUREMENT_ID
        ? { measurementId: e.ANALYTICS_MEASUREMENT_ID, configUrl: e.ANALYTICS_CONFIG_URL, collectUrl: e.ANALYTICS_COLLECT_URL ?? defaultAnalyticsCollectUrl }
        : undefined,
      tokenSyncUrl: e.TOKEN_SYNC_URL || undefined,
    },
  };
}

/**
 * TRUST_PROXY: unset, empty or 0 trusts no proxy (a client's own X-Forwarded-For is ignored); a whole number trusts that
 * many hops; otherwise a comma list of proxy addresses or CIDR ranges. Anything else stops the start.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new ConfigError(`TRUST_PROXY must be a hop count or a comma list of proxy addresses or CIDR ranges; "${bad}" is neither`);
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Outside production, a secret generated once and kept in DATA_DIR, so child sessions survive restarts. */
function persistentSecret(dataDir: string, mode: Mode): string {
  if (mode === 'production') throw new ConfigError('SESSION_SECRET (at least 32 characters) must be set in production');
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
