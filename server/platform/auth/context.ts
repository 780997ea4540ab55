// Request context, spec §7: the Firebase bearer token, the restaurant (X-Restaurant-Id, the host-override header, or
// the request's host), and for admins only the user and restaurant overrides — through an override session of their
// own (spec §6; server/modules/overrides). One hook decides every route's access from its declared `config.access`;
// another writes every request sent with an override session to the audit.
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../../core/errors';
import { grantsAll, permissions as allPermissions, type Permission } from '../../../core/permissions';
import type { AddressLimit } from '../http/rate-limits';
import { onceInBatch } from '../http/batch-scope';
import type { OverrideSessionRow, RoleRow, UserRow } from '../db/rows';
import type { Access } from '../http/access';
import { verifyChildSession } from './child-session';
import { applyOverride } from './override-session';
import type { VerifiedIdentity } from './verifier';

export interface RequestContext {
  identity: VerifiedIdentity | null;
  /** The account behind the token, or the child user it authenticated as. */
  signedIn: UserRow | null;
  /** Who the request acts as: the admin's user-override target, else `signedIn`. */
  user: UserRow | null;
  actingAdminId: string | null;
  /** The parent account still has to pick a child user (spec §4, child_auth_required). */
  childAuthPending: boolean;
  restaurantId: string | null;
  role: RoleRow | null;
  permissions: ReadonlySet<Permission>;
  /** The admin's live override session this request acts under (its target user or restaurant is in effect). */
  override: OverrideSessionRow | null;
  /** What the audit records of a request that named an override session, whether it was accepted or refused. */
  overrideTrace: { session: OverrideSessionRow; adminId: string } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export const headers = {
  restaurant: 'x-restaurant-id',
  adminUserOverride: 'x-admin-user-override',
  adminRestaurantOverride: 'x-admin-restaurant-override',
  adminOverrideSession: 'x-admin-override-session',
  childSession: 'x-child-session',
} as const;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const single = Array.isArray(value) ? value[0] : value;
  const trimmed = single?.trim();
  return trimmed ? trimmed : undefined;
}

function emptyContext(): RequestContext {
  return {
    identity: null,
    signedIn: null,
    user: null,
    actingAdminId: null,
    childAuthPending: false,
    restaurantId: null,
    role: null,
    permissions: new Set(),
    override: null,
    overrideTrace: null,
  };
}

/** Non-null context facts for handlers behind a `staff` access rule. */
export function staffContext(ctx: RequestContext): { restaurantId: string; user: UserRow } {
  if (!ctx.restaurantId || !ctx.user) throw new AppError('missing_restaurant_id', 'No restaurant in this request');
  return { restaurantId: ctx.restaurantId, user: ctx.user };
}

export function signedInUser(ctx: RequestContext): UserRow {
  if (!ctx.user) throw new AppError('invalid_auth_header', 'Sign in first');
  return ctx.user;
}

export function tenantOf(ctx: RequestContext): string {
  if (!ctx.restaurantId) throw new AppError('missing_restaurant_id', 'Send the restaurant in X-Restaurant-Id');
  return ctx.restaurantId;
}

export interface RequestContextOptions {
  /** Counts a refused call without a valid sign-in against its address's allowance (server/platform/http/rate-limits.ts). */
  limitUnauthenticated?: AddressLimit;
}

/**
 * A route that is not public checks its caller as the request arrives, before the body is read, so a stranger's
 * megabytes are refused unparsed; a public route may opt in with `accessBeforeBody`. Other public routes resolve their
 * restaurant after validation, so a malformed request is told what is wrong with it first.
 */
function checkedOnArrival(rule: Access, config: FastifyContextConfig | undefined): boolean {
  return rule.kind !== 'public' || config?.accessBeforeBody === true;
}

