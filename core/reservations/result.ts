// The common shape of every action's answer: the next reservation (the same object when nothing changed, so replays
// and double taps are harmless) or a refusal with an error code from core/errors.ts.
import type { ErrorCode } from '../errors';
import { formatMinutes, toLocal } from '../time';
import { instantOf, isoOf } from './occupancy';
import type { ActionContext, ActionFailure, ActionResult, ReservationFacts } from './types';

export type ReservationPatch = Partial<Pick<ReservationFacts, 'checkedIn' | 'checkedInAt' | 'endTime' | 'extendedTo' | 'leftAt' | 'deletedAt' | 'deletedBy'>>;

const instantFields = new Set<keyof ReservationPatch>(['checkedInAt', 'endTime', 'extendedTo', 'leftAt', 'deletedAt']);

function sameValue(key: keyof ReservationPatch, a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // "…Z" and "….000Z" are the same instant; an unchanged instant is no change.
  return instantFields.has(key) && typeof a === 'string' && typeof b === 'string' && instantOf(a) === instantOf(b);
}

/** Applies the patch; stamps updatedAt and editorId only when something actually changes. */
export function patched<T extends ReservationFacts>(reservation: T, patch: ReservationPatch, ctx: ActionContext<T>): ActionResult<T> {
  const keys = Object.keys(patch) as (keyof ReservationPatch)[];
  if (keys.every((key) => sameValue(key, patch[key], reservation[key]))) return { ok: true, reservation };
  return {
    ok: true,
    reservation: { ...reservation, ...patch, updatedAt: isoOf(ctx.now), editorId: ctx.actorId ?? reservation.editorId },
  };
}

export const refuse = (code: ErrorCode, message: string, at?: string, params?: Record<string, string>): ActionFailure => ({
  ok: false,
  code,
  message,
  ...(at === undefined ? {} : { at }),
  ...(params === undefined ? {} : { params }),
});

/** An instant as a person at the restaurant reads it ("20:00"): refusals never show UTC (spec §9, local time). */
export const localTime = (instant: string | number, timeZone: string): string => formatMinutes(toLocal(typeof instant === 'number' ? instant : instantOf(instant), timeZone).minutes);

/** Every action but delete needs a live reservation. */
export function deletedRefusal(reservation: ReservationFacts): ActionFailure | undefined {
  return reservation.deletedAt === null ? undefined : refuse('reservation_deleted', `Reservation ${reservation._id} was deleted`, undefined, { reservationId: reservation._id });
}
