// A restaurant's invitations (spec §3 Invite, §4).
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database, Queryable } from '../../../platform/db/connection';
import { emailOutbox, invites, roles } from '../../../platform/db/schema';
import { tenantRows } from '../../../platform/db/tenant-rows';

export type InviteRow = typeof invites.$inferSelect;

/** Whether the restaurant has a role with this id. */
export const roleExists = (db: Database, restaurantId: string, roleId: string): Promise<boolean> => tenantRows(roles).exists(db, restaurantId, eq(roles.id, roleId));

/** The restaurant's invite with this code, or with this id. */
export async function inviteByCodeOrId(db: Database, restaurantId: string, codeOrId: string): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.restaurantId, restaurantId), or(eq(invites.inviteCode, codeOrId), eq(invites.id, codeOrId))))
    .limit(1);
  return row;
}

const inviteTable = tenantRows(invites);

/** The restaurant's invites not redeemed yet, oldest first. */
export const openInvites = (db: Database, restaurantId: string): Promise<InviteRow[]> => inviteTable.matching(db, restaurantId, isNull(invites.redeemedAt), asc(invites.createdAt));

export const { insert: insertInvite, update: updateInvite, remove: deleteInvite } = inviteTable;

/** The invite's email, queued in the outbox (in the caller's transaction, with the invite); null language: the restaurant's first. */
export async function queueInviteEmail(q: Queryable, restaurantId: string, inviteId: string, language: string | null): Promise<void> {
  await q.insert(emailOutbox).values({ restaurantId, kind: 'invite', inviteId, language });
}
