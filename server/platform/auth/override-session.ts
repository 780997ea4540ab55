// Spec §6 overrides: an admin acts for a user or restaurant only through a live override session of their own
// (server/modules/overrides); the request context puts its target in effect and remembers it for the audit.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors';
import type { OverrideSessionRow, UserRow } from '../db/rows';
import { onceInBatch } from '../http/batch-scope';

/** The request context's facts an override sets (server/platform/auth/context.ts RequestContext). */
export interface OverrideContext {
  user: UserRow | null;
  actingAdminId: string | null;
  override: OverrideSessionRow | null;
  overrideTrace: { session: OverrideSessionRow; adminId: string } | null;
}

/** Puts the admin's override session in effect: its target user acts, or its target restaurant is the tenant. */
export async function applyOverride(app: FastifyInstance, ctx: OverrideContext, admin: UserRow, sessionId: string, sent: { userOverride?: string | undefined; restaurantOverride?: string | undefined }) {
  const { overrides } = app.services;
  const found = await onceInBatch(`override:${sessionId}`, () => overrides.find(sessionId.slice(0, 128)));
  if (found) ctx.overrideTrace = { session: found, adminId: admin.id };
  const session = overrides.usable(found, admin.id);
  // The old headers may still come along; they must then name the session's own target.
  const mismatch = (sent.userOverride && sent.userOverride !== session.targetUserId) || (sent.restaurantOverride && sent.restaurantOverride !== session.targetRestaurantId);
  if (mismatch) throw new AppError('override_session_invalid', 'The override headers name another target than the override session');
  ctx.override = session;
  if (session.targetUserId) {
    ctx.user = await overrides.liveUser(session.targetUserId);
    ctx.actingAdminId = admin.id;
  }
}
