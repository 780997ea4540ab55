// Acting on behalf, with a trace (spec §6 admin overrides): the admin's override sessions, the audit, and what a
// restaurant sees of platform staff's changes. The session calls go as the admin, never under the override itself.
import type { OverrideAuditPage, OverrideSession, OverrideTarget } from '../../core/schemas/overrides';
import { device } from '../storage/device';
import { getJson } from './client';
import { forgetOverride } from './forget-override';

const asAdmin = { asAdminSelf: true, restaurantId: null } as const;

/** Starts a session and makes it this device's override: its id and target go with every request from now on. */
export async function startOverride(target: OverrideTarget, reason: string): Promise<OverrideSession> {
  const session = await getJson<OverrideSession>('/admin/overrides', { ...asAdmin, method: 'POST', body: { target, reason } });
  // The session first: setting a target reloads the profile, which must already go out under the session.
  device.adminOverrideSession.set({ id: session._id, label: session.target.label, expiresAt: session.expiresAt });
  device.adminUserIdOverride.set(target.kind === 'user' ? target.id : null);
  device.adminRestaurantIdOverride.set(target.kind === 'restaurant' ? target.id : null);
  return session;
}

export async function renewOverride(): Promise<void> {
  const stored = device.adminOverrideSession.get();
  if (!stored) return;
  const session = await getJson<OverrideSession>(`/admin/overrides/${encodeURIComponent(stored.id)}/renew`, { ...asAdmin, method: 'POST' });
  device.adminOverrideSession.set({ ...stored, expiresAt: session.expiresAt });
}

/** Ends the session on the server (when it can) and forgets the override on this device either way. */
export async function endOverride(): Promise<void> {
  const stored = device.adminOverrideSession.get();
  try {
    if (stored) await getJson<OverrideSession>(`/admin/overrides/${encodeURIComponent(stored.id)}`, { ...asAdmin, method: 'DELETE' });
  } finally {
    forgetOverride();
  }
}

export const fetchOverrideAudit = (page: number) => getJson<OverrideAuditPage>('/admin/overrides/audit', { ...asAdmin, query: { page } });

/** What platform staff changed on the restaurant under an override (beside its actions log). */
export const fetchPlatformStaffChanges = (page: number) => getJson<OverrideAuditPage>('/actionsLog/platform-staff', { query: { page } });
