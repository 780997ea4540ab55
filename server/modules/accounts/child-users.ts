// Child users (spec §4): PIN-protected users below a signed-in account, for staff sharing one device. Wrong PINs are
// limited per parent account (./repository/pin-attempts.ts).
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../core/errors';
import type { StaffRefusal } from '../../../core/staff-refusal';
import { hashPin, pinMatches, signChildSession } from '../../platform/auth/child-session';
import type { Database } from '../../platform/db/connection';
import type { UserRow } from '../../platform/db/rows';
import { PinAttempts } from './repository/pin-attempts';
import { insertUser } from './repository/users';
import type { UserAccounts } from './user-accounts';

export function childUsers({ db, sessionSecret, accounts }: { db: Database; sessionSecret: string; accounts: UserAccounts }) {
  const { findById, requireRole, toDto } = accounts;

  async function createChild(
    parent: UserRow,
    restaurantId: string,
    input: { displayName: string; pin: string; roleId: string },
  ): Promise<UserRow> {
    if (parent.parentUserId) throw new AppError('invalid_request', 'A child user cannot have children', { params: { reason: 'childOfChild' } satisfies StaffRefusal });
    await requireRole(restaurantId, input.roleId);
    const id = `child-${randomUUID()}`;
    await insertUser(db, {
      id,
      type: 'Restaurant',
      restaurantId,
      roleId: input.roleId,
      parentUserId: parent.id,
      pinHash: await hashPin(input.pin),
      publicInformation: { displayName: input.displayName },
    });
    return (await findById(id)) as UserRow;
  }

  const pinAttempts = new PinAttempts(db);

  async function authenticateChild(parent: UserRow, childId: string, pin: string) {
    const attempt = await pinAttempts.begin(parent.id);
    if (!('miss' in attempt)) throw new AppError('rate_limited', `Too many wrong PINs; try again in ${Math.ceil(attempt.lockedForMs / 1000)} s`);
    const child = await findById(childId);
    if (!child || child.parentUserId !== parent.id || child.deletedAt) {
      await pinAttempts.withdraw(attempt.miss);
      throw new AppError('unknown_child_user', `No child user ${childId} of this account`);
    }
    if (!child.pinHash || !(await pinMatches(pin, child.pinHash))) throw new AppError('access_denied', 'Wrong PIN');
    await pinAttempts.succeed(parent.id);
    return { user: await toDto(child), childSession: signChildSession(sessionSecret, parent.id, child.id) };
  }

  return { createChild, authenticateChild };
}
