// Spec §5 admin reservation form: errors belong to a field (PartySize, Timeslot, Area, Table, Name, PhoneNumber, Email,
// Note) and are of a kind (MissingValue, Other, AlreadyExists, InvalidFormat). The API answers a refused form with
// `fieldErrors` in those terms (server/routes/change-reply.ts); the form checks the two required fields itself first.
import { fieldErrorKinds, reservationFormFields, type FieldErrorKind, type ReservationFormField } from '../../core/schemas/front-of-house';
import { isReason } from '../../core/errors';
import { ApiError } from '../api/client';

export interface ShownError {
  kind: FieldErrorKind;
  /** The refusal in the reader's words, or empty when the kind says it all. */
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

/**
 * The field errors of an API refusal. A rule's refusal names its field and carries a reason: the field shows its kind
 * and the refusal in the reader's words (`said`, the whole failure worded by the code → message map). A schema's
 * issues name each field: the field shows its kind. A refusal of no known field is a general error, worded as `said`.
 */
export function formErrorsOf(failure: unknown, said: string): FormErrors {
  if (!(failure instanceof ApiError)) return { fields: {}, general: said };
  const body = failure.body as { fieldErrors?: unknown; params?: unknown } | null;
  const list = Array.isArray(body?.fieldErrors) ? (body.fieldErrors as { field?: unknown; kind?: unknown }[]) : [];
  const message = isReason(body?.params) ? said : '';
  const fields: FormErrors['fields'] = {};
  let loose = false;
  for (const entry of list) {
    if (isField(entry.field) && !fields[entry.field]) fields[entry.field] = { kind: isKind(entry.kind) ? entry.kind : 'Other', message };
    else if (!isField(entry.field)) loose = true;
  }
  return { fields, general: loose || Object.keys(fields).length === 0 ? said : null };
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
