// Restaurant migration, import side: replaces a restaurant's configuration with a file's, in one transaction.
//
// Safety rules (a failure anywhere rolls everything back, and nothing is left half-imported):
// - The target must have no upcoming reservations (not deleted, not ended). They are booked on areas, tables, groups
//   and specials that the import replaces; rather than guess how to carry them, the import refuses. Past reservations
//   stay as history.
// - Areas, area groups, tables, specials and upcoming blockers are replaced. Every row gets a new id; every reference
//   in the file is rewritten to the new ids, and a reference to something the file does not contain is refused.
// - Roles are matched by name: a role of the file updates the target's role of that name (its holders keep it) or is
//   created. A target role the file lacks is deleted unless a user or invite still holds it. The importing staff
//   member must keep ManageRoles, or the import is refused (nobody locks themselves out).
// - The restaurant's name, booking rules and app config are the file's. Id, city, custom hosts, the affiliate flag and
//   the uploaded logo and icons stay: they belong to this installation. An area image uploaded to the source's bucket
//   is kept only when this installation has that file (restaurant-migration.ts).
import { and, count, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { staffBookingSource, type BookingPlatform, type ReservationSource } from '../../../../core/analytics/booking-origin';
import { AppError } from '../../../../core/errors';
import type { StaffRefusal } from '../../../../core/staff-refusal';
import type { Permission } from '../../../../core/permissions';
import { exportSummary, type RestaurantExport, type RestaurantImportResult } from '../../../../core/schemas/restaurant-export';
import { pgErrorCode, type Transaction } from '../../../platform/db/connection';
import { appConfigs, areaGroups, areas, blockers, diningTables, invites, reservations, restaurants, roles, specials, users } from '../../../platform/db/schema';
import { lockFloor } from '../../settings';
import { newReservationToken } from '../../booking';
import { checkTablesOf, insertAreaGroups, insertAreas, insertBlockers, insertSpecials, insertTables } from './import-floor';
import { chunks, IdMap, invalid } from './import-kit';

export interface ImportOptions {
  now: Date;
  /** The importing staff member's role, which must still grant ManageRoles afterwards; null for administrators. */
  callerRoleId: string | null;
}

/** Applies the file to the restaurant inside `tx`; throws (and so rolls back) on the first problem. */
export async function importRestaurant(tx: Transaction, restaurantId: string, file: RestaurantExport, options: ImportOptions): Promise<Omit<RestaurantImportResult, 'droppedImages'>> {
  await lockFloor(tx, restaurantId);
  await refuseUpcomingReservations(tx, restaurantId, options.now);

  await tx.delete(specials).where(eq(specials.restaurantId, restaurantId));
  await tx.delete(areaGroups).where(eq(areaGroups.restaurantId, restaurantId));
  await tx.delete(diningTables).where(eq(diningTables.restaurantId, restaurantId));
  await tx.delete(areas).where(eq(areas.restaurantId, restaurantId));
  await tx.delete(blockers).where(and(eq(blockers.restaurantId, restaurantId), gt(blockers.end, options.now)));

  const { settings } = file.restaurant;
  await tx.update(restaurants).set({ name: file.restaurant.name, ...settings }).where(eq(restaurants.id, restaurantId));
  // The file's app config replaces ours; what it does not carry (the uploaded logo and icons) stays this restaurant's.
  const [current] = await tx.select({ config: appConfigs.config }).from(appConfigs).where(eq(appConfigs.restaurantId, restaurantId)).limit(1);
  const config = { ...(current?.config ?? {}), ...file.appConfig };
  await tx
    .insert(appConfigs)
    .values({ restaurantId, config, updatedAt: options.now })
    .onConflictDoUpdate({ target: appConfigs.restaurantId, set: { config, updatedAt: options.now } });

  const areaIds = await insertAreas(tx, restaurantId, file);
  const groupIds = await insertAreaGroups(tx, restaurantId, file, areaIds);
  const tablesByArea = await insertTables(tx, restaurantId, file);
  const specialIds = await insertSpecials(tx, restaurantId, file, groupIds);
  const keptRoles = await applyRoles(tx, restaurantId, file, options.callerRoleId);
  await insertBlockers(tx, restaurantId, file, tablesByArea);
  const newTokens = await insertReservations(tx, restaurantId, file, { tablesByArea, groupIds, specialIds });

  return { ...exportSummary(file), reservations: file.reservations?.length ?? 0, newTokens, keptRoles };
}

/** Not over yet: its end, or the end it was extended to, is still ahead (the same rule as the export's). */
export const notEnded = (now: Date) => or(gt(reservations.endTime, now), gt(reservations.extendedTo, now));

async function refuseUpcomingReservations(tx: Transaction, restaurantId: string, now: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), isNull(reservations.deletedAt), notEnded(now)));
  const upcoming = row?.n ?? 0;
  if (upcoming > 0) {
    throw new AppError(
      'conflict',
      `This restaurant has ${upcoming} upcoming reservation(s). An import replaces the areas, tables and specials they are booked on, so it is only possible into a restaurant without upcoming reservations; move or cancel them first.`,
      { params: { reason: 'importHasUpcoming', reservations: upcoming } satisfies StaffRefusal },
    );
  }
}

