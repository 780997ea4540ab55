// The admin's view of every account (GET /admin/users, paged by the server): what "act as a user" picks from.
import type { User } from '../../core/schemas/users';
import { getJson } from './client';

export interface AdminUsersPage {
  items: User[];
  total: number;
  page: number;
  pageSize: number;
}

/** How many pages one search reads at most: the admin narrows the text rather than the list growing without end. */
const maxPages = 20;

/** Every user the admin API lists, page after page until the total is reached. */
export async function fetchAllAdminUsers(): Promise<User[]> {
  const users: User[] = [];
  for (let page = 0; page < maxPages; page++) {
    const body = await getJson<AdminUsersPage>(`/admin/users?page=${page}`, { restaurantId: null });
    users.push(...body.items);
    if (body.items.length === 0 || users.length >= body.total) break;
  }
  return users;
}

/** One page of the admin's user list (spec §9: paged by page number), found by email or name, type and restaurant. */
export function fetchAdminUsersPage(filter: { page: number; q?: string; type?: string; restaurantId?: string }): Promise<AdminUsersPage> {
  return getJson<AdminUsersPage>('/admin/users', { restaurantId: null, asAdminSelf: true, query: { page: filter.page, q: filter.q || undefined, type: filter.type || undefined, restaurantId: filter.restaurantId || undefined } });
}

export function deleteAdminUser(id: string): Promise<{ ok: true }> {
  return getJson(`/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE', restaurantId: null, asAdminSelf: true });
}
