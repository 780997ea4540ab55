// The administrators' platform views (spec §2 admin area, §6): the restaurant list with its filters, a restaurant's
// figures, the dashboard, and inviting a new restaurant's owner.
import { z } from 'zod';
import { Email, EntityId, numberedPageOf, RestaurantId } from './common';
import { RestaurantMetadata } from './restaurants';

/** Active: guests can book (bookable areas with slots and bookable tables); onboarding: not yet (spec §3 service status). */
export const restaurantStatuses = ['active', 'onboarding'] as const;
export const RestaurantStatus = z.enum(restaurantStatuses);
export type RestaurantStatus = z.infer<typeof RestaurantStatus>;

export const adminRestaurantsPageSize = 25;

const Flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const AdminRestaurantQuery = z.object({
  /** Part of the name or id, any case. */
  q: z.string().trim().max(120).optional(),
  cityId: z.string().max(128).optional(),
  status: RestaurantStatus.optional(),
  affiliateProgram: Flag.optional(),
  page: z.coerce.number().int().min(0).max(100000).default(0),
});
/** The list's query as a client sends it (the flag as the query string's text). */
export interface AdminRestaurantQuery {
  q?: string | undefined;
  cityId?: string | undefined;
  status?: RestaurantStatus | undefined;
  affiliateProgram?: 'true' | 'false' | undefined;
  page?: number | undefined;
}

export const AdminRestaurant = RestaurantMetadata.extend({ cityName: z.string().nullable(), status: RestaurantStatus });
export type AdminRestaurant = z.infer<typeof AdminRestaurant>;

export const AdminRestaurantPage = numberedPageOf(AdminRestaurant);
export type AdminRestaurantPage = z.infer<typeof AdminRestaurantPage>;

/** Bookings (a party on combined tables counts once, cancelled ones not) and their guests. */
export const BookingCount = z.object({ bookings: z.number().int(), covers: z.number().int() });
export type BookingCount = z.infer<typeof BookingCount>;

/** Today and the 7 days ending today, each restaurant's days in its own time zone. */
export const BookingFigures = z.object({ today: BookingCount, last7Days: BookingCount });
export type BookingFigures = z.infer<typeof BookingFigures>;

export const RestaurantFigures = BookingFigures.extend({ status: RestaurantStatus });
export type RestaurantFigures = z.infer<typeof RestaurantFigures>;

export const AdminDashboard = z.object({
  restaurants: z.object({ active: z.number().int(), onboarding: z.number().int(), withoutBookings30Days: z.number().int() }),
  bookings: BookingFigures,
  /** Guest emails still to send (including ones waiting for a retry), and ones given up. */
  outbox: z.object({ waiting: z.number().int(), failed: z.number().int() }),
  /** Errors reported in the last 24 hours; null while no error reporting is configured (spec §8). */
  errorsLast24h: z.number().int().nullable(),
  newestRestaurants: z.array(z.object({ restaurantId: RestaurantId, name: z.string(), createdAt: z.string(), status: RestaurantStatus })),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

/** Spec §6: a new restaurant's first user, invited with its Owner role. */
export const OwnerInviteInput = z.object({
  name: z.string().trim().min(1).max(120),
  email: Email,
});
export type OwnerInviteInput = z.infer<typeof OwnerInviteInput>;

/** An admin invites anyone to a restaurant with one of its roles (spec §6 "create users through an invite"). */
export const AdminInviteInput = OwnerInviteInput.extend({ roleId: EntityId });
export type AdminInviteInput = z.infer<typeof AdminInviteInput>;
