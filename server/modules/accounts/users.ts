// Users (spec §3 User, §4), by job: the account every part reads (./user-accounts.ts), the signed-in user's own profile
// (./user-profile.ts), a restaurant's staff (./staff-users.ts), child users (./child-users.ts), and users across
// restaurants (./user-directory.ts). `usersService` is all of them, as the routes and other modules know it.
import type { Database } from '../../platform/db/connection';
import type { RoleRow, UserRow } from '../../platform/db/rows';
import { childUsers } from './child-users';
import { staffUsers } from './staff-users';
import { userAccounts } from './user-accounts';
import { userDirectory } from './user-directory';
import { userProfiles } from './user-profile';

export type { RoleRow, UserRow };

export interface UserServiceDeps {
  db: Database;
  sessionSecret: string;
}

export type UsersService = ReturnType<typeof usersService>;

export function usersService(deps: UserServiceDeps) {
  const accounts = userAccounts(deps);
  const parts = { ...deps, accounts };
  return { ...accounts, ...userProfiles(parts), ...staffUsers(parts), ...childUsers(parts), ...userDirectory(parts) };
}