/** Roles by name (users hold roles by id, so a kept name keeps its holders); returns the names kept because held. */
async function applyRoles(tx: Transaction, restaurantId: string, file: RestaurantExport, callerRoleId: string | null): Promise<string[]> {
  const names = new Set<string>();
  for (const [index, role] of file.roles.entries()) {
    if (names.has(role.name)) throw invalid(`roles[${index}]: two roles are named ${role.name}`);
    names.add(role.name);
  }
  const existing = await tx.select().from(roles).where(eq(roles.restaurantId, restaurantId));
  const existingByName = new Map(existing.map((row) => [row.name, row]));
  for (const role of file.roles) {
    const values = { name: role.name, description: role.description, permissions: [...new Set(role.permissions)] };
    const current = existingByName.get(role.name);
    if (current) await tx.update(roles).set(values).where(and(eq(roles.restaurantId, restaurantId), eq(roles.id, current.id)));
    else await tx.insert(roles).values({ restaurantId, ...values });
  }

  const leftOver = existing.filter((row) => !names.has(row.name));
  const kept: string[] = [];
  if (leftOver.length > 0) {
    const leftOverIds = leftOver.map((row) => row.id);
    const heldByUsers = await tx
      .select({ roleId: users.roleId })
      .from(users)
      .where(and(eq(users.restaurantId, restaurantId), inArray(users.roleId, leftOverIds)));
    const heldByInvites = await tx
      .select({ roleId: invites.roleId })
      .from(invites)
      .where(and(eq(invites.restaurantId, restaurantId), inArray(invites.roleId, leftOverIds)));
    const held = new Set([...heldByUsers, ...heldByInvites].map((row) => row.roleId));
    const unused = leftOverIds.filter((id) => !held.has(id));
    if (unused.length > 0) await tx.delete(roles).where(and(eq(roles.restaurantId, restaurantId), inArray(roles.id, unused)));
    kept.push(...leftOver.filter((row) => held.has(row.id)).map((row) => row.name).sort());
  }

  if (callerRoleId) {
    const [own] = await tx.select().from(roles).where(and(eq(roles.restaurantId, restaurantId), eq(roles.id, callerRoleId))).limit(1);
    const manageRoles: Permission = 'ManageRoles';
    if (!own?.permissions.includes(manageRoles)) {
      throw new AppError('conflict', `The file's role ${own?.name ?? callerRoleId} lacks ManageRoles: importing it would lock you out of these settings`, {
        params: { reason: 'importLocksOut', role: own?.name ?? callerRoleId } satisfies StaffRefusal,
      });
    }
  }
  return kept;
}

type FileReservation = NonNullable<RestaurantExport['reservations']>[number];

