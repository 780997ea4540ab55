// The book: reservations, blockers and the waitlist.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, text, unique } from 'drizzle-orm/pg-core';
import type { BookingPlatform, ReservationSource } from '../../../../core/analytics/booking-origin';
import type { FieldClock } from '../../../../core/reservations/field-clock';
import { createdAt, instant } from './columns';
import { tenantTable } from './tenant-table';

export const reservations = tenantTable(
  'reservations',
  {
    token: text('token').notNull(),
    smsToken: text('sms_token'),
    creatorId: text('creator_id'),
    editorId: text('editor_id'),
    deletedBy: text('deleted_by'),
    specialId: text('special_id'),
    areaGroupId: text('area_group_id'),
    linkedReservationId: text('linked_reservation_id'),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    level: text('level').notNull(),
    tableNumber: text('table_number').notNull(),
    partySize: integer('party_size').notNull().default(2),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
    originalStartTime: instant('original_start_time').notNull(),
    originalEndTime: instant('original_end_time').notNull(),
    /** Staff deliberately placed this reservation on an occupied table (walk-in override); it shows in collisions. */
    allowOverlap: boolean('allow_overlap').notNull().default(false),
    /** The primary row of an online booking: one per guest email and time (reservations_no_duplicate_guest, migration 0012). */
    guestBooking: boolean('guest_booking').notNull().default(false),
    checkedIn: boolean('checked_in').notNull().default(false),
    checkedInAt: instant('checked_in_at'),
    extendedTo: instant('extended_to'),
    leftAt: instant('left_at'),
    note: text('note'),
    color: text('color'),
    referralCode: text('referral_code'),
    /** When the guest's device first opened the creator's link (docs/decisions/014), kept within the year before the booking. */
    referredAt: instant('referred_at'),
    /** What the table spent, in minor units, entered at the visit for a share-of-spend commission. */
    spend: integer('spend'),
    /** A voucher code the guest gave when booking (canonical form), to be redeemed at the visit; not checked here. */
    voucherCode: text('voucher_code'),
    language: text('language'),
    /** Where the booking came from (docs/decisions/010); a booking's extra-table rows carry their primary's. */
    source: text('source').$type<ReservationSource>().notNull(),
    /** The device it was booked on; null for bookings made before it was recorded (migration 0013). */
    platform: text('platform').$type<BookingPlatform>(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    notifiedAt: instant('notified_at'),
    deletedAt: instant('deleted_at'),
    /**
     * Per editable field, the stamp `{ at, id }` of the write that set it (docs/decisions/005 rule 3: two tablets editing
     * one field offline, the later device time wins). Kept alike on a booking's rows; the primary's is read.
     */
    fieldClock: jsonb('field_clock').$type<FieldClock>().notNull().default({}),
  },
  (t) => [
    unique('reservations_token_unique').on(t.restaurantId, t.token),
    index('reservations_token_idx').on(t.token),
    index('reservations_day_idx').on(t.restaurantId, t.startTime),
    index('reservations_linked_idx').on(t.restaurantId, t.linkedReservationId),
    // reservations_analytics_idx (migration 0014), a covering index with INCLUDE, is written in SQL: the builder has no INCLUDE.
  ],
);

export const blockers = tenantTable(
  'blockers',
  {
    start: instant('start').notNull(),
    end: instant('end').notNull(),
    /** null: the whole restaurant; otherwise one area, optionally narrowed to some of its tables. */
    level: text('level'),
    tableNumbers: jsonb('table_numbers').$type<string[]>().notNull().default([]),
    note: text('note'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('blockers_day_idx').on(t.restaurantId, t.start)],
);

export const waitlist = tenantTable(
  'waitlist',
  {
    day: date('day', { mode: 'string' }).notNull(),
    level: text('level'),
    partySize: integer('party_size').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    language: text('language'),
    note: text('note'),
    createdAt: createdAt(),
    notifiedAt: instant('notified_at'),
    /** Staff turned the entry into this reservation (spec §2 waitlist); the guest was emailed then. */
    reservationId: text('reservation_id'),
    convertedAt: instant('converted_at'),
  },
  (t) => [
    index('waitlist_day_idx').on(t.restaurantId, t.day),
    // The outbox stamps the entry its 'waitlist' email was about by the reservation it became (email-outbox.ts).
    index('waitlist_reservation_idx').on(t.restaurantId, t.reservationId).where(sql`${t.reservationId} is not null`),
  ],
);
