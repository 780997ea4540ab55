import { z } from 'zod';
import { BookingDisplay } from './booking-display';

/** "start-end" in minutes → the party sizes offered for that slot. */
export const SlotSizes = z.record(z.string(), z.array(z.number().int()));
export type SlotSizes = z.infer<typeof SlotSizes>;

/** date (YYYY-MM-DD, restaurant-local) → area name, group id or special id → "start-end" → party sizes. */
const ByDate = z.record(z.string(), z.record(z.string(), SlotSizes));

/** Spec §3 availability response, plus the same keyed by area group and by special (core/availability computes it). */
export const AvailabilityResponse = z.object({
  areas: z.array(z.object({ id: z.string(), name: z.string(), sorting: z.number() })),
  areaGroups: z.array(z.object({ id: z.string(), areaIds: z.array(z.string()) })),
  allPartySizes: z.array(z.number().int()),
  availability: ByDate,
  areaGroupAvailability: ByDate,
  specialAvailability: ByDate,
  /** The cutoff hour expressed in UTC for today's date (spec §3). */
  sameDayCutoffHourUTC: z.number(),
  /** Restaurant-local date the response was computed for (its first day). */
  today: z.string(),
  timeZone: z.string(),
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;

/** What GET /reservations/availability answers a guest: the offer and how the booking pages show its choices. */
export const GuestAvailability = AvailabilityResponse.extend({ display: BookingDisplay });
export type GuestAvailability = z.infer<typeof GuestAvailability>;

/** Spec §7: /files/availability/{restaurantId}.json, the guest answer and when it was written. */
export const PublishedAvailability = GuestAvailability.extend({ publishedAt: z.string() });
export type PublishedAvailability = z.infer<typeof PublishedAvailability>;
