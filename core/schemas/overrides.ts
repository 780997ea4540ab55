// Acting on behalf, with a trace (spec §6 admin overrides): an admin acts for a real user or restaurant through an
// override session that carries a reason and ends after 30 minutes unless renewed; every request made with it is audited.
import { z } from 'zod';
import { EntityId, numberedPageOf, RestaurantId } from './common';

/** How long a session lasts from its start or its last renewal. */
export const overrideSessionMinutes = 30;

export const OverrideReason = z.string().trim().min(5, 'A reason of at least 5 characters').max(500);

export const OverrideTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), id: EntityId }),
  z.object({ kind: z.literal('restaurant'), id: RestaurantId }),
]);
export type OverrideTarget = z.infer<typeof OverrideTarget>;

export const OverrideSessionInput = z.object({ target: OverrideTarget, reason: OverrideReason });
export type OverrideSessionInput = z.infer<typeof OverrideSessionInput>;

export const OverrideSession = z.object({
  _id: EntityId,
  adminId: z.string(),
  target: z.object({
    kind: z.enum(['user', 'restaurant']),
    id: z.string(),
    /** How a person recognises the target: a user's name or email, a restaurant's name. */
    label: z.string(),
    /** The restaurant the target works in (a user) or is (a restaurant); null for a user of no restaurant. */
    restaurantId: z.string().nullable(),
  }),
  reason: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
});
export type OverrideSession = z.infer<typeof OverrideSession>;

/** One request made under an override session. */
export const OverrideAuditItem = z.object({
  _id: EntityId,
  sessionId: z.string(),
  adminId: z.string(),
  adminName: z.string().nullable(),
  targetUserId: z.string().nullable(),
  restaurantId: z.string().nullable(),
  reason: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  time: z.string(),
});
export type OverrideAuditItem = z.infer<typeof OverrideAuditItem>;

export const OverrideAuditPage = numberedPageOf(OverrideAuditItem);
export type OverrideAuditPage = z.infer<typeof OverrideAuditPage>;

export const OverrideAuditQuery = z.object({
  page: z.coerce.number().int().min(0).max(100000).default(0),
  restaurantId: RestaurantId.optional(),
  adminId: EntityId.optional(),
});
