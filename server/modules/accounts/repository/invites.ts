// A restaurant's invitations (spec §3 Invite, §4).
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connection';
import { invites, roles } from '../../../platform/db/schema';

export type InviteRow = typeof invites.$inferSelect;
export type NewInvite = Omit<typeof invites.$inferInsert, 'id'>;
export type InviteChange = Partial<Omit<NewInvite, 'restaurantId'>>;

/** Whether the restaurant has a role with this id. */
export async function roleExists(db: Database, restaurantId: string, roleId: string): Promise<boolean> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.restaurantId, restaurantId), eq(roles.id, roleId)))
    .limit(1);
  return Boolean(role);
}

/** The restaurant's invite with this code, or with this id. */
export async function inviteByCodeOrId(db: Database, restaurantId: string, codeOrId: string): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.restaurantId, restaurantId), or(eq(invites.inviteCode, codeOrId), eq(invites.id, codeOrId))))
    .limit(1);
  return row;
}

/** The restaurant's invites not redeemed yet, oldest first. */
export function openInvites(db: Database, restaurantId: string): Promise<InviteRow[]> {
  return db
    .select()
    .from(invites)
    .where(and(eq(invites.restaurantId, restaurantId), isNull(invites.redeemedAt)))
    .orderBy(asc(invites.createdAt));
}

export async function insertInvite(db: Database, values: NewInvite): Promise<InviteRow> {
  const [row] = await db.insert(invites).values(values).returning();
  return row as InviteRow;
}

export async function updateInvite(db: Database, restaurantId: string, id: string, change: InviteChange): Promise<InviteRow> {
  const [row] = await db
    .update(invites)
    .set(change)
    .where(and(eq(invites.restaurantId, restaurantId), eq(invites.id, id)))
    .returning();
  return row as InviteRow;
}

export async function deleteInvite(db: Database, restaurantId: string, id: string): Promise<void> {
  await db.delete(invites).where(and(eq(invites.restaurantId, restaurantId), eq(invites.id, id)));
}
