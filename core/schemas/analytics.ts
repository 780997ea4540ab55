// Spec §7 Analytics: GET /analytics/bookings (startDate, endDate, platform) and GET /analytics/kitchen (date, areas
// comma list). Shared by the API, the owner's analytics screen and the kitchen screen; the counting rules are in
// docs/decisions/010-analytics.md.
import { z } from 'zod';
import { BookingPlatform, PlatformFilter, ReservationSource } from '../analytics/booking-origin';
import { LocalDate, LocalizedText } from './common';

export const analyticsIntervals = ['day', 'week', 'month'] as const;
export const AnalyticsInterval = z.enum(analyticsIntervals);
export type AnalyticsInterval = z.infer<typeof AnalyticsInterval>;

/** The longest range one call reads: three years and a day (a leap year included). */
export const maxAnalyticsDays = 3 * 366 + 1;

/**
 * GET /analytics/bookings. Dates are the restaurant's local dates, both included. `interval` picks the period of the
 * series; absent, it follows the range's length (up to 31 days by day, up to 26 weeks by week, else by month).
 */
export const BookingAnalyticsQuery = z.object({
  startDate: LocalDate,
  endDate: LocalDate,
  platform: PlatformFilter.default('all'),
  interval: AnalyticsInterval.optional(),
});
export type BookingAnalyticsQuery = z.infer<typeof BookingAnalyticsQuery>;

/** Counts of one period, one area, one special … — every list of the answer carries these. */
export const BookingCounts = z.object({
  /** Bookings that were not cancelled: a reservation with its extra tables counts once. */
  bookings: z.number().int(),
  /** Sum of the party sizes of those bookings. */
  covers: z.number().int(),
  cancellations: z.number().int(),
  /** Booked, never checked in, not cancelled, and over (its end has passed). */
  noShows: z.number().int(),
  walkIns: z.number().int(),
  /** Covers of bookings that were honoured: booked covers minus no-shows' covers. */
  seatedCovers: z.number().int(),
});
export type BookingCounts = z.infer<typeof BookingCounts>;

export const PeriodFigures = BookingCounts.extend({
  /** The period's first local date (a week starts on Monday, ISO 8601; a month on its first). */
  start: LocalDate,
  /** Seated covers over the seats offered in the period's services; null when nothing was offered. */
  occupancy: z.number().nullable(),
});

export const TotalFigures = BookingCounts.extend({
  averagePartySize: z.number().nullable(),
  /** Mean days from the booking being made to the visit. */
  averageLeadDays: z.number().nullable(),
  /** Mean hours from cancelling to the booked start. */
  averageCancellationLeadHours: z.number().nullable(),
  occupancy: z.number().nullable(),
  /** Seats × services offered in the range: the denominator of occupancy. */
  seatsOffered: z.number().int(),
});
export type TotalFigures = z.infer<typeof TotalFigures>;

/** Lead time buckets, in days before the visit (same day, 1, 2–7, 8–30, over 30). */
export const leadTimeBuckets = ['sameDay', 'oneDay', 'upToWeek', 'upToMonth', 'longer'] as const;
export const LeadTimeBucket = z.enum(leadTimeBuckets);

export const BookingAnalytics = z.object({
  startDate: LocalDate,
  endDate: LocalDate,
  platform: PlatformFilter,
  interval: AnalyticsInterval,
  timeZone: z.string(),
  totals: TotalFigures,
  /** The same figures for the period of equal length just before. */
  previous: z.object({ startDate: LocalDate, endDate: LocalDate, totals: TotalFigures }),
  periods: z.array(PeriodFigures),
  partySizes: z.array(z.object({ partySize: z.number().int(), bookings: z.number().int(), covers: z.number().int() })),
  leadTimes: z.array(z.object({ bucket: LeadTimeBucket, bookings: z.number().int() })),
  cancellationLeadTimes: z.array(z.object({ bucket: LeadTimeBucket, cancellations: z.number().int() })),
  sources: z.array(BookingCounts.extend({ source: ReservationSource })),
  /** Bookings made before platforms were recorded count as `unknown`. */
  platforms: z.array(BookingCounts.extend({ platform: z.union([BookingPlatform, z.literal('unknown')]) })),
  areas: z.array(BookingCounts.extend({ area: z.string(), seatsOffered: z.number().int(), occupancy: z.number().nullable() })),
  specials: z.array(BookingCounts.extend({ specialId: z.string(), title: LocalizedText })),
  /** Checked in (or the booked start when no arrival time was marked) to left, by party size. */
  turnTimes: z.array(z.object({ partySize: z.number().int(), visits: z.number().int(), averageMinutes: z.number(), medianMinutes: z.number() })),
});
export type BookingAnalytics = z.infer<typeof BookingAnalytics>;

/** GET /analytics/kitchen: a local date (today when absent) and area names (every area when absent). */
export const KitchenQuery = z.object({
  date: LocalDate.optional(),
  areas: z
    .string()
    .max(2000)
    .optional()
    .transform((list) => (list ? [...new Set(list.split(',').map((name) => name.trim()).filter(Boolean))] : undefined)),
});
export type KitchenQuery = z.infer<typeof KitchenQuery>;

/** The kitchen's slot length (minutes). */
export const kitchenSlotMinutes = 15;

/** A booking the kitchen should know about: a special, or a note (allergies, dietary wishes). */
export const KitchenNote = z.object({
  reservationId: z.string(),
  partySize: z.number().int(),
  area: z.string(),
  tables: z.array(z.string()),
  specialId: z.string().nullable(),
  note: z.string().nullable(),
  /** The note mentions an allergy or a diet (any of the three languages). */
  dietary: z.boolean(),
});
export type KitchenNote = z.infer<typeof KitchenNote>;

export const KitchenCounts = z.object({
  bookings: z.number().int(),
  covers: z.number().int(),
  /** Covers still to arrive: not checked in, not left. */
  expectedCovers: z.number().int(),
  /** Covers at their tables now: checked in, not left. */
  seatedCovers: z.number().int(),
  walkInCovers: z.number().int(),
});
export type KitchenCounts = z.infer<typeof KitchenCounts>;

export const KitchenSlot = KitchenCounts.extend({
  /** Minutes since local midnight of the slot's start (a slot is kitchenSlotMinutes long). */
  start: z.number().int(),
  /** Per area, in the order of `areas`. */
  areas: z.array(KitchenCounts.extend({ area: z.string() })),
  notes: z.array(KitchenNote),
});
export type KitchenSlot = z.infer<typeof KitchenSlot>;

export const KitchenFigures = z.object({
  date: LocalDate,
  timeZone: z.string(),
  areas: z.array(z.string()),
  /** From the day's opening to its end, every slot, empty ones included. */
  slots: z.array(KitchenSlot),
  totals: KitchenCounts,
  specials: z.array(z.object({ specialId: z.string(), title: LocalizedText })),
});
export type KitchenFigures = z.infer<typeof KitchenFigures>;
