import { z } from 'zod';

/** What the PWA needs to know about this installation before anything else: how to reach Firebase. */
export const ClientConfig = z.object({
  firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string(), appId: z.string().optional() }),
  /** host:port of the Auth emulator, or null for the real Firebase project. */
  authEmulatorHost: z.string().nullable(),
  /** Google sign-in only exists for a real Firebase project. */
  googleSignIn: z.boolean(),
  productHosts: z.array(z.string()),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
