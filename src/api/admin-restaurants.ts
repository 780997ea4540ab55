// The admin's restaurants (spec §2 admin area, §6, §7 "Restaurants", "Admin management"): the searched and paged list,
// one restaurant's metadata, figures, app config and users, and what the admin does to it. Changes go through
// useAdminChange (./admin-cities.ts), which reloads every admin read.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminDashboard, AdminRestaurantPage, RestaurantFigures, type AdminInviteInput, type AdminRestaurantQuery, type OwnerInviteInput } from '../../core/schemas/admin';
import { Ok } from '../../core/schemas/common';
import { AppConfig, RestaurantMetadata, type CreateRestaurantInput, type UpdateRestaurantMetadataInput } from '../../core/schemas/restaurants';
import { Invite, Role, User } from '../../core/schemas/users';
import { getJson } from './client';
import { queryKeys } from './query-keys';

const admin = { restaurantId: null } as const;
const one = (id: string, rest = '') => `/admin/restaurants/${encodeURIComponent(id)}${rest}`;

export type NewRestaurantInput = z.input<typeof CreateRestaurantInput>;
export type RestaurantChangeInput = z.input<typeof UpdateRestaurantMetadataInput>;

export const fetchRestaurantPage = (query: AdminRestaurantQuery) =>
  getJson('/admin/restaurants', {
    ...admin,
    query: { q: query.q, cityId: query.cityId, status: query.status, affiliateProgram: query.affiliateProgram, page: query.page },
    schema: AdminRestaurantPage,
  });
export const fetchRestaurant = (id: string) => getJson(`/restaurant-metadata/${encodeURIComponent(id)}`, { ...admin, schema: RestaurantMetadata });
export const fetchRestaurantFigures = (id: string) => getJson(one(id, '/figures'), { ...admin, schema: RestaurantFigures });
export const fetchRestaurantUsers = (id: string) => getJson(`/admin/users/restaurant/${encodeURIComponent(id)}`, { ...admin, schema: z.object({ items: z.array(User) }) });
/** The restaurant's app config as its guests get it (the admin reads it; changing it is the restaurant's settings). */
export const fetchRestaurantAppConfig = (id: string) => getJson('/app-config', { restaurantId: id, schema: AppConfig });
/** The restaurant's roles, through the admin's own call (its staff routes need an override session, spec §6). */
export const fetchRestaurantRoles = (id: string) => getJson(one(id, '/roles'), { ...admin, schema: z.object({ items: z.array(Role) }) });
export const fetchDashboard = () => getJson('/admin/dashboard', { ...admin, schema: AdminDashboard });

export const createRestaurant = (body: NewRestaurantInput) => getJson('/admin/restaurant-metadata', { ...admin, method: 'POST', body, schema: RestaurantMetadata });
export const updateRestaurant = ({ id, body }: { id: string; body: RestaurantChangeInput }) =>
  getJson(`/admin/restaurant-metadata/${encodeURIComponent(id)}`, { ...admin, method: 'PUT', body, schema: RestaurantMetadata });
export const deleteRestaurant = (id: string) => getJson(`/admin/restaurant/${encodeURIComponent(id)}`, { ...admin, method: 'DELETE', schema: Ok });
export const republishRestaurant = (id: string) => getJson(one(id, '/republish'), { ...admin, method: 'POST', schema: z.object({ published: z.number() }) });
export const inviteOwner = ({ id, body }: { id: string; body: OwnerInviteInput }) => getJson(one(id, '/owner-invite'), { ...admin, method: 'POST', body, schema: Invite });
export const inviteUser = ({ id, body }: { id: string; body: AdminInviteInput }) => getJson(one(id, '/invites'), { ...admin, method: 'POST', body, schema: Invite });

export const adminQueries = {
  restaurantPage: (query: AdminRestaurantQuery) => queryOptions({ queryKey: queryKeys.adminRestaurantPage(query), queryFn: () => fetchRestaurantPage(query) }),
  restaurant: (id: string) => queryOptions({ queryKey: queryKeys.adminRestaurant(id), queryFn: () => fetchRestaurant(id) }),
  figures: (id: string) => queryOptions({ queryKey: queryKeys.adminRestaurantFigures(id), queryFn: () => fetchRestaurantFigures(id) }),
  users: (id: string) => queryOptions({ queryKey: queryKeys.adminRestaurantUsers(id), queryFn: () => fetchRestaurantUsers(id) }),
  appConfig: (id: string) => queryOptions({ queryKey: queryKeys.adminRestaurantAppConfig(id), queryFn: () => fetchRestaurantAppConfig(id) }),
  roles: (id: string) => queryOptions({ queryKey: queryKeys.adminRestaurantRoles(id), queryFn: () => fetchRestaurantRoles(id) }),
  dashboard: () => queryOptions({ queryKey: queryKeys.adminDashboard(), queryFn: fetchDashboard }),
};
