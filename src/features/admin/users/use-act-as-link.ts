import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OverrideTarget } from '../../../../core/schemas/overrides';
import { fetchAdminUsersPage } from '../../../api/admin-users';
import { queries } from '../../../api/queries';
import { userLabel } from './user-label';

export interface ActAsChoice {
  target: OverrideTarget;
  label: string;
  restaurantId: string | null;
}

/**
 * The act-as dialog's state. A page opened with ?actAsUser={id} or ?actAsRestaurant={id} (the restaurant detail and
 * the dashboard link there) opens it with that user or restaurant chosen, once it is found.
 */
export function useActAsLink(userId: string | null, restaurantId: string | null) {
  const [open, setOpen] = useState(false);
  const [initial, setInitial] = useState<ActAsChoice | null>(null);
  const [key, setKey] = useState(0);
  const restaurants = useQuery({ ...queries.adminRestaurants(), enabled: Boolean(restaurantId) });
  const user = useQuery({ queryKey: ['admin', 'users', 'by-id', userId], queryFn: () => fetchAdminUsersPage({ page: 0, q: userId ?? '' }), enabled: Boolean(userId) });
  const linked: ActAsChoice | null = (() => {
    if (restaurantId) {
      const found = restaurants.data?.items.find((r) => r.restaurantId === restaurantId);
      return found ? { target: { kind: 'restaurant', id: found.restaurantId }, label: found.name, restaurantId: found.restaurantId } : null;
    }
    const found = user.data?.items.find((u) => u._id === userId);
    return found ? { target: { kind: 'user', id: found._id }, label: userLabel(found), restaurantId: found.restaurantId } : null;
  })();
  const linkedKey = linked ? `${linked.target.kind}:${linked.target.id}` : '';
  useEffect(() => {
    if (!linkedKey) return;
    setInitial(linked);
    setKey((k) => k + 1);
    setOpen(true);
    // Once per link (the key names it): the choice is looked up when the page opens.
  }, [linkedKey]);
  const openFor = (choice: ActAsChoice | null) => {
    setInitial(choice);
    setKey((k) => k + 1);
    setOpen(true);
  };
  return { open, setOpen, initial, key, openFor };
}
