import type { GuestReservation } from '../../../core/schemas/reservations';

export interface Booked {
  reservation: GuestReservation;
  manageUrl: string;
}

const doneKey = 'covers.bookingDone';

/** The confirmation survives a reload of its address (this tab only). */
export function keepBooking(search: string, booked: Booked): void {
  try {
    sessionStorage.setItem(doneKey, JSON.stringify({ search, booked }));
  } catch {
    // the confirmation is on screen; only a reload would lose it
  }
}

export function restoredBooking(search: string): Booked | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(doneKey) ?? 'null') as { search: string; booked: Booked } | null;
    return kept && kept.search === search ? kept.booked : null;
  } catch {
    return null;
  }
}
