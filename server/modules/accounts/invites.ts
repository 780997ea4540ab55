import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { Invite } from '../../../core/schemas/users';
import type { Database } from '../../platform/db/connection';
import { invites, roles } from '../../platform/db/schema';

export type InvitesService = ReturnType<typeof invitesService>;

/** Spec §3: an invite is valid for 7 days. */
export const inviteValidityMs = 7 * 24 * 3600_000;

type InviteRow = typeof invites.$inferSelect;

interface InviteInput {
  name: string;
  email: string;
  phone?: string | undefined;
  roleId: string;
  issueCode: boolean;
}

/** 10 characters from an alphabet without look-alikes (0/O, 1/I/L): ~50 bits, easy to read out over the phone. */
function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

function toDto(row: InviteRow): Invite {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    roleId: row.roleId,
    restaurantId: row.restaurantId,
    inviteCode: row.inviteCode,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
  };
}

export function invitesService({ db }: { db: Database }) {
  async function assertRole(restaurantId: string, roleId: string) {
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.restaurantId, restaurantId), eq(roles.id, roleId)))
      .limit(1);
    if (!role) throw new AppError('user_invalid_role', `No role ${roleId} in this restaurant`);
  }

  /** The path parameter of PUT/DELETE /users/invites/{code} names the code, or the id of a draft without one. */
  async function find(restaurantId: string, codeOrId: string): Promise<InviteRow> {
    const [row] = await db
      .select()
      .from(invites)
      .where(and(eq(invites.restaurantId, restaurantId), or(eq(invites.inviteCode, codeOrId), eq(invites.id, codeOrId))))
      .limit(1);
    // not_found, not invalid_invite: managing an invite of another tenant must look like managing no invite at all;
    // invalid_invite is the onboarding answer for a code that cannot be redeemed.
    if (!row) throw new AppError('not_found', `No invite ${codeOrId}`);
    return row;
  }

  async function list(restaurantId: string): Promise<Invite[]> {
    const rows = await db
      .select()
      .from(invites)
      .where(and(eq(invites.restaurantId, restaurantId), isNull(invites.redeemedAt)))
      .orderBy(asc(invites.createdAt));
    return rows.map(toDto);
  }

  async function create(restaurantId: string, input: InviteInput): Promise<Invite> {
    await assertRole(restaurantId, input.roleId);
    const now = Date.now();
    const [row] = await db
      .insert(invites)
      .values({
        restaurantId,
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone ?? null,
        roleId: input.roleId,
        inviteCode: input.issueCode ? newInviteCode() : null,
        createdAt: new Date(now),
        expiresAt: new Date(now + inviteValidityMs),
      })
      .returning();
    return toDto(row as InviteRow);
  }

  /** Spec §4: an invite that already has a code cannot be edited — delete it and invite again. */
  async function update(restaurantId: string, codeOrId: string, input: InviteInput): Promise<Invite> {
    const current = await find(restaurantId, codeOrId);
    if (current.inviteCode) throw new AppError('invite_locked', 'must delete to edit');
    await assertRole(restaurantId, input.roleId);
    const now = Date.now();
    const [row] = await db
      .update(invites)
      .set({
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone ?? null,
        roleId: input.roleId,
        inviteCode: input.issueCode ? newInviteCode() : null,
        // Issuing the code starts the 7 days.
        expiresAt: input.issueCode ? new Date(now + inviteValidityMs) : current.expiresAt,
      })
      .where(and(eq(invites.restaurantId, restaurantId), eq(invites.id, current.id)))
      .returning();
    return toDto(row as InviteRow);
  }

  async function remove(restaurantId: string, codeOrId: string): Promise<void> {
    const current = await find(restaurantId, codeOrId);
    await db.delete(invites).where(and(eq(invites.restaurantId, restaurantId), eq(invites.id, current.id)));
  }

  return { list, create, update, remove };
}
