import type { Permission } from '../../../core/permissions';
import { useAuth } from '../../auth/auth-context';

/** Whether the signed-in person may decide items and record payouts (the owner's ManageRoles; admins may). */
export function useMayManage(): boolean {
  const { me } = useAuth();
  return me?.type === 'Admin' || ((me?.permissions ?? []) as Permission[]).includes('ManageRoles');
}
