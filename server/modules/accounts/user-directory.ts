// Users across restaurants: the public affiliate profiles and slugs, and the administrators' list, accounts and trash.
import { AppError } from '../../../core/errors';
import type { Database } from '../../platform/db/connection';
import type { UserRow } from '../../platform/db/rows';
import { deletedUserRows, insertUser as insertUserRow, liveAffiliates, liveUserBySlug, liveUserPage, purgeUser, restoreUser, usernameHolder, type NewUser, type UserFilter } from './repository/users';
import type { UserAccounts } from './user-accounts';

export function userDirectory({ db, accounts }: { db: Database; accounts: UserAccounts }) {
  async function publicAffiliates(): Promise<UserRow[]> {
    return liveAffiliates(db);
  }

  async function findBySlug(slugOrId: string): Promise<UserRow | undefined> {
    return liveUserBySlug(db, slugOrId);
  }

  async function usernameAvailable(username: string): Promise<boolean> {
    return (await usernameHolder(db, username)) === undefined;
  }

  async function adminPage(filter: UserFilter, page: number, pageSize: number) {
    return liveUserPage(db, filter, page, pageSize);
  }

  async function insertUser(values: NewUser): Promise<UserRow> {
    await insertUserRow(db, values);
    return (await accounts.findById(values.id)) as UserRow;
  }

  async function deletedUsers(): Promise<UserRow[]> {
    return deletedUserRows(db);
  }

  async function restore(id: string): Promise<void> {
    if (!(await restoreUser(db, id))) throw new AppError('unknown_user', `No deleted user ${id}`);
  }

  async function purge(id: string): Promise<void> {
    if (!(await purgeUser(db, id))) throw new AppError('unknown_user', `No deleted user ${id}`);
  }

  return { publicAffiliates, findBySlug, usernameAvailable, adminPage, insertUser, deletedUsers, restore, purge };
}
