// The restaurant migration file (spec §2 settings page restaurantMigration): one JSON document with a restaurant's
// whole configuration and, optionally, its upcoming reservations, so a restaurant can move between installations.
// Ids inside the file are the source installation's; an import gives every row a new id and rewrites every reference
// (area group → areas, special → area group, reservation → special, area group and linked reservation). Tables,
// blockers and reservations name their area and tables by name (spec §3: level, tableNumber), which an import keeps.
// Users and invites are not part of the file: they are identities of the installation, not of the restaurant. Nor are
// vouchers and their settings (docs/decisions/012-vouchers.md): a voucher is money owed, with a payment provider's
// references and a ledger that must not be copied or replayed in a second installation.
import { z } from 'zod';
import { BookingPlatform, ReservationSource } from '../analytics/booking-origin';
import { Email, EntityId, IsoInstant, LocalizedText, RestaurantId } from './common';
import { AreaInput, BookingPrompt, Timeslots, Weekday, WeekTimeslots } from './floor';
import { AppConfigInput, RestaurantSettings } from './restaurants';
import { PermissionName } from './users';

/** Raised whenever the meaning of a field changes; an installation reads only the version it was built for. */
export const restaurantExportFormatVersion = 1;

/** The import's body limit: a file with thousands of upcoming reservations is a few MiB (other JSON routes: 256 KiB). */
export const restaurantImportMaxBytes = 10 * 1024 * 1024;

/** Limits keep one file within the import's body limit and one transaction reasonably short. */
export const restaurantExportLimits = {
  areas: 100,
  areaGroups: 100,
  tables: 1000,
  specials: 200,
  roles: 50,
  blockers: 5000,
  reservations: 15_000,
} as const;

const AreaName = z.string().trim().min(1).max(120);
const TableNumber = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_.-]+$/, 'A table number is letters, digits, ".", "_" or "-"');
const NonEmptyText = (message: string) => LocalizedText.refine((texts) => Object.values(texts).some((text) => text?.trim()), message);

export const ExportArea = z.object({
  id: EntityId,
  name: AreaName,
  bookable: z.boolean(),
  // The same rule as the areas API (AreaInput), stored as null when empty.
  imageURL: AreaInput.shape.imageURL.unwrap().nullable(),
  videoURL: AreaInput.shape.videoURL.unwrap().nullable(),
  localizedNames: NonEmptyText('LocalizedNames cannot be empty'),
  description: LocalizedText,
  sorting: z.number().int().min(0).max(10_000),
  timeslots: WeekTimeslots,
  bookingPrompt: BookingPrompt.nullable(),
  type: z.enum(['Outdoor', 'Indoor']),
  createdAt: IsoInstant,
});

export const ExportAreaGroup = z.object({
  id: EntityId,
  name: NonEmptyText('A name is required'),
  /** Ids of areas in this file. */
  areaIds: z.array(EntityId).max(restaurantExportLimits.areas),
  description: LocalizedText,
  createdAt: IsoInstant,
});

export const ExportTable = z
  .object({
    id: EntityId,
    label: z.string().trim().max(60),
    tableNumber: TableNumber,
    /** The area's name; the table's key is `${level}-${tableNumber}`. */
    level: AreaName,
    bookable: z.boolean(),
    overflow: z.boolean(),
    frontendGroupOrder: z.number().int().min(0).max(10_000),
    /** Table numbers of the same area, named by each other (symmetric). */
    combinations: z.array(TableNumber).max(20),
    minCovers: z.number().int().min(1).max(100),
    maxCovers: z.number().int().min(1).max(100),
    createdAt: IsoInstant,
  })
  .refine((table) => table.minCovers <= table.maxCovers, { message: 'minCovers must not exceed maxCovers', path: ['minCovers'] });

export const ExportSpecial = z.object({
  id: EntityId,
  title: NonEmptyText('A title is required'),
  enabled: z.boolean(),
  weekdays: z.array(Weekday).max(7),
  timeslots: Timeslots,
  description: LocalizedText,
  menu: LocalizedText.nullable(),
  prompt: BookingPrompt.nullable(),
  /** An area group of this file, or null for every bookable area. */
  areaGroupId: EntityId.nullable(),
  createdAt: IsoInstant,
});

export const ExportRole = z.object({
  id: EntityId,
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(500),
  permissions: z.array(PermissionName).min(1, 'A role needs at least one permission').max(20),
});

export const ExportBlocker = z
  .object({
    id: EntityId,
    start: IsoInstant,
    end: IsoInstant,
    /** null: the whole restaurant; else an area of this file, optionally narrowed to some of its tables. */
    level: AreaName.nullable(),
    tableNumbers: z.array(TableNumber).max(restaurantExportLimits.tables),
    note: z.string().max(1000).nullable(),
    createdAt: IsoInstant,
  })
  .refine((blocker) => Date.parse(blocker.start) < Date.parse(blocker.end), { message: 'A blocker starts before it ends', path: ['end'] });

const Token = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'A reservation token is 16–128 letters, digits, "_" or "-"');

