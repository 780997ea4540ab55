// Restoring an item of the database trash with what it needs (docs/decisions/013-trash.md): a dependency that is in the
// trash too comes back with it (a table's area, a reservation's table); one deleted for good, a name, email or table
// time taken meanwhile, or a restaurant still in the trash refuses the restore with restore_refused and its reason.
import { AppError } from '../../../core/errors';
import type { StaffRefusal } from '../../../core/staff-refusal';
import type { TrashKind, TrashRestored } from '../../../core/schemas/trash';
import { pgErrorCode, type Transaction } from '../../platform/db/connection';
import { deletedBookingRows, deletedUser, liveEmailHolder, restaurantWhereabouts, undeleteBooking, undeleteRestaurant, undeleteUser, userWhereabouts } from './repository/marked-rows';
import { addPartnerNumber, liveIds, liveRowWith, liveTableNumbers, putBack, trashedIdWith, trashedRow, whereIs } from './repository/settings-rows';
import { trashItem } from './repository/trash-list';

type Restored = TrashRestored['restored'];

const refuse = (message: string, params: StaffRefusal) => new AppError('restore_refused', message, { params });
const notInTrash = (kind: TrashKind, id: string) => new AppError('not_found', `No ${kind} ${id} in the trash`);

/** Restores `kind`/`id` and what it needs inside `tx`; returns everything brought back, the item first. */
export async function restoreInTransaction(tx: Transaction, kind: TrashKind, id: string): Promise<Restored> {
  const restored: Restored = [];
  const steps = restorer(tx, restored);
  await steps.restore(kind, id);
  // Dependencies are restored before the item that needs them; the answer names the item first.
  return [...restored.slice(-1), ...restored.slice(0, -1)];
}

