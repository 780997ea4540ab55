// Spec §5 admin reservation form: errors belong to a field (PartySize, Timeslot, Area, Table, Name, PhoneNumber, Email,
// Note) and are of a kind (MissingValue, Other, AlreadyExists, InvalidFormat). The API answers a refused form with
// `fieldErrors` in those terms (server/routes/change-reply.ts); the form checks the two required fields itself first.
import { fieldErrorKinds, reservationFormFields, type FieldErrorKind, type ReservationFormField } from '../../core/schemas/front-of-house';
import { ApiError } from '../api/client';

export interface ShownError {
  kind: FieldErrorKind;
  message: string;
}

export interface FormErrors {
  fields: Partial<Record<ReservationFormField, ShownError>>;
  /** An error of the request as a whole (or of no known field). */
  general: string | null;
}

export const noErrors: FormErrors = { fields: {}, general: null };

const isField = (value: unknown): value is ReservationFormField => typeof value === 'string' && (reservationFormFields as readonly string[]).includes(value);
const isKind = (value: unknown): value is FieldErrorKind => typeof value === 'string' && (fieldErrorKinds as readonly string[]).includes(value);

/** The field errors of an API refusal; a refusal without them is a general error with the server's message. */
export function formErrorsOf(failure: unknown): FormErrors {
  if (!(failure instanceof ApiError)) return { fields: {}, general: failure instanceof Error ? failure.message : String(failure) };
  const list = (failure.body as { fieldErrors?: unknown } | null)?.fieldErrors;
  const fields: FormErrors['fields'] = {};
  const loose: string[] = [];
  if (Array.isArray(list)) {
    for (const entry of list as { field?: unknown; kind?: unknown; message?: unknown }[]) {
      const message = typeof entry.message === 'string' ? entry.message : '';
      if (isField(entry.field) && !fields[entry.field]) fields[entry.field] = { kind: isKind(entry.kind) ? entry.kind : 'Other', message };
      else if (!isField(entry.field)) loose.push(message);
    }
  }
  const hasFields = Object.keys(fields).length > 0;
  return { fields, general: loose.length ? loose.join('; ') : hasFields ? null : failure.message };
}

/** Spec §5: party size and name are required (MissingValue). */
export function requiredErrors(values: { name: string; partySize: string }): FormErrors['fields'] {
  const fields: FormErrors['fields'] = {};
  if (!values.name.trim()) fields.Name = { kind: 'MissingValue', message: '' };
  const size = values.partySize.trim();
  if (!size) fields.PartySize = { kind: 'MissingValue', message: '' };
  else if (!/^\d+$/.test(size) || Number(size) < 1) fields.PartySize = { kind: 'InvalidFormat', message: '' };
  return fields;
}
