// Acting on behalf, with a trace (spec §6 admin overrides). An admin starts a session for a real user or restaurant
// with a reason; it lasts 30 minutes from its start or last renewal and ends early when the admin closes it. The request
// context (server/platform/auth/context.ts) accepts only the signed-in admin's own live session, and every request sent
// with a session header is written to the audit, refusals included.
import { AppError } from '../../../core/errors';
import { overrideSessionMinutes, type OverrideAuditItem, type OverrideSession, type OverrideSessionInput } from '../../../core/schemas/overrides';
import type { Database } from '../../platform/db/connection';
import type { UserRow } from '../../platform/db/rows';
import { auditPage, endSession, extendSession, insertAudit, insertSession, sessionById, type AuditFilter, type NewAuditEntry, type OverrideSessionRow } from './repository';

export const overrideAuditPageSize = 50;
const sessionMs = overrideSessionMinutes * 60_000;

interface Lookups {
  users: { findById(id: string): Promise<UserRow | undefined> };
  restaurants: { metadata(id: string): Promise<{ restaurantId: string; name: string }> };
}

/** A user as a person recognises them (as the admin's user list names them): display name and email, whichever exist. */
function userLabel(user: UserRow): string {
  const name = typeof user.publicInformation.displayName === 'string' ? user.publicInformation.displayName.trim() : '';
  const contact = user.email ?? user.username ?? user.id;
  return name ? `${name} (${contact})` : contact;
}

export type OverridesService = ReturnType<typeof overridesService>;

export function overridesService({ db, users, restaurants, now = () => new Date() }: { db: Database; now?: () => Date } & Lookups) {
  async function liveUser(id: string): Promise<UserRow> {
    const user = await users.findById(id);
    if (!user || user.deletedAt) throw new AppError('unknown_user', `No user ${id}`);
    return user;
  }

  async function toDto(row: OverrideSessionRow): Promise<OverrideSession> {
    const target = row.targetUserId
      ? await users.findById(row.targetUserId).then((user) => ({
          kind: 'user' as const,
          id: row.targetUserId as string,
          label: user ? userLabel(user) : (row.targetUserId as string),
          restaurantId: user?.restaurantId ?? null,
        }))
      : await restaurants
          .metadata(row.targetRestaurantId as string)
          .then((metadata) => metadata.name)
          .catch(() => row.targetRestaurantId as string)
          .then((label) => ({ kind: 'restaurant' as const, id: row.targetRestaurantId as string, label, restaurantId: row.targetRestaurantId }));
    return {
      _id: row.id,
      adminId: row.adminId,
      target,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
    };
  }

  /** Starts a session for a live user (not the admin, not another admin) or a live restaurant. */
  async function start(admin: UserRow, input: OverrideSessionInput): Promise<OverrideSession> {
    const { target } = input;
    if (target.kind === 'user') {
      const user = await liveUser(target.id);
      if (user.id === admin.id || user.type === 'Admin') throw new AppError('invalid_request', 'An override acts for a restaurant user or an affiliate, not an administrator');
    } else {
      await restaurants.metadata(target.id);
    }
    const at = now();
    const row = await insertSession(db, {
      adminId: admin.id,
      targetUserId: target.kind === 'user' ? target.id : null,
      targetRestaurantId: target.kind === 'restaurant' ? target.id : null,
      reason: input.reason,
      createdAt: at,
      expiresAt: new Date(at.getTime() + sessionMs),
    });
    return toDto(row);
  }

  /** The admin's own session, or the refusal that names why it cannot be used (or renewed). */
  function usable(row: OverrideSessionRow | undefined, adminId: string): OverrideSessionRow {
    if (!row || row.adminId !== adminId) throw new AppError('override_session_invalid', 'No such override session of yours');
    if (row.endedAt) throw new AppError('override_session_expired', 'This override session was ended; start a new one');
    if (row.expiresAt.getTime() <= now().getTime()) throw new AppError('override_session_expired', 'This override session has expired; start a new one');
    return row;
  }

  /** Another 30 minutes from now for a live session of the admin's. */
  async function renew(adminId: string, id: string): Promise<OverrideSession> {
    usable(await sessionById(db, id), adminId);
    const row = await extendSession(db, id, adminId, new Date(now().getTime() + sessionMs));
    return toDto(usable(row, adminId));
  }

  async function end(adminId: string, id: string): Promise<OverrideSession> {
    const row = await endSession(db, id, adminId, now());
    if (!row) throw new AppError('override_session_invalid', 'No such override session of yours');
    return toDto(row);
  }

  /** The session a request names, checked for the signed-in admin (see server/platform/auth/context.ts). */
  async function find(id: string): Promise<OverrideSessionRow | undefined> {
    return sessionById(db, id);
  }

  async function record(entry: NewAuditEntry): Promise<void> {
    await insertAudit(db, { ...entry, path: entry.path.slice(0, 2000) });
  }

  async function audit(filter: AuditFilter, page: number): Promise<{ items: OverrideAuditItem[]; total: number; page: number; pageSize: number }> {
    const { rows, total } = await auditPage(db, filter, page, overrideAuditPageSize);
    const items = rows.map(({ row, adminName }) => ({
      _id: row.id,
      sessionId: row.sessionId,
      adminId: row.adminId,
      adminName,
      targetUserId: row.targetUserId,
      restaurantId: row.restaurantId,
      reason: row.reason,
      method: row.method,
      path: row.path,
      status: row.status,
      time: row.time.toISOString(),
    }));
    return { items, total, page, pageSize: overrideAuditPageSize };
  }

  return { start, renew, end, find, usable, record, audit, liveUser };
}
