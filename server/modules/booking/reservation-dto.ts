import type { GuestReservation, Reservation } from '../../../core/schemas/reservations';
import type { ReservationRow } from '../../platform/db/rows';

export type { ReservationRow };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function reservationDto(row: ReservationRow): Reservation {
  return {
    _id: row.id,
    restaurantId: row.restaurantId,
    creatorId: row.creatorId,
    editorId: row.editorId,
    deletedBy: row.deletedBy,
    specialId: row.specialId,
    areaGroupId: row.areaGroupId,
    linkedReservationId: row.linkedReservationId,
    customer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail },
    level: row.level,
    tableNumber: row.tableNumber,
    partySize: row.partySize,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    originalStartTime: row.originalStartTime.toISOString(),
    originalEndTime: row.originalEndTime.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    checkedIn: row.checkedIn,
    checkedInAt: iso(row.checkedInAt),
    extendedTo: iso(row.extendedTo),
    leftAt: iso(row.leftAt),
    notifiedAt: iso(row.notifiedAt),
    smsToken: row.smsToken,
    deletedAt: iso(row.deletedAt),
    note: row.note,
    color: row.color,
    referralCode: row.referralCode,
    ...(row.voucherCode === null ? {} : { voucherCode: row.voucherCode }),
    language: row.language,
    allowOverlap: row.allowOverlap,
    source: row.source,
    platform: row.platform,
  };
}

/** The guest's view: the primary row plus the table numbers of its linked rows. */
/** The columns the guest's view of a reservation reads (a booking answers from what it wrote: ./repository/booking-insert.ts). */
export type GuestReservationRow = Pick<
  ReservationRow,
  | 'id'
  | 'restaurantId'
  | 'customerName'
  | 'customerPhone'
  | 'customerEmail'
  | 'level'
  | 'partySize'
  | 'startTime'
  | 'endTime'
  | 'tableNumber'
  | 'specialId'
  | 'areaGroupId'
  | 'note'
  | 'language'
  | 'createdAt'
  | 'deletedAt'
  | 'token'
>;

export function guestReservationDto(
  primary: GuestReservationRow,
  linked: Pick<ReservationRow, 'tableNumber'>[],
  restaurant: { name: string; timeZone: string },
): GuestReservation {
  return {
    _id: primary.id,
    restaurantId: primary.restaurantId,
    restaurantName: restaurant.name,
    timeZone: restaurant.timeZone,
    customer: { name: primary.customerName, phone: primary.customerPhone, email: primary.customerEmail },
    level: primary.level,
    partySize: primary.partySize,
    startTime: primary.startTime.toISOString(),
    endTime: primary.endTime.toISOString(),
    tables: [primary.tableNumber, ...linked.map((row) => row.tableNumber)],
    specialId: primary.specialId,
    areaGroupId: primary.areaGroupId,
    note: primary.note,
    language: primary.language,
    createdAt: primary.createdAt.toISOString(),
    cancelled: primary.deletedAt !== null,
    token: primary.token,
  };
}

/** When the table is free again: the guest left, or staff extended the stay (same rule as the exclusion constraint). */
export function effectiveEnd(row: Pick<ReservationRow, 'startTime' | 'endTime' | 'leftAt' | 'extendedTo'>): Date {
  const end = row.leftAt ?? row.extendedTo ?? row.endTime;
  return end < row.startTime ? row.startTime : end;
}
