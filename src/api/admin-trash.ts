// The admin's database trash (docs/decisions/013-trash.md): the list of deleted items of every kind, restore, purge,
// and the purge log. Answers are parsed with the contract's schemas; a restore or purge reloads the trash's reads.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { Ok } from '../../core/schemas/common';
import { TrashPage, TrashPurgePage, TrashRestored, type TrashQuery, type TrashRef } from '../../core/schemas/trash';
import { getJson } from './client';
import { queryKeys } from './query-keys';

// The trash belongs to no restaurant: its calls carry none, whatever restaurant the admin last looked at.
const platform = { restaurantId: null };
const itemPath = ({ kind, id }: TrashRef) => `/admin/database-trash/${kind}/${encodeURIComponent(id)}`;

export const fetchTrash = (query: TrashQuery) =>
  getJson('/admin/database-trash', { ...platform, query: { kind: query.kind, restaurantId: query.restaurantId, page: query.page }, schema: TrashPage });
export const fetchTrashPurges = (page: number) => getJson('/admin/database-trash/purges', { ...platform, query: { page }, schema: TrashPurgePage });
export const restoreTrashItem = (ref: TrashRef) => getJson(`${itemPath(ref)}/restore`, { ...platform, method: 'POST', schema: TrashRestored });
export const purgeTrashItem = (ref: TrashRef) => getJson(itemPath(ref), { ...platform, method: 'DELETE', schema: Ok });

export const trashQueries = {
  list: (query: TrashQuery) => queryOptions({ queryKey: queryKeys.trashList(query), queryFn: () => fetchTrash(query) }),
  purges: (page: number) => queryOptions({ queryKey: queryKeys.trashPurges(page), queryFn: () => fetchTrashPurges(page) }),
};

/** A restore or a purge: afterwards the trash's lists and its purge log reload. */
export function useTrashChange<Answer>(change: (ref: TrashRef) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trash() }),
  });
}
