import { randomBytes } from 'node:crypto';
import { AppError } from '../../../core/errors';
import type { Invite } from '../../../core/schemas/users';
import type { Database } from '../../platform/db/connection';
import { deleteInvite, insertInvite, inviteByCodeOrId, openInvites, queueInviteEmail, roleExists, updateInvite, type InviteRow } from './repository/invites';

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

/** Wakes the email outbox once an email is committed to it (its worker sends it). */
interface OutboxWaker {
  wake(): void;
}

export function invitesService({ db, emailOutbox }: { db: Database; emailOutbox?: OutboxWaker }) {
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

  const newInvite = (input: InviteInput) => {
    const now = Date.now();
    return {
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      roleId: input.roleId,
      inviteCode: input.issueCode ? newInviteCode() : null,
      createdAt: new Date(now),
      expiresAt: new Date(now + inviteValidityMs),
    };
  };

  async function create(restaurantId: string, input: InviteInput): Promise<Invite> {
    await assertRole(restaurantId, input.roleId);
    return toDto(await insertInvite(db, restaurantId, newInvite(input)));
  }

  /**
   * An invite with a code, emailed to the person (spec §6: a new restaurant's owner): the email is queued in the
   * outbox in the invite's transaction, so there is no invite without its email, nor an email without its invite.
   */
  async function createAndSend(restaurantId: string, input: Omit<InviteInput, 'issueCode'>): Promise<Invite> {
    await assertRole(restaurantId, input.roleId);
    const row = await db.transaction(async (tx) => {
      const invite = await insertInvite(tx, restaurantId, newInvite({ ...input, issueCode: true }));
      await queueInviteEmail(tx, restaurantId, invite.id, null);
      return invite;
    });
    emailOutbox?.wake();
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

  return { list, create, createAndSend, update, remove };
}