/**
 * Docs/decisions/010: a booking's origin, which its extra tables share (the caller passes the primary). A file
 * written before origins were recorded has none: its source follows migration 0013's rules as far as the file tells
 * (a referral code, else how soon after it was made it started), and its platform is unknown.
 */
function originOf(primary: FileReservation): { source: ReservationSource; platform: BookingPlatform | null } {
  if (primary.source) return { source: primary.source, platform: primary.platform ?? null };
  return { source: primary.referralCode ? 'affiliate' : staffBookingSource(Date.parse(primary.startTime), Date.parse(primary.createdAt)), platform: null };
}

/** Inserts the file's reservations with new ids; returns how many needed a new token. */
async function insertReservations(
  tx: Transaction,
  restaurantId: string,
  file: RestaurantExport,
  refs: { tablesByArea: Map<string, Set<string>>; groupIds: IdMap; specialIds: IdMap },
): Promise<number> {
  const list = file.reservations ?? [];
  if (list.length === 0) return 0;
  const ids = new IdMap('reservation');
  const newIds = list.map((reservation, index) => ids.add(reservation.id, `reservations[${index}]`));

  // A guest's link keeps working after the move when its token is free here; a copy of a restaurant within the same
  // installation gets new tokens, since a token must lead to exactly one reservation.
  const fileTokens = new Set<string>();
  const taken = new Set<string>();
  for (const chunk of chunks(list.map((reservation) => reservation.token))) {
    const rows = await tx.select({ token: reservations.token }).from(reservations).where(inArray(reservations.token, chunk));
    for (const row of rows) taken.add(row.token);
  }
  let newTokens = 0;
  const byFileId = new Map(list.map((reservation) => [reservation.id, reservation]));

  const rows = list.map((reservation, index) => {
    const where = `reservations[${index}]`;
    checkTablesOf(refs.tablesByArea, reservation.level, [reservation.tableNumber], where);
    let token = reservation.token;
    if (taken.has(token) || fileTokens.has(token)) {
      token = newReservationToken();
      newTokens++;
    }
    fileTokens.add(token);
    return {
      restaurantId,
      id: newIds[index] as string,
      token,
      smsToken: reservation.smsToken,
      specialId: refs.specialIds.nullable(reservation.specialId, where),
      areaGroupId: refs.groupIds.nullable(reservation.areaGroupId, where),
      linkedReservationId: ids.nullable(reservation.linkedReservationId, where),
      customerName: reservation.customer.name,
      customerPhone: reservation.customer.phone,
      customerEmail: reservation.customer.email,
      level: reservation.level,
      tableNumber: reservation.tableNumber,
      partySize: reservation.partySize,
      startTime: new Date(reservation.startTime),
      endTime: new Date(reservation.endTime),
      originalStartTime: new Date(reservation.originalStartTime),
      originalEndTime: new Date(reservation.originalEndTime),
      allowOverlap: reservation.allowOverlap,
      checkedIn: reservation.checkedIn,
      checkedInAt: reservation.checkedInAt ? new Date(reservation.checkedInAt) : null,
      extendedTo: reservation.extendedTo ? new Date(reservation.extendedTo) : null,
      leftAt: reservation.leftAt ? new Date(reservation.leftAt) : null,
      note: reservation.note,
      color: reservation.color,
      referralCode: reservation.referralCode,
      language: reservation.language,
      ...originOf(byFileId.get(reservation.linkedReservationId ?? '') ?? reservation),
      notifiedAt: reservation.notifiedAt ? new Date(reservation.notifiedAt) : null,
      createdAt: new Date(reservation.createdAt),
      updatedAt: new Date(reservation.updatedAt),
    };
  });
  try {
    for (const chunk of chunks(rows)) await tx.insert(reservations).values(chunk);
  } catch (error) {
    // The no-overlap constraint (docs/decisions/002) has the last word on the file's reservations too.
    if (pgErrorCode(error) === '23P01') throw new AppError('conflict', 'Reservations in the file overlap on the same table; the file cannot be imported', { params: { reason: 'importOverlaps' } satisfies StaffRefusal });
    throw error;
  }
  return newTokens;
}
