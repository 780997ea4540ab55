// Users across restaurants: the public affiliate profiles and slugs, and the administrators' list and accounts (the
// trash is server/modules/trash).
import type { Database } from '../../platform/db/connection';
import type { UserRow } from '../../platform/db/rows';
import { insertUser as insertUserRow, liveAffiliates, liveUserBySlug, liveUserPage, usernameHolder, type NewUser, type UserFilter } from './repository/users';
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

  return { publicAffiliates, findBySlug, usernameAvailable, adminPage, insertUser };
}
