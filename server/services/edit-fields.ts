// Which fields a PUT /reservations writes, and the booking's field clock after it (docs/decisions/005 rule 3, core
// field-clock). An edit naming its fields in `changed` with a `deviceTime` writes each named field only when it is the
// latest write of that field (device time, then action id), so two tablets editing one field offline end with the
// later edit whichever arrives first; fields it does not name keep the server's value. An edit without `changed` is
// applied as it arrives, as before, and stamps the fields whose value it changed with the server's time.
import { AppError } from '../../core/errors';
import { resolveWrite, stampChanged, stampOf, type FieldClock } from '../../core/reservations';
import type { EditableField, StaffReservationUpdate } from '../../core/schemas/front-of-house';
import type { ReservationRow } from '../modules/booking/reservation-dto';

type PatchColumn = 'customerName' | 'customerPhone' | 'customerEmail' | 'partySize' | 'note' | 'color' | 'language' | 'specialId';
export type FieldPatch = Partial<Pick<ReservationRow, PatchColumn>>;
export interface Times {
  start: Date;
  end: Date;
}

export interface EditPlan {
  /** The guest and booking fields to write on every kept row (times apart); a column left out keeps its value. */
  patch: FieldPatch;
  /** The booking's slot after the edit. */
  times: Times;
  clock: FieldClock;
}

const columns: Record<Exclude<EditableField, 'startTime' | 'endTime'>, PatchColumn> = {
  'customer.name': 'customerName',
  'customer.phone': 'customerPhone',
  'customer.email': 'customerEmail',
  partySize: 'partySize',
  note: 'note',
  color: 'color',
  language: 'language',
  specialId: 'specialId',
};
const isColumnField = (field: EditableField): field is keyof typeof columns => field in columns;

/** What the body asks for, field by field (absent note, colour, language and special: nothing asked). */
function requested(input: StaffReservationUpdate): FieldPatch {
  const patch: FieldPatch = {
    customerName: input.customer.name,
    customerPhone: input.customer.phone,
    customerEmail: input.customer.email.toLowerCase(),
    partySize: input.partySize,
  };
  if (input.note !== undefined) patch.note = input.note;
  if (input.color !== undefined) patch.color = input.color;
  if (input.language !== undefined) patch.language = input.language;
  if (input.specialId !== undefined) patch.specialId = input.specialId;
  return patch;
}

/**
 * The edit of `primary` (the booking's main row, whose clock is the booking's) that `input` makes, given the slot it
 * asks for (`asked`: null when it names no time) and the action id and server time of the request.
 */
export function planEdit(primary: ReservationRow, input: StaffReservationUpdate, asked: Times | null, request: { actionId?: string | undefined; now: Date }): EditPlan {
  const wanted = requested(input);
  const current: Times = { start: primary.startTime, end: primary.endTime };
  if (!input.changed || input.deviceTime === undefined) {
    const times = asked ?? current;
    const moved: EditableField[] = times.start.getTime() !== current.start.getTime() || times.end.getTime() !== current.end.getTime() ? ['startTime'] : [];
    const altered = (Object.keys(columns) as (keyof typeof columns)[]).filter((field) => {
      const column = columns[field];
      return column in wanted && wanted[column] !== primary[column];
    });
    const clock = stampChanged(primary.fieldClock, [...altered, ...moved], { at: request.now.toISOString(), id: request.actionId ?? '' });
    return { patch: wanted, times, clock };
  }
  if (!request.actionId) {
    // Without an id two edits made in the same millisecond would be ordered by arrival, i.e. differently on each try.
    throw new AppError('invalid_request', 'An edit that names changed fields needs an Idempotency-Key: it orders edits made at the same device time');
  }
  const stamp = stampOf(input.deviceTime, request.actionId, request.now);
  const { wins, clock } = resolveWrite(primary.fieldClock, input.changed, stamp);
  const patch: FieldPatch = {};
  for (const field of wins) {
    if (!isColumnField(field)) continue;
    const column = columns[field];
    // The schema makes a named note, colour, language or special present; the guest fields always are.
    if (column in wanted) Object.assign(patch, { [column]: wanted[column] });
  }
  const times = wins.includes('startTime') && asked ? asked : current;
  return { patch, times, clock };
}
