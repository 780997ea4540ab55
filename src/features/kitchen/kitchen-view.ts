// What the kitchen screen makes of the day's figures and the device's choices: pure, so the rules are tested without
// a browser (kitchen-view.test.ts).
import type { KitchenFigures, KitchenSlot } from '../../../core/schemas/analytics';
import { kitchenSlotMinutes } from '../../../core/schemas/analytics';
import { isLocalDate } from '../../../core/time';

/** The quarter hours "the next two hours" shows. */
export const upcomingSlotCount = 120 / kitchenSlotMinutes;

/**
 * The day shown: the one chosen on this device while it is today or later; a day gone by falls back to today, so a
 * wall screen set to tomorrow's prep shows that day when it comes and never stays on a past one.
 */
export function kitchenDateOf(stored: string | null, today: string): string {
  return stored && isLocalDate(stored) && stored > today ? stored : today;
}

/**
 * The areas shown, in the floor's order (spec §3 device items "kitchen select-all-areas flag" and "selected areas"):
 * every area while the flag is on or unset (areas added later included); else the stored selection, or every area
 * when none of the stored names is an area any more.
 */
export function kitchenAreasOf(floor: readonly string[], selectAll: boolean | null, stored: string | null): string[] {
  if (selectAll !== false) return [...floor];
  const chosen = new Set((stored ?? '').split(',').map((name) => name.trim()).filter(Boolean));
  const shown = floor.filter((name) => chosen.has(name));
  return shown.length ? shown : [...floor];
}

/** The slot holding `minute` (restaurant-local minutes of today), if the day has one. */
export function currentSlotOf(slots: readonly KitchenSlot[], minute: number | null): KitchenSlot | undefined {
  if (minute === null) return undefined;
  return slots.find((slot) => slot.start <= minute && minute < slot.start + kitchenSlotMinutes);
}

/**
 * The next two hours' quarter hours: on today those not over yet (the current one first; before the opening the
 * service's first two hours), on a later day its first two hours, on a past day none.
 */
export function upcomingSlots(slots: readonly KitchenSlot[], when: { minute: number } | 'later' | 'past'): KitchenSlot[] {
  if (when === 'past') return [];
  const open = when === 'later' ? slots : slots.filter((slot) => slot.start + kitchenSlotMinutes > when.minute);
  return open.slice(0, upcomingSlotCount);
}

/** Covers and bookings of each special booked on the day, from the slots' notes (a special's booking has a note). */
export function specialCounts(figures: KitchenFigures): { specialId: string; bookings: number; covers: number }[] {
  const counts = new Map<string, { bookings: number; covers: number }>();
  for (const note of figures.slots.flatMap((slot) => slot.notes)) {
    if (note.specialId === null) continue;
    const count = counts.get(note.specialId) ?? { bookings: 0, covers: 0 };
    counts.set(note.specialId, { bookings: count.bookings + 1, covers: count.covers + note.partySize });
  }
  return figures.specials.filter((special) => counts.has(special.specialId)).map((special) => ({ specialId: special.specialId, ...(counts.get(special.specialId) as { bookings: number; covers: number }) }));
}

export type Connection = 'live' | 'connecting' | 'offline';

/** How the screen is linked to the server: the browser offline, a live stream open, or neither yet. */
export function connectionOf(online: boolean, streamOpen: boolean): Connection {
  if (!online) return 'offline';
  return streamOpen ? 'live' : 'connecting';
}

/** When the server was last heard from: its live stream, or the day read from it, whichever came last. */
export function lastHeardOf(streamHeardAt: number | null, dayRefreshedAt: number | null): number | null {
  if (streamHeardAt === null) return dayRefreshedAt;
  return dayRefreshedAt === null ? streamHeardAt : Math.max(streamHeardAt, dayRefreshedAt);
}
