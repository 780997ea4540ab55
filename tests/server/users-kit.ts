// Users and invites as the user-management tests see them (spec §3, §4, §6): the replies' shapes, the stored rows, and
// staff made through the real invite flow (an invite, a sign-up on the auth emulator, POST /users/type).
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { invites, users } from '../../server/platform/db/schema';
import { demo, emulatorSignUp, type TestServer } from '../support/test-server';
import { uniqueEmail } from './file-server';

export interface UserDto {
  _id: string;
  email: string | null;
  type: string | null;
  username: string | null;
  restaurantId: string | null;
  roleId: string | null;
  parentUserId: string | null;
  children: { _id: string; displayName: string | null }[];
  publicInformation: { displayName?: string } & Record<string, unknown>;
}

export interface InviteDto {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  roleId: string;
  restaurantId: string;
  inviteCode: string | null;
  createdAt: string;
  expiresAt: string;
  redeemedAt: string | null;
}

/** How long an invite's code stays valid (spec §4). */
export const sevenDaysMs = 7 * 24 * 3600_000;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function usersKit(server: TestServer) {
  async function userRow(id: string) {
    const [row] = await server.database.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async function inviteRow(restaurantId: string, id: string) {
    const [row] = await server.database.db.select().from(invites).where(and(eq(invites.restaurantId, restaurantId), eq(invites.id, id)));
    return row;
  }

  /** An invite to `demo` for a host, as its owner, unless `body` and `as` say otherwise. */
  async function createInvite(body: Record<string, unknown>, as: string = demo.owner): Promise<InviteDto> {
    const res = await server.call({ method: 'POST', url: '/api/users/invites', as, payload: { name: 'New Hire', email: uniqueEmail('invitee'), roleId: 'host', ...body } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as InviteDto;
  }

  /** A fresh staff member of `restaurant`, made through the real invite flow. */
  async function newStaff(restaurant: 'demo' | 'demo2', roleId = 'host'): Promise<{ uid: string; token: string }> {
    const owner = restaurant === 'demo' ? demo.owner : demo.owner2;
    const invite = await createInvite({ name: 'Staff Member', email: uniqueEmail('staff'), roleId }, owner);
    const account = await emulatorSignUp(uniqueEmail('staff'));
    const joined = await server.call({ method: 'POST', url: '/api/users/type', headers: bearer(account.token), payload: { type: 'Restaurant', inviteCode: invite.inviteCode } });
    expect(joined.statusCode, joined.body).toBe(200);
    return account;
  }

  return { userRow, inviteRow, createInvite, newStaff };
}
