// The lightweight checks of what the app reads at start-up, on every page, before zod is loaded (./shape-check.ts says
// why): the published app config file (spec §7) or the API's answer of the same shape, and the client config. The
// availability's is in ./availability-check.ts, loaded with the booking pages only. Each mirrors its schema and is
// tested against it (published-checks.test.ts).
import type { AppConfig } from './restaurants';
import type { ClientConfig } from './client-config';
import { array, boolean, nullable, object, optional, string, type Check } from './shape-check';

const appConfig: Check = object({
  restaurantId: string,
  restaurantName: string,
  restaurantEmail: string,
  COLOR_PRIMARY: string,
  COLOR_SECONDARY: string,
  COLOR_ACCENT: string,
  STRINGS: object({ BOOKING_SPECIALS: string }),
  languages: array(string),
  images: optional(
    object({
      logo: optional(object({ png: string, thumbnail: string })),
      favicon: optional(object({ ico: string, png32: optional(string), png48: optional(string) })),
      appIcon: optional(object({ png192: string, png512: string, maskable512: string })),
    }),
  ),
});

const clientConfig: Check = object({
  firebase: object({ apiKey: string, authDomain: string, projectId: string, appId: optional(string) }),
  authEmulatorHost: nullable(string),
  googleSignIn: boolean,
  productHosts: array(string),
  services: optional(
    object({
      errorReporting: nullable(object({ dsn: string, environment: string })),
      analytics: nullable(object({ measurementId: string, configUrl: nullable(string), collectUrl: string })),
      tokenSyncUrl: nullable(string),
    }),
  ),
});

/** The app config, from /files/app-config/{id}.json, GET /app-config or this device's stored copy. */
export const isAppConfig = appConfig as (value: unknown) => value is AppConfig;
/** GET /client-config, or this device's stored copy. */
export const isClientConfig = clientConfig as (value: unknown) => value is ClientConfig;
