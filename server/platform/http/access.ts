import type { Permission } from '../../../core/permissions';

/**
 * Who may call a route. Every API route declares one in `config.access`; a route without one is refused at start-up
 * (fail closed). The authorization matrix test reads the same declarations.
 */
export type Access =
  /**
   * Anyone. `tenant: 'required'` resolves the restaurant from X-Restaurant-Id or the request's host and refuses one
   * that does not exist (or was deleted); `'named'` resolves it the same way but leaves that refusal to the handler,
   * whose own statement reads the restaurant anyway (the online booking: one round trip fewer on the busiest route).
   */
  | { kind: 'public'; tenant?: 'required' | 'named' | 'none' }
  /** Any signed-in Firebase user, with or without a user type (onboarding, own profile). */
  | { kind: 'signedIn' }
  /** Staff of the resolved restaurant holding every listed permission; admins always pass. */
  | { kind: 'staff'; permissions: readonly Permission[] }
  | { kind: 'admin' }
  | { kind: 'affiliate' };

export const access = {
  public: { kind: 'public', tenant: 'none' },
  tenant: { kind: 'public', tenant: 'required' },
  tenantCheckedByHandler: { kind: 'public', tenant: 'named' },
  signedIn: { kind: 'signedIn' },
  admin: { kind: 'admin' },
  affiliate: { kind: 'affiliate' },
  staff: (...permissions: Permission[]): Access => ({ kind: 'staff', permissions }),
} satisfies Record<string, Access | ((...p: Permission[]) => Access)>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Check the caller before the body is read. Every route that is not public does so anyway (server/platform/auth/context.ts):
     * a stranger is refused without the server reading megabytes first, and validation errors come after access
     * errors. A public route that accepts a large body may opt in.
     */
    accessBeforeBody?: boolean;
  }
}
