import type { AvailabilityResponse } from '../../core/availability/types';
import type { BookingDisplay } from '../../core/schemas/booking-display';
import type { BookingRequest, GuestReservation } from '../../core/schemas/reservations';
import { availabilityFileUrl } from '../../core/published-files';
import { localDateOf } from '../../core/time';
import { apiOrigin, getJson } from './client';

export type GuestAvailability = AvailabilityResponse & { display: BookingDisplay };

/**
 * Spec §7: the published availability file first (its address and token: core/published-files.ts); the API when the
 * file is missing or does not cover today. `live` asks the API straight away: after a slot was taken under the guest's
 * eyes, the file in hand (and the service worker's copy of it) is known to be behind.
 */
export async function fetchAvailability(restaurantId: string, now = Date.now(), { live = false }: { live?: boolean } = {}): Promise<GuestAvailability> {
  if (live) return getJson<GuestAvailability>('/reservations/availability', { restaurantId, anonymous: true });
  try {
    const response = await fetch(`${apiOrigin()}${availabilityFileUrl(restaurantId, now)}`);
    if (response.ok) {
      const file = (await response.json()) as GuestAvailability;
      if (file.today === localDateOf(now, file.timeZone) && file.display) return file;
    }
  } catch {
    // fall back to the API
  }
  return getJson<GuestAvailability>('/reservations/availability', { restaurantId, anonymous: true });
}

/** One attempt of a guest's booking; its Idempotency-Key makes a repeated send of it harmless (the first answer comes). */
export function requestBooking(restaurantId: string, body: BookingRequest, idempotencyKey: string): Promise<{ reservation: GuestReservation; manageUrl: string }> {
  return getJson('/reservations/request', { method: 'POST', body, restaurantId, anonymous: true, headers: { 'idempotency-key': idempotencyKey } });
}

export function loadGuestReservation(token: string): Promise<GuestReservation> {
  return getJson('/reservations/LoadReservation', { query: { token }, anonymous: true, restaurantId: null });
}

export async function cancelGuestReservation(token: string): Promise<void> {
  await getJson('/reservations/DeleteReservation', { query: { reservationToken: token }, anonymous: true, restaurantId: null });
}

export function joinWaitlist(
  restaurantId: string,
  body: { day: string; level?: string; partySize: number; customer: { name: string; phone: string; email: string }; language?: string },
): Promise<unknown> {
  return getJson('/waitlist', { method: 'POST', body, restaurantId, anonymous: true });
}