function restorer(tx: Transaction, restored: Restored) {
  async function restore(kind: TrashKind, id: string): Promise<void> {
    const item = await trashItem(tx, kind, id);
    if (!item) throw notInTrash(kind, id);
    if (item.restaurantId && kind !== 'restaurant') await restaurantMustBeLive(item.restaurantId, item.restaurantName ?? item.restaurantId);
    const restaurantId = item.restaurantId as string;
    if (kind === 'reservation') await booking(restaurantId, id);
    else if (kind === 'user') await user(id);
    else if (kind === 'restaurant') await undeleteRestaurant(tx, id);
    else if (kind === 'table') await table(restaurantId, id);
    else if (kind === 'areaGroup') await areaGroup(restaurantId, id);
    else if (kind === 'special') await special(restaurantId, id);
    else await named(restaurantId, kind, id);
    restored.push({ kind, id, label: item.label });
  }

  async function restaurantMustBeLive(restaurantId: string, name: string): Promise<void> {
    const where = await restaurantWhereabouts(tx, restaurantId);
    if (where === 'trash') throw refuse(`The restaurant ${name} is in the trash; restore it first`, { reason: 'trashRestaurantDeleted', restaurant: name });
    if (where === 'gone') throw new AppError('not_found', `No restaurant ${restaurantId}`);
  }

  /** An area or a role: its name must be free. */
  async function named(restaurantId: string, kind: 'area' | 'role', id: string): Promise<void> {
    const row = await trashedRow(tx, restaurantId, kind, id);
    const name = String(row?.name);
    if (await liveRowWith(tx, restaurantId, kind, { name })) throw refuse(`A ${kind} named ${name} exists now`, { reason: 'trashNameTaken', name });
    await putBack(tx, restaurantId, kind, id);
  }

  /** A table needs its area (by name) and its number free; combinations keep the partners that still exist. */
  async function table(restaurantId: string, id: string): Promise<void> {
    const row = (await trashedRow(tx, restaurantId, 'table', id)) as { level: string; table_number: string; combinations: string[] };
    const { level, table_number: number } = row;
    await need(restaurantId, 'area', { name: level }, level);
    if (await liveRowWith(tx, restaurantId, 'table', { level, table_number: number })) throw refuse(`Table ${number} exists in ${level} now`, { reason: 'trashNameTaken', name: `${level} ${number}` });
    const partners = await liveTableNumbers(tx, restaurantId, level, row.combinations);
    await putBack(tx, restaurantId, 'table', id, { combinations: partners });
    await addPartnerNumber(tx, restaurantId, level, partners, number);
  }

  /** An area group keeps the areas that exist, bringing back those in the trash. */
  async function areaGroup(restaurantId: string, id: string): Promise<void> {
    const row = (await trashedRow(tx, restaurantId, 'areaGroup', id)) as { area_ids: string[] };
    for (const areaId of row.area_ids) if ((await whereIs(tx, restaurantId, 'area', areaId)) === 'trash') await restore('area', areaId);
    await putBack(tx, restaurantId, 'areaGroup', id, { area_ids: await liveIds(tx, restaurantId, 'area', row.area_ids) });
  }

  /** A special limited to an area group needs it: without it the special would widen to every area. */
  async function special(restaurantId: string, id: string): Promise<void> {
    const row = (await trashedRow(tx, restaurantId, 'special', id)) as { area_group_id: string | null };
    if (row.area_group_id) await needById(restaurantId, 'areaGroup', row.area_group_id);
    await putBack(tx, restaurantId, 'special', id);
  }

  /** A booking needs the tables it sits at; its special or area group comes back when in the trash. */
  async function booking(restaurantId: string, id: string): Promise<void> {
    const rows = await deletedBookingRows(tx, id);
    for (const row of rows) {
      await need(restaurantId, 'table', { level: row.level, table_number: row.tableNumber }, `${row.level} ${row.tableNumber}`);
      if (row.specialId && (await whereIs(tx, restaurantId, 'special', row.specialId)) === 'trash') await restore('special', row.specialId);
      if (row.areaGroupId && (await whereIs(tx, restaurantId, 'areaGroup', row.areaGroupId)) === 'trash') await restore('areaGroup', row.areaGroupId);
    }
    try {
      await undeleteBooking(tx, restaurantId, rows.map((row) => row.id));
    } catch (error) {
      // The no-double-booking constraint (docs/decisions/002): another booking holds one of its tables at that time.
      if (pgErrorCode(error) !== '23P01') throw error;
      const tables = rows.map((row) => row.tableNumber).join(', ');
      throw refuse(`Table ${tables} is booked at that time now`, { reason: 'trashSlotTaken', table: tables });
    }
  }

  /** A user needs their restaurant live, their parent account and their role; their email must be free. */
  async function user(id: string): Promise<void> {
    const row = await deletedUser(tx, id);
    if (!row) throw notInTrash('user', id);
    if (row.parentUserId && (await userWhereabouts(tx, row.parentUserId)) === 'trash') await restore('user', row.parentUserId);
    if (row.restaurantId && row.roleId) await needById(row.restaurantId, 'role', row.roleId);
    if (row.email && (await liveEmailHolder(tx, row.email, id))) throw refuse(`Another user signs in with ${row.email} now`, { reason: 'trashEmailTaken', email: row.email });
    await undeleteUser(tx, id);
  }

  /** A settings item found by its columns: live, or restored from the trash, or the restore is refused. */
  async function need(restaurantId: string, kind: 'area' | 'table', columns: Record<string, string>, label: string): Promise<void> {
    if (await liveRowWith(tx, restaurantId, kind, columns)) return;
    const trashed = await trashedIdWith(tx, restaurantId, kind, columns);
    if (!trashed) throw refuse(`The ${kind} ${label} was deleted for good`, { reason: 'trashDependencyGone', dependency: kind, label });
    await restore(kind, trashed);
  }

  async function needById(restaurantId: string, kind: 'areaGroup' | 'role', id: string): Promise<void> {
    const where = await whereIs(tx, restaurantId, kind, id);
    if (where === 'trash') await restore(kind, id);
    else if (where === 'gone') throw refuse(`The ${kind} ${id} was deleted for good`, { reason: 'trashDependencyGone', dependency: kind, label: id });
  }

  return { restore };
}
