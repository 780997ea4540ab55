import type { User } from '../../../../core/schemas/users';

/** How a user is named in lists and searches: display name and email, whichever exist. */
export function userLabel(user: User): string {
  const name = user.publicInformation.displayName?.trim();
  const contact = user.email ?? user.username ?? user._id;
  return name ? `${name} (${contact})` : contact;
}
