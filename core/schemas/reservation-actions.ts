// Spec §4 reservation actions as *intents*: an action names what staff want ("extend this reservation"), never the
// values it produces, so the server re-evaluates it against its current state when the tablet's queue syncs
// (design.md rule 3). The API and the offline queue validate with the same schema.
import { z } from 'zod';
import { EntityId } from './common';

export const reservationActionTypes = [
  'checkIn',
  'checkOut',
  'markLate',
  'markNotLate',
  'extend',
  'unextend',
  'markLeft',
  'markNotLeft',
  'softDelete',
] as const;
export type ReservationActionType = (typeof reservationActionTypes)[number];

// Strict: a client that sends a computed value (`extendedTo`, `leftAt` …) expects it to be used; it is refused rather
// than silently dropped.
const intent = <T extends ReservationActionType>(type: T) => z.strictObject({ type: z.literal(type), reservationId: EntityId });

export const ReservationAction = z.discriminatedUnion('type', [
  intent('checkIn'),
  intent('checkOut'),
  intent('markLate'),
  intent('markNotLate'),
  intent('extend'),
  intent('unextend'),
  intent('markLeft'),
  intent('markNotLeft'),
  intent('softDelete'),
]);
export type ReservationAction = z.infer<typeof ReservationAction>;
