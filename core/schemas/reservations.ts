import { z } from 'zod';
import { BookingPlatform, ReservationSource } from '../analytics/booking-origin';
import { Email, EntityId, GuestName, IsoInstant, Language, LocalDate, Phone, DeviceInstant } from './common';
import { VoucherCode } from './voucher-code';

/** Spec §3 Reservation, as the API returns it. */
export const Reservation = z.object({
  _id: EntityId,
  restaurantId: z.string(),
  creatorId: z.string().nullable(),
  editorId: z.string().nullable(),
  deletedBy: z.string().nullable(),
  specialId: z.string().nullable(),
  areaGroupId: z.string().nullable(),
  linkedReservationId: z.string().nullable(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  level: z.string(),
  tableNumber: z.string(),
  partySize: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  originalStartTime: z.string(),
  originalEndTime: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  checkedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
  extendedTo: z.string().nullable(),
  leftAt: z.string().nullable(),
  notifiedAt: z.string().nullable(),
  /** Spec §3: a short random token given to each new reservation, for staff; absent on a tablet's own offline walk-in. */
  smsToken: z.string().nullable().optional(),
  deletedAt: z.string().nullable(),
  note: z.string().nullable(),
  color: z.string().nullable(),
  referralCode: z.string().nullable(),
  /** A voucher code the guest gave when booking, to redeem at the visit (docs/decisions/012); absent when none. */
  voucherCode: z.string().optional(),
  language: z.string().nullable(),
  allowOverlap: z.boolean(),
  /** Where the booking came from, recorded when it was made (docs/decisions/010); extra tables carry their primary's. */
  source: ReservationSource,
  /** The device it was booked on; null for bookings made before it was recorded. */
  platform: BookingPlatform.nullable(),
});
export type Reservation = z.infer<typeof Reservation>;

/** What a guest sees through the tokenised link: no internal ids of staff, no notes of staff. */
export const GuestReservation = z.object({
  _id: EntityId,
  restaurantId: z.string(),
  restaurantName: z.string(),
  /** The restaurant's IANA time zone: the guest reads the reservation's times in it, wherever the phone is set. */
  timeZone: z.string(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  level: z.string(),
  partySize: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  tables: z.array(z.string()),
  specialId: z.string().nullable(),
  areaGroupId: z.string().nullable(),
  note: z.string().nullable(),
  language: z.string().nullable(),
  createdAt: z.string(),
  cancelled: z.boolean(),
  token: z.string(),
});
export type GuestReservation = z.infer<typeof GuestReservation>;

export const Customer = z.object({
  name: GuestName,
  phone: Phone,
  email: Email,
});

const Choice = z.object({
  level: z.string().trim().min(1).max(120).optional(),
  areaGroupId: EntityId.optional(),
  specialId: EntityId.optional(),
});

/** Spec §5: exactly one of areaGroupId, specialId or level. */
export const BookingRequest = Choice.extend({
  customer: Customer,
  partySize: z.number().int().min(1).max(100),
  startTime: IsoInstant,
  endTime: IsoInstant,
  note: z.string().trim().max(1000).optional(),
  language: Language.optional(),
  referralCode: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
  /** When this device first opened the creator's link (docs/decisions/014-affiliates.md); the server keeps it within the year before the booking. */
  referredAt: DeviceInstant.optional(),
  /** A voucher the guest means to pay with (docs/decisions/012-vouchers.md): noted on the booking, redeemed at the table. */
  voucherCode: VoucherCode.optional(),
}).refine(
  (value) => [value.level, value.areaGroupId, value.specialId].filter((choice) => choice !== undefined).length === 1,
  { message: 'Must set areaGroupId XOR selectedSpecialId XOR area', path: ['level'] },
);
export type BookingRequest = z.infer<typeof BookingRequest>;

export const BookingResponse = z.object({ reservation: GuestReservation, manageUrl: z.string() });

export const WaitlistRequest = z.object({
  day: LocalDate,
  level: z.string().trim().min(1).max(120).optional(),
  partySize: z.number().int().min(1).max(100),
  customer: Customer,
  note: z.string().trim().max(1000).optional(),
  language: Language.optional(),
});

export const WaitlistEntry = z.object({
  _id: EntityId,
  day: z.string(),
  level: z.string().nullable(),
  partySize: z.number().int(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  note: z.string().nullable(),
  language: z.string().nullable(),
  createdAt: z.string(),
  notifiedAt: z.string().nullable(),
  /** Staff turned the entry into this reservation (front of house). */
  reservationId: z.string().nullable(),
  convertedAt: z.string().nullable(),
});

export const Special = z.object({
  _id: EntityId,
  title: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  weekdays: z.array(z.string()),
  timeslots: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
  description: z.record(z.string(), z.string()),
  menu: z.record(z.string(), z.string()).nullable(),
  prompt: z.record(z.string(), z.unknown()).nullable(),
  areaGroupId: z.string().nullable(),
  createdAt: z.string(),
});
