// Users across restaurants: the public affiliate profiles and slugs, and the administrators' list and accounts (the
// trash is server/modules/trash).
import type { Database } from '../../platform/db/connection';
import type { UserRow } from '../../platform/db/rows';
import { insertUser as insertUserRow, liveAffiliateCount, liveAffiliates, liveUserBySlug, liveUserPage, usernameHolder, type NewUser, type UserFilter } from './repository/users';
import type { UserAccounts } from './user-accounts';

export function userDirectory({ db, accounts }: { db: Database; accounts: UserAccounts }) {
  async function publicAffiliates(): Promise<UserRow[]> {
    return liveAffiliates(db);
  }

  /** Page `page` (1-based) of the public creators, by username, and how many there are in all. */
  async function publicAffiliatesPage(page: number, size: number): Promise<{ rows: UserRow[]; total: number }> {
    const [rows, total] = await Promise.all([liveAffiliates(db, { offset: (page - 1) * size, limit: size }), liveAffiliateCount(db)]);
    return { rows, total };
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

  return { publicAffiliates, publicAffiliatesPage, findBySlug, usernameAvailable, adminPage, insertUser };
}
