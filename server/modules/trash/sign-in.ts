// A purged user's sign-in account goes with them; a child user has none of its own (it signs in through its parent).
import type { IdentityProvider } from '../../platform/auth/verifier';
import type { TrashRow } from './repository/trash-list';

export async function forgetSignIn(identity: Pick<IdentityProvider, 'deleteUser'>, item: TrashRow, log?: { error(details: unknown, message?: string): void }): Promise<void> {
  if (item.kind !== 'user' || item.id.startsWith('child-')) return;
  try {
    await identity.deleteUser(item.id);
  } catch (error) {
    if (!log) throw error;
    log.error({ err: error, userId: item.id }, 'trash: deleting a purged user’s sign-in failed');
  }
}
