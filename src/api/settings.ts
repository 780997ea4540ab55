import type { BrandImageKind } from '../../core/images';
import type { z } from 'zod';
import type { Area, AreaGroup, AreaInput, Table, TableInput } from '../../core/schemas/floor';
import type { Special } from '../../core/schemas/reservations';
import type { AppConfig, RestaurantMetadata } from '../../core/schemas/restaurants';
import type { Invite, Role, User } from '../../core/schemas/users';
import { getJson } from './client';

export interface RoleInput {
  name: string;
  description: string;
  permissions: string[];
}

export const fetchRoles = () => getJson<{ items: Role[] }>('/roles');
export const createRole = (body: RoleInput) => getJson<Role>('/roles', { method: 'POST', body });
export const updateRole = (id: string, body: RoleInput) => getJson<Role>(`/roles/${encodeURIComponent(id)}`, { method: 'PUT', body });
export const deleteRole = (id: string) => getJson<{ ok: true }>(`/roles/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const fetchUsers = () => getJson<{ items: User[] }>('/users');
export const updateUser = (id: string, body: { roleId: string }) => getJson<User>(`/users/${encodeURIComponent(id)}`, { method: 'PUT', body });
export const deleteUser = (id: string) => getJson<{ ok: true }>(`/users/${encodeURIComponent(id)}`, { method: 'DELETE' });

export interface InviteInput {
  name: string;
  email: string;
  phone?: string;
  roleId: string;
  issueCode: boolean;
}
export const fetchInvites = () => getJson<{ items: Invite[] }>('/users/invites');
export const createInvite = (body: InviteInput) => getJson<Invite>('/users/invites', { method: 'POST', body });
export const updateInvite = (codeOrId: string, body: InviteInput) => getJson<Invite>(`/users/invites/${encodeURIComponent(codeOrId)}`, { method: 'PUT', body });
export const deleteInvite = (codeOrId: string) => getJson<{ ok: true }>(`/users/invites/${encodeURIComponent(codeOrId)}`, { method: 'DELETE' });

export const fetchOwnAppConfig = () => getJson<AppConfig>('/app-config');
export const saveAppConfig = (body: Partial<Omit<AppConfig, 'restaurantId'>>) => getJson<AppConfig>('/app-config', { method: 'PUT', body });
export const fetchOwnMetadata = () => getJson<RestaurantMetadata>('/restaurant-metadata');
export const saveRestaurantSettings = (body: { name?: string; settings?: Partial<RestaurantMetadata['settings']> }) =>
  getJson<RestaurantMetadata>('/restaurant-metadata', { method: 'PUT', body });


export const uploadBrandImage = (kind: BrandImageKind, file: Blob) => getJson<AppConfig>(`/images/${kind}`, { method: 'POST', upload: file });
export const removeBrandImage = (kind: BrandImageKind) => getJson<AppConfig>(`/images/${kind}`, { method: 'DELETE' });
export interface AreaImageUpload {
  imageURL: string;
  thumbnailURL: string;
  area?: Area;
}
export const uploadAreaImage = (file: Blob, areaId?: string) =>
  getJson<AreaImageUpload>('/images/area', { method: 'POST', upload: file, query: { areaId } });

export const fetchAreas = () => getJson<{ items: Area[] }>('/areas');
export const createArea = (body: AreaInput) => getJson<Area>('/areas', { method: 'POST', body });
export const updateArea = (id: string, body: AreaInput) => getJson<Area>(`/areas/${encodeURIComponent(id)}`, { method: 'PUT', body });
export const deleteArea = (id: string) => getJson<Area>(`/areas/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const fetchTables = () => getJson<{ items: Table[] }>('/tables');
export const createTable = (body: TableInput) => getJson<Table>('/tables', { method: 'POST', body: { table: body } });
export const updateTable = (id: string, body: TableInput) => getJson<Table>(`/tables/${encodeURIComponent(id)}`, { method: 'PUT', body: { table: body } });
export const deleteTable = (id: string) => getJson<Table>(`/tables/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** What the API answers for an area group (GET /area-groups …). */
export type AreaGroupDto = z.infer<typeof AreaGroup>;
export interface AreaGroupBody {
  name: Record<string, string>;
  areaIds: string[];
  description: Record<string, string>;
}
export const fetchAreaGroups = () => getJson<{ items: AreaGroupDto[] }>('/area-groups');
export const createAreaGroup = (body: AreaGroupBody) => getJson<AreaGroupDto>('/area-groups', { method: 'POST', body });
export const updateAreaGroup = (id: string, body: AreaGroupBody) => getJson<AreaGroupDto>(`/area-groups/${encodeURIComponent(id)}`, { method: 'PUT', body });
export const deleteAreaGroup = (id: string) => getJson<AreaGroupDto>(`/area-groups/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** What the API answers for a special (GET /specials/all …). */
export type SpecialDto = z.infer<typeof Special>;
export interface SpecialBody {
  title: Record<string, string>;
  enabled: boolean;
  weekdays: string[];
  timeslots: { start: number; end: number }[];
  description: Record<string, string>;
  areaGroupId: string | null;
}
export const fetchSpecials = () => getJson<{ items: SpecialDto[]; total: number }>('/specials/all', { query: { limit: 100 } });
export const createSpecial = (body: SpecialBody) => getJson<SpecialDto>('/specials', { method: 'POST', body });
export const updateSpecial = (id: string, body: SpecialBody) => getJson<SpecialDto>(`/specials/${encodeURIComponent(id)}`, { method: 'PUT', body });
export const deleteSpecial = (id: string) => getJson<SpecialDto>(`/specials/${encodeURIComponent(id)}`, { method: 'DELETE' });
