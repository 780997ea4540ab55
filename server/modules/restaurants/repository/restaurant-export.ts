// Restaurant migration, export side: reads one restaurant's configuration (and, on request, its upcoming reservations)
// into the versioned file of core/schemas/restaurant-export.ts. What the file leaves out, and why:
// - users and invites: identities belong to the installation (Firebase accounts), not to the restaurant;
// - cities, custom hosts and the affiliate flag: the installation's administrators set them;
// - past and cancelled reservations, the waitlist and the actions log: history and guest data the move does not need
//   (spec §3 data stays where it was collected). Only reservations that have not ended move, so service goes on.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../../../core/errors';
import type { StaffRefusal } from '../../../../core/staff-refusal';
import { restaurantExportFormatVersion, restaurantExportLimits, RestaurantExport } from '../../../../core/schemas/restaurant-export';
import type { Queryable } from '../../../platform/db/connection';
import type { ReservationRow } from '../../../platform/db/rows';
import { appConfigs, blockers, reservations, restaurants } from '../../../platform/db/schema';
import { areaGroupRows, areaRows, roleRows, specialRows, tableRows } from '../../settings';
import { notEnded } from './restaurant-import';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);
/** An id the file holds, or null for a reference to a row that no longer exists (history the API allows). */
const known = (ids: ReadonlySet<string>, id: string | null) => (id && ids.has(id) ? id : null);

export interface ExportOptions {
  includeReservations: boolean;
  now: Date;
}

/**
 * The restaurant's file; references to rows that no longer exist are dropped, not exported. Rows go into it with all
 * their columns: the format's parse at the end keeps only its own fields (the restaurant's id, for one, is not one).
 */
export async function exportRestaurant(q: Queryable, restaurantId: string, options: ExportOptions): Promise<RestaurantExport> {
  const { restaurant, config } = await restaurantAndConfig(q, restaurantId);
  const areas = await areaRows(q, restaurantId);
  const groups = await areaGroupRows(q, restaurantId);
  const tables = await tableRows(q, restaurantId);
  const specials = await specialRows(q, restaurantId);
  const roles = await roleRows(q, restaurantId);
  const upcomingBlockers = await q
    .select()
    .from(blockers)
    .where(and(eq(blockers.restaurantId, restaurantId), gt(blockers.end, options.now)))
    .orderBy(asc(blockers.start), asc(blockers.end), asc(blockers.level), asc(blockers.createdAt), asc(blockers.id));
  const upcomingReservations = options.includeReservations ? await reservationsToMove(q, restaurantId, options.now) : null;

  const areaIds = new Set(areas.map((row) => row.id));
  const groupIds = new Set(groups.map((row) => row.id));
  const file = {
    formatVersion: restaurantExportFormatVersion,
    exportedAt: iso(options.now),
    source: { restaurantId, name: restaurant.name },
    restaurant: { name: restaurant.name, settings: restaurant },
    appConfig: config.config,
    areas: areas.map((row) => ({ ...row, imageURL: row.imageUrl || null, videoURL: row.videoUrl || null, createdAt: iso(row.createdAt) })),
    areaGroups: groups.map((row) => ({ ...row, areaIds: row.areaIds.filter((id) => areaIds.has(id)), createdAt: iso(row.createdAt) })),
    tables: tables.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    specials: specials.map((row) => ({ ...row, areaGroupId: known(groupIds, row.areaGroupId), createdAt: iso(row.createdAt) })),
    roles,
    blockers: upcomingBlockers.map((row) => ({ ...row, start: iso(row.start), end: iso(row.end), createdAt: iso(row.createdAt) })),
    ...(upcomingReservations
      ? { reservations: upcomingReservations.map(fileReservation({ reservations: new Set(upcomingReservations.map((row) => row.id)), specials: new Set(specials.map((row) => row.id)), groups: groupIds })) }
      : {}),
  };
  // The file must be one this installation can import again; data the format cannot carry is reported, not hidden.
  const parsed = RestaurantExport.safeParse(file);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('conflict', `The restaurant's data does not fit the export format at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

async function restaurantAndConfig(q: Queryable, restaurantId: string) {
  const [restaurant] = await q.select().from(restaurants).where(and(eq(restaurants.id, restaurantId), isNull(restaurants.deletedAt))).limit(1);
  if (!restaurant) throw new AppError('not_found', `Unknown restaurant ${restaurantId}`);
  const [config] = await q.select().from(appConfigs).where(eq(appConfigs.restaurantId, restaurantId)).limit(1);
  if (!config) throw new AppError('missing_app_config', `Restaurant ${restaurantId} has no app config`);
  return { restaurant, config };
}

/** The reservations that have not ended, at most as many as a file holds. */
async function reservationsToMove(q: Queryable, restaurantId: string, now: Date): Promise<ReservationRow[]> {
  const rows = await q
    .select()
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), isNull(reservations.deletedAt), notEnded(now)))
    .orderBy(asc(reservations.startTime), asc(reservations.level), asc(reservations.tableNumber), asc(reservations.id));
  if (rows.length > restaurantExportLimits.reservations) {
    throw new AppError('conflict', `The restaurant has ${rows.length} upcoming reservations; a file holds at most ${restaurantExportLimits.reservations}. Export without reservations.`, {
      params: { reason: 'exportTooLarge', reservations: rows.length, max: restaurantExportLimits.reservations } satisfies StaffRefusal,
    });
  }
  return rows;
}

/** A reservation as the file holds it, given the ids of the reservations, specials and area groups in the file. */
const fileReservation = (ids: { reservations: ReadonlySet<string>; specials: ReadonlySet<string>; groups: ReadonlySet<string> }) => (row: ReservationRow) => ({
  ...row,
  linkedReservationId: known(ids.reservations, row.linkedReservationId),
  specialId: known(ids.specials, row.specialId),
  areaGroupId: known(ids.groups, row.areaGroupId),
  customer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail },
  startTime: iso(row.startTime),
  endTime: iso(row.endTime),
  originalStartTime: iso(row.originalStartTime),
  originalEndTime: iso(row.originalEndTime),
  checkedInAt: isoOrNull(row.checkedInAt),
  extendedTo: isoOrNull(row.extendedTo),
  leftAt: isoOrNull(row.leftAt),
  notifiedAt: isoOrNull(row.notifiedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
