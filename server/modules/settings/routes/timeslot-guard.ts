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

function requireTimeslotPermission(ctx: RequestContext, changesTimeslots: boolean): void {
  if (changesTimeslots && !ctx.permissions.has('ManageTimeslots')) {
    throw new AppError('missing_permission', 'Missing permission: ManageTimeslots (changing timeslots)');
  }
}

interface Writes<TInput, TItem> {
  create(restaurantId: string, input: TInput): Promise<TItem>;
  update(restaurantId: string, id: string, input: TInput): Promise<TItem>;
}

/**
 * The service's create and update behind the rule above: `key` is an input's timeslots in a comparable form, `stored`
 * the stored item's (undefined: there is none, the update answers for it).
 */
export function guardTimeslots<TInput, TItem>(service: Writes<TInput, TItem>, key: (input: TInput) => string, stored: (restaurantId: string, id: string) => Promise<string | undefined>) {
  return {
    async create(restaurantId: string, input: TInput, ctx: RequestContext): Promise<TItem> {
      requireTimeslotPermission(ctx, key(input) !== '');
      return service.create(restaurantId, input);
    },
    /** Without ManageTimeslots, the stored timeslots are read and must stay as they are. */
    async update(restaurantId: string, id: string, input: TInput, ctx: RequestContext): Promise<TItem> {
      if (!ctx.permissions.has('ManageTimeslots')) {
        const before = await stored(restaurantId, id);
        requireTimeslotPermission(ctx, before !== undefined && before !== key(input));
      }
      return service.update(restaurantId, id, input);
    },
  };
}
