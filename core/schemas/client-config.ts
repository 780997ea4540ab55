import { z } from 'zod';

/** What the PWA needs to know about this installation before anything else: how to reach Firebase. */
export const ClientConfig = z.object({
  firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string(), appId: z.string().optional() }),
  /** host:port of the Auth emulator, or null for the real Firebase project. */
  authEmulatorHost: z.string().nullable(),
  /** Google sign-in only exists for a real Firebase project. */
  googleSignIn: z.boolean(),
  productHosts: z.array(z.string()),
  /** The platform's own services (README "Platform services"); absent or null: that service is off. */
  services: z
    .object({
      /** Where the PWA reports its errors (a Sentry-compatible DSN, spec §8). */
      errorReporting: z.object({ dsn: z.string(), environment: z.string() }).nullable(),
      /**
       * Product analytics (spec §8), loaded only after the guest accepted cookies: the local measurement id, the
       * address of its remote configuration (which may name another id) and where the events go.
       */
      analytics: z.object({ measurementId: z.string(), configUrl: z.string().nullable(), collectUrl: z.string() }).nullable(),
      /** Spec §7: the token-sync address (POST the bearer token on sign-in and refresh, DELETE on sign-out). */
      tokenSyncUrl: z.string().nullable(),
    })
    .optional(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
