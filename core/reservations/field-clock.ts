// Two tablets offline on the same booking (docs/decisions/005 rule 3): the same field edited on both ends with
// the edit made later on its device, whichever reaches the server first. Every editable field carries the stamp
// `{ at, id }` of the write that set it; a write naming the field wins only when its stamp is later — device time
// first, then the action id, so two edits made in the same millisecond still have one winner on every server and in
// every arrival order. A write that loses changes nothing of that field, and its stamp is forgotten.
import type { EditableField } from '../schemas/front-of-house';

export interface FieldStamp {
  /** ISO instant: the device time of the edit (clamped, see stampOf), or the server's time for a plain edit. */
  at: string;
  /** The write's action id (Idempotency-Key); '' for a plain edit sent without one. */
  id: string;
}

export type FieldClock = Partial<Record<EditableField, FieldStamp>>;

/** startTime and endTime are one timeslot: an edit of either is a write of both, so a slot is never half one edit's. */
const together: Partial<Record<EditableField, EditableField[]>> = { startTime: ['startTime', 'endTime'], endTime: ['startTime', 'endTime'] };

/** The fields a write naming `fields` sets (the timeslot as a whole), each once, in the order first named. */
export function writtenFields(fields: readonly EditableField[]): EditableField[] {
  return [...new Set(fields.flatMap((field) => together[field] ?? [field]))];
}

/** `a` is strictly later than `b` (no stamp is earlier than any): time first, then id. */
export function isLater(a: FieldStamp, b: FieldStamp | undefined): boolean {
  if (!b) return true;
  const diff = Date.parse(a.at) - Date.parse(b.at);
  if (diff !== 0) return diff > 0;
  return a.id > b.id;
}

/**
 * The stamp of an edit made at `deviceTime`, arriving at the server at `now`. A device time after `now` is clamped to
 * `now`: no edit can have been made after it arrived, and a tablet whose clock runs ahead (by minutes or by days)
 * would otherwise win over every honest later edit of the field until real time caught up with it.
 */
export function stampOf(deviceTime: string, id: string, now: Date): FieldStamp {
  const at = Math.min(Date.parse(deviceTime), now.getTime());
  return { at: new Date(at).toISOString(), id };
}

export interface ClockedWrite {
  /** The named fields this write sets (the others keep their value). */
  wins: EditableField[];
  /** The clock after the write. */
  clock: FieldClock;
}

/**
 * Rule 3: of the fields a write names, those it wins (its stamp is later than theirs), and the clock with them stamped.
 * The timeslot wins only when later than both its ends' stamps.
 */
export function resolveWrite(clock: FieldClock, named: readonly EditableField[], stamp: FieldStamp): ClockedWrite {
  const next: FieldClock = { ...clock };
  const wins: EditableField[] = [];
  for (const field of writtenFields(named)) {
    const group = together[field] ?? [field];
    if (group.every((member) => isLater(stamp, clock[member]))) {
      wins.push(field);
      next[field] = stamp;
    }
  }
  return { wins, clock: next };
}

/** A plain edit (no `changed`) is applied as it arrives: the fields whose value it changed take its stamp. */
export function stampChanged(clock: FieldClock, changedFields: readonly EditableField[], stamp: FieldStamp): FieldClock {
  const next: FieldClock = { ...clock };
  for (const field of writtenFields(changedFields)) next[field] = stamp;
  return next;
}
