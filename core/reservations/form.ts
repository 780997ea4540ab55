// Spec §5 admin reservation form: which field an error belongs to and of which kind (MissingValue, Other,
// AlreadyExists, InvalidFormat), so the API answers in the form's terms and the form shows the error at its field.
// Also the reservations view's `timeslot` query ("start-end" in minutes, spec §2/§5).
import type { Slot } from '../availability/types';
import { fieldErrorKinds, type FieldError, type FieldErrorKind, type ReservationFormField } from '../schemas/front-of-house';

/** The form field of a request path (StaffReservationInput); null when the error is about the request as a whole. */
export function reservationFieldOf(path: readonly PropertyKey[]): ReservationFormField | null {
  const [first, second] = path;
  switch (first) {
    case 'partySize':
      return 'PartySize';
    case 'startTime':
    case 'endTime':
      return 'Timeslot';
    case 'level':
      return 'Area';
    case 'tableNumbers':
    case 'allowOverlap':
      return 'Table';
    case 'note':
      return 'Note';
    case 'customer':
      return second === 'phone' ? 'PhoneNumber' : second === 'email' ? 'Email' : 'Name';
    default:
      return null;
  }
}

interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  /** A custom check (refine) may name its kind: `params: { kind: 'InvalidFormat' }`. */
  params?: { kind?: unknown } | undefined;
}

const isKind = (value: unknown): value is FieldErrorKind => typeof value === 'string' && (fieldErrorKinds as readonly string[]).includes(value);

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let current = body;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Spec §5 reservation parsing: the literal 'undefined' is an empty text, so it is blank too. */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && (value.trim() === '' || value === 'undefined')) ||
  (Array.isArray(value) && value.length === 0);

/** Spec §5: a required value that is absent or blank is MissingValue; a value of the wrong shape InvalidFormat. */
function kindOf(issue: IssueLike, body: unknown): FieldErrorKind {
  if (isBlank(valueAt(body, issue.path))) return 'MissingValue';
  if (isKind(issue.params?.kind)) return issue.params.kind;
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_format':
    case 'invalid_value':
    case 'invalid_union':
    case 'too_big':
    case 'too_small':
    case 'not_multiple_of':
    case 'unrecognized_keys':
      return 'InvalidFormat';
    default:
      return 'Other';
  }
}

/** The schema issues of a staff reservation request as form field errors, one per field (the first issue wins). */
export function reservationFieldErrors(issues: readonly IssueLike[], body: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const field = reservationFieldOf(issue.path);
    const key = field ?? `:${issue.path.join('.')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const where = issue.path.length ? `${issue.path.map(String).join('.')}: ` : '';
    errors.push({ field, kind: kindOf(issue, body), message: `${where}${issue.message}` });
  }
  return errors;
}

/** Longest stay a slot may describe: a slot starting late may run past midnight into the next day. */
const maxSlotEnd = 2 * 1440;

/**
 * Spec §5: the timeslot query text is "start-end" in minutes since midnight (e.g. "720-840"); anything else is
 * refused with "Failed to parse timeslot". Returns null for text that is not such a slot.
 */
export function parseTimeslot(text: string): Slot | null {
  const match = /^(\d{1,4})-(\d{1,4})$/.exec(text.trim());
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  if (start >= 1440 || end <= start || end > maxSlotEnd) return null;
  return { start, end };
}

export const timeslotParseError = 'Failed to parse timeslot';