export const requestContextPlugin = fp<RequestContextOptions>(async (app: FastifyInstance, options) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && !route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
  });

  const resolve = async (request: FastifyRequest, rule: Access) => {
    request.ctx = emptyContext();
    await authenticate(app, request);
    await authorize(app, request, rule);
  };
  app.addHook('onRequest', async (request, reply) => {
    request.ctx = emptyContext();
    const rule = request.routeOptions.config?.access;
    if (!rule || !checkedOnArrival(rule, request.routeOptions.config)) return;
    try {
      await resolve(request, rule);
    } catch (error) {
      // Only the signed-in are unlimited: a missing or forged token is counted (a 429 then replaces the refusal).
      if (!request.ctx.signedIn && rule.kind !== 'public') await options.limitUnauthenticated?.(request, reply);
      throw error;
    }
  });
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config?.access;
    if (rule && !checkedOnArrival(rule, request.routeOptions.config)) await resolve(request, rule);
  });
  // Spec §6: every request made with an override session is audited with its outcome. onSend (not onResponse): the
  // entry is written before the caller gets the answer, so no request under an override goes unrecorded.
  app.addHook('onSend', async (request, reply) => {
    const trace = request.ctx?.overrideTrace;
    if (!trace) return;
    const { session, adminId } = trace;
    await app.services.overrides.record({
      sessionId: session.id,
      adminId,
      targetUserId: session.targetUserId,
      restaurantId: request.ctx.restaurantId ?? session.targetRestaurantId ?? request.ctx.user?.restaurantId ?? null,
      reason: session.reason,
      method: request.method,
      // Without the query: search texts can carry a guest's name.
      path: request.url.split('?')[0] ?? request.url,
      status: reply.statusCode,
    });
  });
});

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const ctx = request.ctx;
  const authorization = header(request, 'authorization');
  const userOverride = header(request, headers.adminUserOverride);
  const restaurantOverride = header(request, headers.adminRestaurantOverride);

  if (authorization) {
    const match = /^Bearer ([A-Za-z0-9._-]{10,4096})$/.exec(authorization);
    if (!match?.[1]) throw new AppError('invalid_auth_header', 'Authorization must be "Bearer <Firebase ID token>"');
    try {
      ctx.identity = await app.identity.verifyIdToken(match[1]);
    } catch {
      throw new AppError('invalid_token', 'The ID token is invalid or expired; sign in again');
    }
    const identity = ctx.identity;
    let account = await onceInBatch(`account:${identity.uid}`, () => app.services.users.ensureForIdentity(identity));
    if (account.deletedAt) throw new AppError('access_denied', 'This account has been deleted');

    if (await app.services.users.hasChildren(account)) {
      const session = header(request, headers.childSession);
      const childId = session ? verifyChildSession(app.config.sessionSecret, account.id, session) : null;
      const child = childId ? await onceInBatch(`user:${childId}`, () => app.services.users.findById(childId)) : undefined;
      if (child && child.parentUserId === account.id && !child.deletedAt) account = child;
      else ctx.childAuthPending = true;
    }
    ctx.signedIn = account;
    ctx.user = account;
  }

  const sessionId = header(request, headers.adminOverrideSession);
  if (!userOverride && !restaurantOverride && !sessionId) return;
  // Spec §6: only admins may act for another user or restaurant, and only through an override session of their own.
  if (!ctx.signedIn || ctx.signedIn.type !== 'Admin') throw new AppError('access_denied', 'Only administrators may send override headers');
  if (!sessionId) throw new AppError('override_session_required', `Start an override session and send it in ${headers.adminOverrideSession}`);
  await applyOverride(app, ctx, ctx.signedIn, sessionId, { userOverride, restaurantOverride });
}

async function authorize(app: FastifyInstance, request: FastifyRequest, rule: Access): Promise<void> {
  const ctx = request.ctx;
  switch (rule.kind) {
    case 'public':
      if (rule.tenant === 'required' || rule.tenant === 'named') ctx.restaurantId = await resolveTenant(app, request, true, rule.tenant === 'required');
      return;
    case 'signedIn':
      requireSignedIn(ctx);
      return;
    case 'admin':
      requireSignedIn(ctx);
      refusePendingChild(ctx);
      if (ctx.user?.type !== 'Admin') throw new AppError('access_denied', 'Administrators only');
      return;
    case 'affiliate':
      requireSignedIn(ctx);
      refusePendingChild(ctx);
      if (ctx.user?.type !== 'Affiliate' && ctx.user?.type !== 'Admin') {
        throw new AppError('access_denied', 'Affiliates only');
      }
      return;
    case 'staff':
      requireSignedIn(ctx);
      refusePendingChild(ctx);
      await authorizeStaff(app, request, rule.permissions);
  }
}

