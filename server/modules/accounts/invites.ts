import { randomBytes } from 'node:crypto';
import { AppError } from '../../../core/errors';
import type { Invite } from '../../../core/schemas/users';
import type { Database } from '../../platform/db/connection';
import { deleteInvite, insertInvite, inviteByCodeOrId, openInvites, roleExists, updateInvite, type InviteRow } from './repository/invites';

export type InvitesService = ReturnType<typeof invitesService>;

/** Spec §3: an invite is valid for 7 days. */
export const inviteValidityMs = 7 * 24 * 3600_000;

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

const noInvite = (codeOrId: string) => new AppError('not_found', `No invite ${codeOrId}`);

export function invitesService({ db }: { db: Database }) {
  async function assertRole(restaurantId: string, roleId: string) {
    if (!(await roleExists(db, restaurantId, roleId))) throw new AppError('user_invalid_role', `No role ${roleId} in this restaurant`);
  }

  /** The path parameter of PUT/DELETE /users/invites/{code} names the code, or the id of a draft without one. */
  async function find(restaurantId: string, codeOrId: string): Promise<InviteRow> {
    const row = await inviteByCodeOrId(db, restaurantId, codeOrId);
    // not_found, not invalid_invite: managing an invite of another tenant must look like managing no invite at all;
    // invalid_invite is the onboarding answer for a code that cannot be redeemed.
    if (!row) throw noInvite(codeOrId);
    return row;
  }

  async function list(restaurantId: string): Promise<Invite[]> {
    return (await openInvites(db, restaurantId)).map(toDto);
  }

  async function create(restaurantId: string, input: InviteInput): Promise<Invite> {
    await assertRole(restaurantId, input.roleId);
    const now = Date.now();
    const row = await insertInvite(db, restaurantId, {
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      roleId: input.roleId,
      inviteCode: input.issueCode ? newInviteCode() : null,
      createdAt: new Date(now),
      expiresAt: new Date(now + inviteValidityMs),
    });
    return toDto(row);
  }

  /** Spec §4: an invite that already has a code cannot be edited — delete it and invite again. */
  async function update(restaurantId: string, codeOrId: string, input: InviteInput): Promise<Invite> {
    const current = await find(restaurantId, codeOrId);
    if (current.inviteCode) throw new AppError('invite_locked', 'must delete to edit');
    await assertRole(restaurantId, input.roleId);
    const now = Date.now();
    const row = await updateInvite(db, restaurantId, current.id, {
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      roleId: input.roleId,
      inviteCode: input.issueCode ? newInviteCode() : null,
      // Issuing the code starts the 7 days.
      expiresAt: input.issueCode ? new Date(now + inviteValidityMs) : current.expiresAt,
    });
    if (!row) throw noInvite(codeOrId);
    return toDto(row);
  }

  async function remove(restaurantId: string, codeOrId: string): Promise<void> {
    const current = await find(restaurantId, codeOrId);
    await deleteInvite(db, restaurantId, current.id);
  }

  return { list, create, update, remove };
}
