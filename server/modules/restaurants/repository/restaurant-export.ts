// Restaurant migration, export side: reads one restaurant's configuration (and, on request, its upcoming reservations)
// into the versioned file of core/schemas/restaurant-export.ts. What the file leaves out, and why:
// - users and invites: identities belong to the installation (Firebase accounts), not to the restaurant;
// - cities, custom hosts and the affiliate flag: the installation's administrators set them;
// - past and cancelled reservations, the waitlist and the actions log: history and guest data the move does not need
//   (spec §3 data stays where it was collected). Only reservations that have not ended move, so service goes on.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../../../core/errors';
import { restaurantExportFormatVersion, restaurantExportLimits, RestaurantExport } from '../../../../core/schemas/restaurant-export';
import type { Queryable } from '../../../platform/db/connection';
import { appConfigs, areaGroups, areas, blockers, diningTables, reservations, restaurants, roles, specials } from '../../../platform/db/schema';
import { notEnded } from './restaurant-import';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

export interface ExportOptions {
  includeReservations: boolean;
  now: Date;
}

/** The restaurant's file; references to rows that no longer exist (history the API allows) are dropped, not exported. */
export async function exportRestaurant(q: Queryable, restaurantId: string, options: ExportOptions): Promise<RestaurantExport> {
  const [restaurant] = await q.select().from(restaurants).where(and(eq(restaurants.id, restaurantId), isNull(restaurants.deletedAt))).limit(1);
  if (!restaurant) throw new AppError('not_found', `Unknown restaurant ${restaurantId}`);
  const [config] = await q.select().from(appConfigs).where(eq(appConfigs.restaurantId, restaurantId)).limit(1);
  if (!config) throw new AppError('missing_app_config', `Restaurant ${restaurantId} has no app config`);

  const areaRows = await q.select().from(areas).where(eq(areas.restaurantId, restaurantId)).orderBy(asc(areas.sorting), asc(areas.name));
  const groupRows = await q.select().from(areaGroups).where(eq(areaGroups.restaurantId, restaurantId)).orderBy(asc(areaGroups.createdAt), asc(areaGroups.id));
  const tableRows = await q
    .select()
    .from(diningTables)
    .where(eq(diningTables.restaurantId, restaurantId))
    .orderBy(asc(diningTables.level), asc(diningTables.frontendGroupOrder), asc(diningTables.tableNumber));
  const specialRows = await q.select().from(specials).where(eq(specials.restaurantId, restaurantId)).orderBy(asc(specials.createdAt), asc(specials.id));
  const roleRows = await q.select().from(roles).where(eq(roles.restaurantId, restaurantId)).orderBy(asc(roles.name));
  const blockerRows = await q
    .select()
    .from(blockers)
    .where(and(eq(blockers.restaurantId, restaurantId), gt(blockers.end, options.now)))
    .orderBy(asc(blockers.start), asc(blockers.end), asc(blockers.level), asc(blockers.createdAt), asc(blockers.id));
  const reservationRows = options.includeReservations
    ? await q
        .select()
        .from(reservations)
        .where(and(eq(reservations.restaurantId, restaurantId), isNull(reservations.deletedAt), notEnded(options.now)))
        .orderBy(asc(reservations.startTime), asc(reservations.level), asc(reservations.tableNumber), asc(reservations.id))
    : null;
  if (reservationRows && reservationRows.length > restaurantExportLimits.reservations) {
    throw new AppError('conflict', `The restaurant has ${reservationRows.length} upcoming reservations; a file holds at most ${restaurantExportLimits.reservations}. Export without reservations.`);
  }

  const areaIds = new Set(areaRows.map((row) => row.id));
  const groupIds = new Set(groupRows.map((row) => row.id));
  const specialIds = new Set(specialRows.map((row) => row.id));
  const reservationIds = new Set(reservationRows?.map((row) => row.id));
  const known = (ids: Set<string>, id: string | null) => (id && ids.has(id) ? id : null);

  const file = {
    formatVersion: restaurantExportFormatVersion,
    exportedAt: iso(options.now),
    source: { restaurantId, name: restaurant.name },
    restaurant: {
      name: restaurant.name,
      settings: {
        timeZone: restaurant.timeZone,
        sameDayCutoffHour: restaurant.sameDayCutoffHour,
        bookingHorizonDays: restaurant.bookingHorizonDays,
        partySizeMin: restaurant.partySizeMin,
        partySizeMax: restaurant.partySizeMax,
        contactPhone: restaurant.contactPhone,
        address: restaurant.address,
      },
    },
    appConfig: config.config,
    areas: areaRows.map((row) => ({
      id: row.id,
      name: row.name,
      bookable: row.bookable,
      imageURL: row.imageUrl || null,
      videoURL: row.videoUrl || null,
      localizedNames: row.localizedNames,
      description: row.description,
      sorting: row.sorting,
      timeslots: row.timeslots,
      bookingPrompt: row.bookingPrompt,
      type: row.type,
      createdAt: iso(row.createdAt),
    })),
    areaGroups: groupRows.map((row) => ({
      id: row.id,
      name: row.name,
      areaIds: row.areaIds.filter((id) => areaIds.has(id)),
      description: row.description,
      createdAt: iso(row.createdAt),
    })),
    tables: tableRows.map((row) => ({
      id: row.id,
      label: row.label,
      tableNumber: row.tableNumber,
      level: row.level,
      bookable: row.bookable,
      overflow: row.overflow,
      frontendGroupOrder: row.frontendGroupOrder,
      combinations: row.combinations,
      minCovers: row.minCovers,
      maxCovers: row.maxCovers,
      createdAt: iso(row.createdAt),
    })),
    specials: specialRows.map((row) => ({
      id: row.id,
      title: row.title,
      enabled: row.enabled,
      weekdays: row.weekdays,
      timeslots: row.timeslots,
      description: row.description,
      menu: row.menu,
      prompt: row.prompt,
      areaGroupId: known(groupIds, row.areaGroupId),
      createdAt: iso(row.createdAt),
    })),
    roles: roleRows.map((row) => ({ id: row.id, name: row.name, description: row.description, permissions: row.permissions })),
    blockers: blockerRows.map((row) => ({
      id: row.id,
      start: iso(row.start),
      end: iso(row.end),
      level: row.level,
      tableNumbers: row.tableNumbers,
      note: row.note,
      createdAt: iso(row.createdAt),
    })),
    ...(reservationRows
      ? {
          reservations: reservationRows.map((row) => ({
            id: row.id,
            linkedReservationId: known(reservationIds, row.linkedReservationId),
            specialId: known(specialIds, row.specialId),
            areaGroupId: known(groupIds, row.areaGroupId),
            customer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail },
            level: row.level,
            tableNumber: row.tableNumber,
            partySize: row.partySize,
            startTime: iso(row.startTime),
            endTime: iso(row.endTime),
            originalStartTime: iso(row.originalStartTime),
            originalEndTime: iso(row.originalEndTime),
            allowOverlap: row.allowOverlap,
            checkedIn: row.checkedIn,
            checkedInAt: isoOrNull(row.checkedInAt),
            extendedTo: isoOrNull(row.extendedTo),
            leftAt: isoOrNull(row.leftAt),
            note: row.note,
            color: row.color,
            referralCode: row.referralCode,
            language: row.language,
            token: row.token,
            smsToken: row.smsToken,
            notifiedAt: isoOrNull(row.notifiedAt),
            createdAt: iso(row.createdAt),
            updatedAt: iso(row.updatedAt),
          })),
        }
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
