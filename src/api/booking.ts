import type { GuestAvailability } from '../../core/schemas/availability';
import { isGuestAvailability } from '../../core/schemas/availability-check';
import type { BookingRequest, GuestReservation } from '../../core/schemas/reservations';
import { availabilityFileUrl } from '../../core/published-files';
import { localDateOf } from '../../core/time';
import { apiOrigin, getJson } from './client';

export type { GuestAvailability };

/**
 * Spec §7: the published availability file first (its address and token: core/published-files.ts); the API when the
 * file is missing, malformed or does not cover today. `live` asks the API straight away: after a slot was taken under
 * the guest's eyes, the file in hand (and the service worker's copy of it) is known to be behind.
 */
export async function fetchAvailability(restaurantId: string, now = Date.now(), { live = false }: { live?: boolean } = {}): Promise<GuestAvailability> {
  if (!live) {
    const file = await publishedAvailability(restaurantId, now);
    if (file) return file;
  }
  return getJson('/reservations/availability', { restaurantId, anonymous: true, check: isGuestAvailability });
}

/** The published file when it is there, well-formed and of today (a file of another shape is skipped, not trusted). */
async function publishedAvailability(restaurantId: string, now: number): Promise<GuestAvailability | null> {
  try {
    const response = await fetch(`${apiOrigin()}${availabilityFileUrl(restaurantId, now)}`);
    if (!response.ok) return null;
    const file: unknown = await response.json();
    return isGuestAvailability(file) && file.today === localDateOf(now, file.timeZone) ? file : null;
  } catch {
    return null; // the API answers instead
  }
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
