import type { Me, User } from '../../core/schemas/users';
import { api, getJson } from './client';

export type MeResult = { kind: 'me'; me: Me } | { kind: 'childAuthRequired'; user: User };

/** GET /users/me; a 202 child_auth_required carries the parent account (spec §4). */
export async function fetchMe(): Promise<MeResult> {
  const { status, data } = await api<Me | { error: 'child_auth_required'; user: User }>('/users/me', { restaurantId: null });
  if (status === 202 && 'error' in data) return { kind: 'childAuthRequired', user: data.user };
  return { kind: 'me', me: data as Me };
}

export function setUserType(input: { type: 'Restaurant' | 'Affiliate'; inviteCode?: string; username?: string }): Promise<Me> {
  return getJson<Me>('/users/type', { method: 'POST', body: input, restaurantId: null });
}

export function authenticateChild(userId: string, pin: string): Promise<{ user: User; childSession: string }> {
  return getJson('/users/authenticate', { method: 'POST', body: { userId, pin }, restaurantId: null });
}

export function fetchChildren(): Promise<{ items: User[] }> {
  return getJson('/users/children', { restaurantId: null });
}

export function validateAffiliateUsername(name: string): Promise<{ valid: boolean; available: boolean; message: string }> {
  return getJson(`/users/validate/affiliate-username/${encodeURIComponent(name)}`, { anonymous: true, restaurantId: null });
}
