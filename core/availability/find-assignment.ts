// Booking: the tables for a party in an offered slot. The server calls this inside its booking transaction
// with the book as it stands; it asks exactly what the offer asked (context.ts), so a size is offered for a slot if
// and only if this returns an assignment for it.
import { assignmentOf, betterCandidate, type Candidate } from './assign';
import { hostAreas } from './choices';
import { bestInArea, engineContext, offeredInArea, openSlotStart, slotEnd, type EngineContext } from './context';
import type { FloorArea } from './floor';
import type { Assignment, BookingTarget, EngineInput } from './types';

export type SlotTarget = Omit<BookingTarget, 'partySize'>;

interface OpenSlot {
  ctx: EngineContext;
  areas: FloorArea[];
  start: number;
  end: number;
}

/** The slot's instants and host areas if it is open for booking now (horizon, past, cutoff, weekday, choice). */
function openSlot(input: EngineInput, target: SlotTarget): OpenSlot | null {
  const ctx = engineContext(input, target.date);
  const day = ctx.days[0];
  if (!day) return null;
  const start = openSlotStart(ctx, day, target.slot);
  if (Number.isNaN(start)) return null;
  const areas = hostAreas(ctx.floor, input.areaGroups, input.specials, day, target.slot, target.choice);
  return { ctx, areas, start, end: slotEnd(ctx, day, target.slot) };
}

/**
 * The best-fit assignment for a booking, or null when the size is not offered for that slot. For an area group or a
 * special the best fit is taken across its areas (assign.ts betterCandidate); an assignment never spans areas.
 */
export function findAssignment(input: EngineInput, target: BookingTarget): Assignment | null {
  const open = openSlot(input, target);
  if (!open) return null;
  let best: Candidate | null = null;
  for (const area of open.areas) {
    const option = bestInArea(open.ctx, area, open.start, open.end, target.partySize);
    if (option < 0) continue;
    const candidate = { area, option };
    if (!best || betterCandidate(candidate, best)) best = candidate;
  }
  return best ? assignmentOf(best.area, best.option) : null;
}

/** The party sizes offered for one slot and choice: the entry the availability response has for it, or []. */
export function offeredPartySizes(input: EngineInput, target: SlotTarget): number[] {
  const open = openSlot(input, target);
  if (!open) return [];
  let mask = 0;
  for (const area of open.areas) mask |= offeredInArea(open.ctx, area, open.start, open.end);
  const sizes: number[] = [];
  for (let i = 0; i < 32; i++) if ((mask >>> i) & 1) sizes.push(open.ctx.floor.partySizeMin + i);
  return sizes;
}
