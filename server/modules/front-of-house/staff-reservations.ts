// Staff reservations (spec §3/§5/§7 POST and PUT /reservations, POST /reservations/swap): walk-ins and phone bookings
// on chosen tables, edits and moves. Extra tables are linked reservations. A table that is taken at that time — by a
// reservation or a blocker, as core's findCollisions sees it — is refused with 409 table_occupied unless the request
// sets allowOverlap; the rows that then overlap another reservation are stored with allow_overlap, which keeps them out
// of the exclusion constraint (docs/decisions/002), and the overlap is listed under collisions. Each request becomes
// its core command (core/commands) and runs through ./command-executor.ts, as the offline queue's commands do.
import { randomUUID } from 'node:crypto';
import type { Edit, EditChanges } from '../../../core/commands';
import type { StaffReservationInput, StaffReservationUpdate } from '../../../core/schemas/front-of-house';
import type { Reservation } from '../../../core/schemas/reservations';
import type { Change, Outcome } from './changes';
import { executeEdit, executeMove, executeWalkIn } from './command-executor';

/**
 * The PUT body as an edit command. It carries the whole form: every field it has is asked for; with `changed` and
 * `deviceTime` only the named fields are dated and written when this edit is their latest write (docs/decisions/005
 * rule 3), the others keep the server's value. Times, note, colour, language and special left out are kept.
 */
export function editOf(input: StaffReservationUpdate): Edit {
  const changes: EditChanges = { customer: input.customer, partySize: input.partySize, level: input.level, tableNumbers: input.tableNumbers };
  if (input.startTime !== undefined) changes.startTime = input.startTime;
  if (input.endTime !== undefined) changes.endTime = input.endTime;
  if (input.note !== undefined) changes.note = input.note;
  if (input.color !== undefined) changes.color = input.color;
  if (input.language !== undefined) changes.language = input.language;
  if (input.specialId !== undefined) changes.specialId = input.specialId;
  return {
    kind: 'updateReservation',
    reservationId: input._id,
    changes,
    allowOverlap: input.allowOverlap,
    ...(input.deviceTime === undefined ? {} : { deviceTime: input.deviceTime }),
    ...(input.changed === undefined ? {} : { changed: input.changed }),
  };
}

export function staffReservationsService() {
  /**
   * Spec §7 POST /reservations: a walk-in or phone booking; answers the day's list. `source`: a waitlist entry turned
   * into this reservation (docs/decisions/010).
   */
  function create(change: Change, input: StaffReservationInput, source?: 'waitlist'): Promise<Outcome<Reservation[]>> {
    return executeWalkIn(change, { kind: 'createReservation', input: { ...input, _id: input._id ?? randomUUID() } }, source);
  }

  /** Spec §7 PUT /reservations: edits the booking (by its id or any of its linked rows' ids). */
  function update(change: Change, input: StaffReservationUpdate): Promise<Outcome<Reservation[]>> {
    return executeEdit(change, editOf(input));
  }

  /** An edit command as the offline queue sends it (only the fields the host changed, dated by the device). */
  function edit(change: Change, command: Edit): Promise<Outcome<Reservation[]>> {
    return executeEdit(change, command);
  }

  /** Spec §7 POST /reservations/swap: reservation A moves to the table `tableId`; B, when given, to A's former table. */
  function swap(change: Change, input: { reservationIdA: string; reservationIdB?: string | undefined; tableId: string; allowOverlap: boolean }) {
    const { reservationIdA, reservationIdB, tableId, allowOverlap } = input;
    return executeMove(change, { kind: 'swap', reservationIdA, tableId, allowOverlap, ...(reservationIdB === undefined ? {} : { reservationIdB }) });
  }

  return { create, update, edit, swap };
}
