import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { refusalText } from '../../i18n/refusals';
import { reservationFieldErrors } from '../../../core/reservations/form';
import { StaffReservationInput } from '../../../core/schemas/front-of-house';
import type { Reservation } from '../../../core/schemas/reservations';
import { languages, type Language } from '../../../core/schemas/common';
import { resendConfirmation, type ReservationBody } from '../../api/front-of-house';
import { changesBetween, createReservation, deleteReservation, updateReservation, type EnqueueResult } from '../../offline';
import { formErrorsOf, noErrors, requiredErrors, type FormErrors } from '../../front-of-house/field-errors';
import { endInstantOfLocal, instantOfLocal } from '../../front-of-house/reservation-facts';
import { useActingRestaurantId } from '../../front-of-house/use-day';
import { useErrorText } from '../../front-of-house/use-front-of-house';
import type { ReservationFormValues } from './use-reservation-form';

/** The form's own checks (the API's schema, run on the tablet) or the tablet's rules refused it; nothing was queued. */
class LocalFormError extends Error {
  constructor(
    readonly fields: FormErrors['fields'],
    readonly general: string | null = null,
  ) {
    super(general ?? 'Invalid reservation form');
  }
}

/** The API's own field errors for a body, checked on the tablet before it is queued (works offline). */
function schemaErrors(body: ReservationBody): FormErrors['fields'] {
  const parsed = StaffReservationInput.safeParse(body);
  if (parsed.success) return {};
  const fields: FormErrors['fields'] = {};
  for (const error of reservationFieldErrors(parsed.error.issues, body)) {
    if (error.field && !fields[error.field]) fields[error.field] = { kind: error.kind, message: '' };
  }
  return fields;
}

/**
 * A refusal by the tablet's rules (the server would refuse it the same way), in the reader's words and the
 * restaurant's time (`said`, ../../i18n/refusals.ts): a taken table belongs to the Table field.
 */
function refusalOf(result: Extract<EnqueueResult, { ok: false }>, said: string): LocalFormError {
  return result.code === 'table_occupied' ? new LocalFormError({ Table: { kind: 'AlreadyExists', message: said } }) : new LocalFormError({}, said);
}

const isLanguage = (value: string | null): value is Language => value !== null && (languages as readonly string[]).includes(value);

/** Save (create or edit), delete and resend for the reservation form; each failure lands in the form's errors. */
export function useReservationFormActions({
  reservation,
  bookedTables,
  timeZone,
  form,
  onSaved,
  onDeleted,
}: {
  reservation: Reservation | null;
  bookedTables: string[];
  timeZone: string;
  form: ReservationFormValues;
  onSaved(id: string): void;
  onDeleted?: (() => void) | undefined;
}) {
  const errorText = useErrorText();
  const intl = useIntl();
  const restaurantId = useActingRestaurantId();
  const { name, phone, email, partySize, date, startText, endText, level, extra, areaTables, primary, note, color, allowOverlap, setErrors, setInfo } = form;
  const save = useMutation({
    // Only the offline queue is written (no request): TanStack's default networkMode 'online' would pause it offline.
    networkMode: 'always',
    mutationFn: async () => {
      const required = requiredErrors({ name, partySize });
      const startAt = instantOfLocal(date, startText, timeZone);
      const endAt = startAt ? endInstantOfLocal(date, startAt, endText, timeZone) : null;
      if (!startAt || !endAt) required.Timeslot = { kind: startText && endText ? 'InvalidFormat' : 'MissingValue', message: '' };
      if (!primary) required.Table = { kind: 'MissingValue', message: '' };
      if (Object.keys(required).length || !startAt || !endAt) throw new LocalFormError(required);
      const body: ReservationBody = {
        customer: { name: name.trim(), phone: phone.trim(), email: email.trim() },
        partySize: Number(partySize),
        startTime: startAt.toISOString(),
        endTime: endAt.toISOString(),
        level,
        tableNumbers: [primary, ...extra.filter((n) => n !== primary && areaTables.some((t) => t.tableNumber === n))],
        note: note.trim() || null,
        color: color || null,
        allowOverlap,
        specialId: reservation?.specialId ?? null,
        language: reservation && isLanguage(reservation.language) ? reservation.language : null,
      };
      const fields = schemaErrors(body);
      if (Object.keys(fields).length) throw new LocalFormError(fields);
      if (!restaurantId) throw new LocalFormError({}, 'No restaurant');
      // Applied to the day store at once and queued; the sync sends it (now, or when the network returns).
      if (reservation) {
        const before = { ...reservation, tableNumbers: bookedTables.length ? bookedTables : [reservation.tableNumber] };
        const result = await updateReservation(restaurantId, reservation._id, changesBetween(before, { ...body, customer: { name: body.customer.name, phone: body.customer.phone ?? '', email: body.customer.email ?? '' }, note: body.note ?? null, color: body.color ?? null, language: body.language ?? null, specialId: body.specialId ?? null }), allowOverlap);
        if (!result.ok) throw refusalOf(result, refusalText(intl, result, timeZone));
        return reservation._id;
      }
      // The tablet names the new reservation, so it can open it straight away (and a replay creates nothing twice).
      const created = await createReservation(restaurantId, { ...body, customer: { name: body.customer.name, phone: body.customer.phone, email: body.customer.email } });
      if (!created.ok) throw refusalOf(created, refusalText(intl, created, timeZone));
      return created.reservationId;
    },
    onMutate: () => {
      setErrors(noErrors);
      setInfo(null);
    },
    onSuccess: (id) => onSaved(id),
    onError: (failure) => {
      setErrors(failure instanceof LocalFormError ? { fields: failure.fields, general: failure.general } : formErrorsOf(failure, errorText(failure)));
    },
  });
  const remove = useMutation({
    // Only the offline queue is written (no request): TanStack's default networkMode 'online' would pause it offline.
    networkMode: 'always',
    mutationFn: async () => {
      if (!restaurantId) throw new Error('No restaurant');
      const result = await deleteReservation(restaurantId, (reservation as Reservation)._id);
      if (!result.ok) throw new Error(refusalText(intl, result, timeZone));
    },
    onSuccess: () => onDeleted?.(),
    onError: (failure) => setErrors({ fields: {}, general: errorText(failure) }),
  });
  const resend = useMutation({
    mutationFn: () => resendConfirmation((reservation as Reservation)._id),
    onSuccess: () => setInfo(intl.formatMessage({ id: 'reservations.form.confirmationSent' }, { email: reservation?.customer.email ?? '' })),
    onError: (failure) => setErrors({ fields: {}, general: errorText(failure) }),
  });
  return { save, remove, resend };
}
