// The vocabulary of the authorization matrix (./authorization-matrix.test.ts): who a route lets in, and the call each
// kind of caller makes to it. The tables by domain: ./authorization-endpoints-*.ts.
import type { LightMyRequestResponse } from 'fastify';
import type { Permission } from '../../core/permissions';
import type { Database } from '../../server/platform/db/connection';
import type { Throwaways } from './throwaways';

export type Policy =
  | { kind: 'public' }
  /** Public, about one restaurant (X-Restaurant-Id or host). */
  | { kind: 'tenant' }
  | { kind: 'signedIn' }
  | { kind: 'staff'; permissions: Permission[] }
  | { kind: 'admin' }
  | { kind: 'affiliate' };

export const publicRoute: Policy = { kind: 'public' };
export const tenant: Policy = { kind: 'tenant' };
export const signedIn: Policy = { kind: 'signedIn' };
export const admin: Policy = { kind: 'admin' };
export const affiliate: Policy = { kind: 'affiliate' };
export const staff = (...permissions: Permission[]): Policy => ({ kind: 'staff', permissions });

/** What the matrix's setup makes once for the calls. */
export interface MatrixFixtures {
  /**
   * The role invites and users of these calls get: one holding ManageUsers only, so the caller holding just ManageUsers
   * may grant it too (nobody grants a role with permissions they lack).
   */
  grantableRole: string;
  /** A day the demo is fully booked (a private party): the waitlist takes guests only for such a day. */
  fullDay: string;
}

export interface Call {
  url?: string;
  payload?: Record<string, unknown>;
  /** Raw image bytes instead of a JSON payload (sent as image/png). */
  upload?: Buffer;
}
export interface Endpoint {
  policy: Policy;
  /** Statuses an allowed caller may get with this call (handlers may still refuse the payload on their own terms). */
  ok: number[];
  /** The request; runs once per caller, so state-changing calls get their own throw-away resource. */
  call?: (t: Throwaways, fixtures: MatrixFixtures) => Promise<Call> | Call;
  /** Waits for work an admitted call leaves running after its reply, before the next endpoint compares snapshots. */
  settle?: (replies: LightMyRequestResponse[], db: Database) => Promise<void>;
}
