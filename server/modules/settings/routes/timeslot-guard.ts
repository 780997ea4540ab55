// Spec §6 names ManageTimeslots; the timeslots staff edit are an area's (per weekday) and a special's. The decision:
// the area and special routes need ManageAreas, and changing timeslots through them needs ManageTimeslots as well.
// Creating an area or special with timeslots, or an update whose timeslots differ from the stored ones, is refused
// without it (403 missing_permission) and changes nothing; every other field stays ManageAreas' to edit, and an
// update that sends the stored timeslots unchanged needs nothing more.
import { AppError } from '../../../../core/errors';
import type { RequestContext } from '../../../platform/auth/context';

interface Slot {
  start: number;
  end: number;
}

const sortedSlots = (slots: readonly Slot[]) => [...slots].sort((a, b) => a.start - b.start || a.end - b.end).map((slot) => `${slot.start}-${slot.end}`).join(',');

/** A special's timeslots in a comparable form (order does not matter; the services store them sorted). */
export const slotsKey = (slots: readonly Slot[] | undefined) => sortedSlots(slots ?? []);

/** An area's week of timeslots in a comparable form: a weekday without slots is the same as one left out. */
export function weekSlotsKey(week: Partial<Record<string, readonly Slot[] | undefined>> | undefined): string {
  return Object.entries(week ?? {})
    .filter(([, slots]) => (slots?.length ?? 0) > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, slots]) => `${day}:${sortedSlots(slots ?? [])}`)
    .join(';');
}

export function requireTimeslotPermission(ctx: RequestContext, changesTimeslots: boolean): void {
  if (changesTimeslots && !ctx.permissions.has('ManageTimeslots')) {
    throw new AppError('missing_permission', 'Missing permission: ManageTimeslots (changing timeslots)');
  }
}