export const ExportReservation = z
  .object({
    id: EntityId,
    /** The reservation this one is an extra table of (a combination), in this file. */
    linkedReservationId: EntityId.nullable(),
    specialId: EntityId.nullable(),
    areaGroupId: EntityId.nullable(),
    customer: z.object({
      name: z.string().trim().max(200),
      phone: z.string().trim().max(64),
      email: z.union([Email, z.literal('')]),
    }),
    level: AreaName,
    tableNumber: TableNumber,
    partySize: z.number().int().min(1).max(1000),
    startTime: IsoInstant,
    endTime: IsoInstant,
    originalStartTime: IsoInstant,
    originalEndTime: IsoInstant,
    allowOverlap: z.boolean(),
    checkedIn: z.boolean(),
    checkedInAt: IsoInstant.nullable(),
    extendedTo: IsoInstant.nullable(),
    leftAt: IsoInstant.nullable(),
    note: z.string().max(5000).nullable(),
    color: z.string().max(32).nullable(),
    referralCode: z.string().max(64).nullable(),
    language: z.string().max(16).nullable(),
    /** The guest's manage link; kept on import unless another reservation of the installation already uses it. */
    token: Token,
    smsToken: z.string().max(128).nullable(),
    notifiedAt: IsoInstant.nullable(),
    createdAt: IsoInstant,
    updatedAt: IsoInstant,
    /**
     * Where the booking came from and on what device (docs/decisions/010). Files written before these were recorded
     * have neither: the import gives the source by the same rules as migration 0013, and no platform.
     */
    source: ReservationSource.optional(),
    platform: BookingPlatform.nullable().optional(),
  })
  .refine((reservation) => Date.parse(reservation.startTime) < Date.parse(reservation.endTime), {
    message: 'A reservation starts before it ends',
    path: ['endTime'],
  });

/** Says which version a file has without echoing arbitrary input (it may be huge or deeply nested). */
function formatVersionError(input: unknown): string {
  if (input === undefined) return 'This is not a Covers restaurant export: formatVersion is missing';
  const version = typeof input === 'number' || typeof input === 'string' ? String(input).slice(0, 20) : `of type ${Array.isArray(input) ? 'array' : typeof input}`;
  return `This file has export format version ${version}; this installation reads version ${restaurantExportFormatVersion}`;
}

export const RestaurantExport = z.object({
  formatVersion: z.literal(restaurantExportFormatVersion, { error: (issue) => formatVersionError(issue.input) }),
  exportedAt: IsoInstant,
  /** Where the file came from, for information only: an import never uses these. */
  source: z.object({ restaurantId: RestaurantId, name: z.string().max(120) }),
  restaurant: z
    .object({ name: z.string().trim().min(1).max(120), settings: RestaurantSettings })
    .refine((restaurant) => restaurant.settings.partySizeMin <= restaurant.settings.partySizeMax, {
      message: 'partySizeMin must not exceed partySizeMax',
      path: ['settings', 'partySizeMin'],
    }),
  appConfig: AppConfigInput,
  areas: z.array(ExportArea).max(restaurantExportLimits.areas),
  areaGroups: z.array(ExportAreaGroup).max(restaurantExportLimits.areaGroups),
  tables: z.array(ExportTable).max(restaurantExportLimits.tables),
  specials: z.array(ExportSpecial).max(restaurantExportLimits.specials),
  roles: z.array(ExportRole).max(restaurantExportLimits.roles),
  /** Blockers that have not ended at export time. */
  blockers: z.array(ExportBlocker).max(restaurantExportLimits.blockers),
  /** Present when the export included reservations: those not deleted that had not ended at export time. */
  reservations: z.array(ExportReservation).max(restaurantExportLimits.reservations).optional(),
});
export type RestaurantExport = z.infer<typeof RestaurantExport>;
export type RestaurantExportInput = z.input<typeof RestaurantExport>;

type ExportCollection = keyof typeof restaurantExportLimits;
/** How many of each of the file's collections an import wrote, in the file's order. */
const importedCounts = Object.fromEntries(Object.keys(restaurantExportLimits).map((collection) => [collection, z.number().int()])) as Record<ExportCollection, z.ZodNumber>;

/** What an import did, for the settings page's success message. */
export const RestaurantImportResult = z.object({
  ...importedCounts,
  /** Reservations whose guest link had to change because its token is in use elsewhere in this installation. */
  newTokens: z.number().int(),
  /** Roles of the restaurant that the file lacks but that users or invites still hold: kept, not deleted. */
  keptRoles: z.array(z.string()),
  /** Area images uploaded to the source installation that this one does not have: left out, to be uploaded again. */
  droppedImages: z.number().int(),
});
export type RestaurantImportResult = z.infer<typeof RestaurantImportResult>;

export const RestaurantExportQuery = z.object({
  reservations: z.enum(['true', 'false']).default('false'),
});

/** The download's name, the same from the API (Content-Disposition) and the settings page. */
export function exportFileName(file: Pick<RestaurantExport, 'source' | 'exportedAt' | 'reservations'>): string {
  return `covers-${file.source.restaurantId}-${file.exportedAt.slice(0, 10)}${file.reservations ? '-with-reservations' : ''}.json`;
}

/** Counts shown before an import asks for confirmation. */
export function exportSummary(file: RestaurantExport) {
  return {
    areas: file.areas.length,
    areaGroups: file.areaGroups.length,
    tables: file.tables.length,
    specials: file.specials.length,
    roles: file.roles.length,
    blockers: file.blockers.length,
    reservations: file.reservations?.length ?? null,
  };
}
