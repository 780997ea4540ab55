// The actions log (spec §3 "Actions log item: time, read flag"; §7 GET /actionsLog, PUT /actionsLog/{id}): who did
// what to which record, when, and the record before and after. Entries are written only through ./changes.ts, in the
// same transaction as the change they describe.
import { AppError } from '../../../core/errors';
import type { ActionsLogItem } from '../../../core/schemas/front-of-house';
import type { Database } from '../../platform/db/connection';
import { logPage, logUserNames, platformStaffOf, platformStaffOfEntry, setLogRead, type LogRow, type PlatformStaff } from './repository/actions-log';

export const actionsLogPageSize = 50;

function itemOf(row: LogRow, userName: string | null, platformStaff: PlatformStaff | null): ActionsLogItem {
  return {
    _id: row.id,
    time: row.time.toISOString(),
    userId: row.userId,
    userName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    read: row.read,
    actionId: row.actionId,
    platformStaff,
  };
}

export type ActionsLogService = ReturnType<typeof actionsLogService>;

export function actionsLogService({ db }: { db: Database }) {
  /** Newest first; without showRead only unread entries; `actions` keeps only those action names. */
  async function list(restaurantId: string, query: { page: number; showRead: boolean; actions: string[] }) {
    const { rows, total } = await logPage(db, restaurantId, query, actionsLogPageSize);
    return {
      items: rows.map(({ row, userName: name, ...staff }) => itemOf(row, name, platformStaffOf(staff))),
      total,
      page: query.page,
      pageSize: actionsLogPageSize,
    };
  }

  /** Marks an entry read or unread (not itself a logged change). */
  async function markRead(restaurantId: string, id: string, read: boolean): Promise<ActionsLogItem> {
    const row = await setLogRead(db, restaurantId, id, read);
    if (!row) throw new AppError('not_found', `No actions log entry ${id}`);
    const [user] = row.userId ? await logUserNames(db, row.userId) : [];
    const staff = row.overrideSessionId ? await platformStaffOfEntry(db, row.overrideSessionId) : null;
    return itemOf(row, user?.userName ?? null, staff);
  }

  return { list, markRead };
}
