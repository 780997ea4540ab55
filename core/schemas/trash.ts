// The database trash (spec §1, §2 database-trash; docs/decisions/013-trash.md): what was deleted, by whom and when,
// restorable until it is purged by an admin or by the retention purge.
import { z } from 'zod';
import { EntityId, numberedPageOf, RestaurantId } from './common';

/** Every kind of item that goes to the trash when deleted, in the order the screen offers them. */
export const trashKinds = ['reservation', 'table', 'area', 'areaGroup', 'special', 'role', 'user', 'restaurant'] as const;
export const TrashKind = z.enum(trashKinds);
export type TrashKind = z.infer<typeof TrashKind>;

/** The trash's page size (spec §9: admin lists are paged by page number). */
export const trashPageSize = 50;

/** The retention purge's default: items deleted longer ago are deleted for good. */
export const defaultTrashRetentionDays = 30;

const RestaurantRef = z.object({ id: z.string(), name: z.string() });
/** A person: their user id and what to call them (null when the account is gone, or for a guest's own cancellation). */
const PersonRef = z.object({ id: z.string(), name: z.string().nullable() });

export const TrashItem = z.object({
  kind: TrashKind,
  id: z.string(),
  label: z.string(),
  /** Null for a user of no restaurant (an admin or an affiliate). */
  restaurant: RestaurantRef.nullable(),
  deletedAt: z.string(),
  deletedBy: PersonRef.nullable(),
});
export type TrashItem = z.infer<typeof TrashItem>;

export const TrashQuery = z.object({
  kind: TrashKind.optional(),
  restaurantId: RestaurantId.optional(),
  page: z.coerce.number().int().min(0).max(100000).default(0),
});
export type TrashQuery = z.infer<typeof TrashQuery>;

export const TrashPage = numberedPageOf(TrashItem).extend({ retentionDays: z.number().int() });
export type TrashPage = z.infer<typeof TrashPage>;

export const TrashParams = z.object({ kind: TrashKind, id: EntityId });
export type TrashRef = z.infer<typeof TrashParams>;

/** What a restore brought back: the item, then what it needed that was in the trash too. */
export const TrashRestored = z.object({ restored: z.array(z.object({ kind: TrashKind, id: z.string(), label: z.string() })) });
export type TrashRestored = z.infer<typeof TrashRestored>;

/** `purgedBy` is the admin, or null for the retention purge (`byRetention`). */
export const TrashPurge = z.object({
  kind: TrashKind,
  id: z.string(),
  label: z.string(),
  restaurant: RestaurantRef.nullable(),
  deletedAt: z.string().nullable(),
  purgedAt: z.string(),
  byRetention: z.boolean(),
  purgedBy: PersonRef.nullable(),
});
export type TrashPurge = z.infer<typeof TrashPurge>;

export const TrashPurgeQuery = z.object({ page: z.coerce.number().int().min(0).max(100000).default(0) });
export const TrashPurgePage = numberedPageOf(TrashPurge);
export type TrashPurgePage = z.infer<typeof TrashPurgePage>;