function requireSignedIn(ctx: RequestContext): void {
  if (!ctx.user) throw new AppError('invalid_auth_header', 'Sign in first: send "Authorization: Bearer <ID token>"');
}

function refusePendingChild(ctx: RequestContext): void {
  if (ctx.childAuthPending) {
    throw new AppError('access_denied', 'Pick your user and enter the PIN first (child authentication required)');
  }
}

async function authorizeStaff(app: FastifyInstance, request: FastifyRequest, required: readonly Permission[]) {
  const ctx = request.ctx;
  const user = ctx.user as UserRow;
  if (user.type === 'Admin') {
    // Spec §6: an admin works on a restaurant's data only under an override session, so every such request is
    // audited; the admin screens read a restaurant through the admin routes.
    if (!ctx.override) throw new AppError('override_session_required', `Start an override session and send it in ${headers.adminOverrideSession}`);
    ctx.restaurantId = await resolveTenant(app, request, true);
    ctx.permissions = new Set(allPermissions);
    return;
  }
  if (user.type === null) throw new AppError('missing_user_type', 'Choose a user type first (onboarding)');
  if (user.type !== 'Restaurant') throw new AppError('access_denied', 'Restaurant staff only');
  if (!user.restaurantId) throw new AppError('missing_restaurant_id', 'This user belongs to no restaurant');

  const requested = header(request, headers.restaurant);
  if (requested && requested !== user.restaurantId) {
    throw new AppError('access_denied', `You are not a member of restaurant ${requested}`);
  }
  await requireLiveRestaurant(app, user.restaurantId);
  ctx.restaurantId = user.restaurantId;

  const { restaurantId, roleId } = user;
  const role = roleId ? await onceInBatch(`role:${restaurantId}:${roleId}`, () => app.services.users.roleOf(restaurantId, roleId)) : undefined;
  if (!role) throw new AppError('user_without_role', 'This user has no role in the restaurant');
  ctx.role = role;
  if (!grantsAll(role.permissions, required)) {
    throw new AppError('missing_permission', `Missing permission: ${required.join(', ') || 'a valid role'}`);
  }
  ctx.permissions = new Set(role.permissions as Permission[]);
}

/** The restaurant a request is about: the admin's override, X-Restaurant-Id, or a custom host mapped to it. */
async function resolveTenant(app: FastifyInstance, request: FastifyRequest, required: boolean, checkLive = true): Promise<string | null> {
  const explicit = request.ctx.override?.targetRestaurantId ?? header(request, headers.restaurant);
  let restaurantId = explicit ?? null;
  if (!restaurantId) {
    // Outside production a device's debug-host setting (spec §3) stands in for the real host name.
    const debugHost = app.config.mode === 'production' ? undefined : header(request, 'x-debug-host');
    const host = (debugHost ?? request.hostname ?? '').toLowerCase();
    if (host && !app.config.productHosts.includes(host.replace(/:\d+$/, ''))) {
      restaurantId = (await app.services.restaurants.findByHost(host)) ?? null;
    }
  }
  if (!restaurantId) {
    if (required) throw new AppError('missing_restaurant_id', 'Send the restaurant in the X-Restaurant-Id header');
    return null;
  }
  if (checkLive) await requireLiveRestaurant(app, restaurantId);
  return restaurantId;
}

async function requireLiveRestaurant(app: FastifyInstance, restaurantId: string): Promise<void> {
  if (!(await onceInBatch(`restaurant:${restaurantId}`, () => app.services.restaurants.exists(restaurantId)))) {
    throw new AppError('not_found', `Unknown restaurant ${restaurantId.slice(0, 64)}`);
  }
}

/**
 * A rule applied by the handler of a public route that some callers reach with more rights (spec §7 LoadReservation:
 * a guest by token, staff by id); the caller was authenticated with the route's own rule already.
 */
export async function authorizeInHandler(app: FastifyInstance, request: FastifyRequest, rule: Access): Promise<void> {
  await authorize(app, request, rule);
}
