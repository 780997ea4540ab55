import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { refusalText } from '../../i18n/refusals';
import { compareTableNumbers } from '../../../core/availability/natural-order';
import { reservationFieldErrors } from '../../../core/reservations/form';
import { StaffReservationInput, type ReservationFormField } from '../../../core/schemas/front-of-house';
import type { Reservation } from '../../../core/schemas/reservations';
import { languages, type Language } from '../../../core/schemas/common';
import { localDateOf } from '../../../core/time';
import { resendConfirmation, type ReservationBody } from '../../api/front-of-house';
import { changesBetween, createReservation, deleteReservation, updateReservation, type EnqueueResult } from '../../offline';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formErrorsOf, noErrors, requiredErrors, type FormErrors, type ShownError } from './field-errors';
import { endInstantOfLocal, instantOfLocal, timeOf } from './reservation-facts';
import { useActingRestaurantId } from './use-day';
import { useAccess, useFloor, useErrorText } from './use-front-of-house';

/** Spec §9: a new reservation lasts two hours. */
const defaultLengthMs = 2 * 3_600_000;
const colours = [
  { value: '#c0392b', id: 'red' },
  { value: '#d35400', id: 'orange' },
  { value: '#b7950b', id: 'yellow' },
  { value: '#1e8449', id: 'green' },
  { value: '#2471a3', id: 'blue' },
  { value: '#7d3c98', id: 'purple' },
] as const;

export interface FormDefaults {
  date: string;
  /** Instants (epoch ms). */
  start?: number | undefined;
  end?: number | undefined;
  area?: string | undefined;
  tableNumber?: string | undefined;
}

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
    if (error.field && !fields[error.field]) fields[error.field] = { kind: error.kind, message: error.message };
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

/**
 * Spec §5 admin reservation form (new and existing): guest, party size (default 2), time (default now for 2 hours),
 * area, table and extra tables, colour, note; field errors as the API names them; resend the confirmation and delete
 * (with confirmation) for an existing one.
 */
export function ReservationForm({
  reservation,
  tables: bookedTables,
  defaults,
  timeZone,
  onSaved,
  onDeleted,
  onCancel,
}: {
  reservation: Reservation | null;
  /** The booking's tables (primary first) for an existing reservation. */
  tables: string[];
  defaults: FormDefaults;
  timeZone: string;
  onSaved(id: string): void;
  onDeleted?: () => void;
  onCancel?: () => void;
}) {
  const errorText = useErrorText();
  const intl = useIntl();
  const restaurantId = useActingRestaurantId();
  const access = useAccess();
  const floor = useFloor();
  const formId = useId();
  const now = Date.now();
  const start0 = reservation ? Date.parse(reservation.startTime) : (defaults.start ?? Math.floor(now / 300_000) * 300_000);
  const end0 = reservation ? Date.parse(reservation.endTime) : (defaults.end ?? start0 + defaultLengthMs);
  const [name, setName] = useState(reservation?.customer.name ?? '');
  const [phone, setPhone] = useState(reservation?.customer.phone ?? '');
  const [email, setEmail] = useState(reservation?.customer.email ?? '');
  const [partySize, setPartySize] = useState(String(reservation?.partySize ?? 2));
  const [date, setDate] = useState(reservation ? localDateOf(start0, timeZone) : defaults.date);
  const [startText, setStartText] = useState(timeOf(start0, timeZone));
  const [endText, setEndText] = useState(timeOf(end0, timeZone));
  const [area, setArea] = useState(reservation?.level ?? defaults.area ?? '');
  const [table, setTable] = useState(bookedTables[0] ?? reservation?.tableNumber ?? defaults.tableNumber ?? '');
  const [extra, setExtra] = useState<string[]>(bookedTables.slice(1));
  const [color, setColor] = useState(reservation?.color ?? '');
  const [note, setNote] = useState(reservation?.note ?? '');
  const [allowOverlap, setAllowOverlap] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [info, setInfo] = useState<string | null>(null);

  const level = area || floor.areas[0]?.name || '';
  const areaTables = floor.tables.filter((t) => t.level === level).sort((a, b) => a.frontendGroupOrder - b.frontendGroupOrder || compareTableNumbers(a.tableNumber, b.tableNumber));
  const primary = table && areaTables.some((t) => t.tableNumber === table) ? table : (areaTables[0]?.tableNumber ?? '');

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
      setErrors(failure instanceof LocalFormError ? { fields: failure.fields, general: failure.general } : formErrorsOf(failure));
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

  const readOnly = !access.manage;
  const errorId = (field: ReservationFormField) => `${formId}-${field}-error`;
  const invalid = (field: ReservationFormField) =>
    errors.fields[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};
  const fieldError = (field: ReservationFormField) => <FieldErrorText id={errorId(field)} error={errors.fields[field]} />;
  const field = (label: ReactNode, control: ReactNode, errorField?: ReservationFormField) => (
    <div className="foh-field">
      <label className="field">
        <span>{label}</span>
        {control}
      </label>
      {errorField ? fieldError(errorField) : null}
    </div>
  );

  return (
    <form
      className="form foh-form"
      noValidate
      aria-label={intl.formatMessage({ id: reservation ? 'reservations.form.editTitle' : 'reservations.form.newTitle' })}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <fieldset className="foh-form__group" disabled={readOnly}>
        <legend>
          <FormattedMessage id="reservations.form.guest" />
        </legend>
        {field(<FormattedMessage id="reservations.field.name" />, <input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} autoComplete="off" required {...invalid('Name')} />, 'Name')}
        <div className="foh-form__pair">
          {field(<FormattedMessage id="reservations.field.phone" />, <input type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} maxLength={32} autoComplete="off" {...invalid('PhoneNumber')} />, 'PhoneNumber')}
          {field(<FormattedMessage id="reservations.field.email" />, <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} autoComplete="off" {...invalid('Email')} />, 'Email')}
        </div>
        {field(
          <FormattedMessage id="reservations.field.partySize" />,
          <input type="number" inputMode="numeric" min={1} max={500} value={partySize} onChange={(e) => setPartySize(e.target.value)} required {...invalid('PartySize')} />,
          'PartySize',
        )}
      </fieldset>

      <fieldset className="foh-form__group" disabled={readOnly} aria-describedby={errors.fields.Timeslot ? errorId('Timeslot') : undefined}>
        <legend>
          <FormattedMessage id="reservations.form.when" />
        </legend>
        <div className="foh-form__triple">
          {field(<FormattedMessage id="reservations.field.date" />, <input type="date" value={date} onChange={(e) => setDate(e.target.value)} required {...invalid('Timeslot')} />)}
          {field(<FormattedMessage id="reservations.field.start" />, <input type="time" step={300} value={startText} onChange={(e) => setStartText(e.target.value)} required {...invalid('Timeslot')} />)}
          {field(<FormattedMessage id="reservations.field.end" />, <input type="time" step={300} value={endText} onChange={(e) => setEndText(e.target.value)} required {...invalid('Timeslot')} />)}
        </div>
        {fieldError('Timeslot')}
      </fieldset>

      <fieldset className="foh-form__group" disabled={readOnly}>
        <legend>
          <FormattedMessage id="reservations.form.where" />
        </legend>
        <div className="foh-form__pair">
          {field(
            <FormattedMessage id="reservations.field.area" />,
            <select
              value={level}
              onChange={(e) => {
                setArea(e.target.value);
                setTable('');
                setExtra([]);
              }}
              {...invalid('Area')}
            >
              {floor.areas.map((a) => (
                <option key={a._id} value={a.name}>
                  {a.name}
                </option>
              ))}
            </select>,
            'Area',
          )}
          {field(
            <FormattedMessage id="reservations.field.table" />,
            <select value={primary} onChange={(e) => setTable(e.target.value)} {...invalid('Table')}>
              {areaTables.map((t) => (
                <option key={t._id} value={t.tableNumber}>
                  {t.label || t.tableNumber}
                </option>
              ))}
            </select>,
            'Table',
          )}
        </div>
        <details className="foh-form__extra" open={extra.length > 0 || undefined}>
          <summary>
            <FormattedMessage id="reservations.form.extraTables" values={{ count: extra.length }} />
          </summary>
          <div className="choice-list choice-list--inline">
            {areaTables
              .filter((t) => t.tableNumber !== primary)
              .map((t) => (
                <label key={t._id} className="choice">
                  <input
                    type="checkbox"
                    checked={extra.includes(t.tableNumber)}
                    onChange={(e) => setExtra(e.target.checked ? [...extra, t.tableNumber] : extra.filter((n) => n !== t.tableNumber))}
                  />
                  <span>{t.label || t.tableNumber}</span>
                </label>
              ))}
          </div>
        </details>
        <label className="choice">
          <input type="checkbox" checked={allowOverlap} onChange={(e) => setAllowOverlap(e.target.checked)} />
          <span>
            <FormattedMessage id="reservations.form.allowOverlap" />
          </span>
        </label>
      </fieldset>

      <fieldset className="foh-form__group" disabled={readOnly}>
        <legend>
          <FormattedMessage id="reservations.form.more" />
        </legend>
        <fieldset className="foh-colours">
          <legend>
            <FormattedMessage id="reservations.field.colour" />
          </legend>
          <label className="foh-colour">
            <input type="radio" name={`${formId}-colour`} checked={!color} onChange={() => setColor('')} />
            <span>
              <FormattedMessage id="reservations.colour.none" />
            </span>
          </label>
          {colours.map((c) => (
            <label key={c.value} className="foh-colour">
              <input type="radio" name={`${formId}-colour`} checked={color.toLowerCase() === c.value} onChange={() => setColor(c.value)} />
              <span className="foh-colour__swatch" style={{ background: c.value }} aria-hidden="true" />
              <span>
                <FormattedMessage id={`reservations.colour.${c.id}`} />
              </span>
            </label>
          ))}
        </fieldset>
        {field(<FormattedMessage id="reservations.field.note" />, <textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} {...invalid('Note')} />, 'Note')}
      </fieldset>

      {errors.general ? (
        <p className="form__error" role="alert">
          {errors.general}
        </p>
      ) : null}
      {Object.keys(errors.fields).length && !errors.general ? (
        <p className="form__error" role="alert">
          <FormattedMessage id="reservations.form.fixErrors" />
        </p>
      ) : null}
      {info ? (
        <p className="form__info" role="status">
          {info}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="row">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            <FormattedMessage id={reservation ? 'reservations.form.save' : 'reservations.form.create'} />
          </button>
          {onCancel ? (
            <button type="button" className="button" onClick={onCancel}>
              <FormattedMessage id="reservations.form.cancel" />
            </button>
          ) : null}
          {reservation?.customer.email ? (
            <button type="button" className="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
              <FormattedMessage id="reservations.form.resend" />
            </button>
          ) : null}
          {reservation ? (
            <ConfirmDialog
              trigger={
                <button type="button" className="button button--danger">
                  <FormattedMessage id="reservations.form.delete" />
                </button>
              }
              title={intl.formatMessage({ id: 'reservations.form.deleteTitle' })}
              text={intl.formatMessage({ id: 'reservations.form.deleteText' }, { guest: reservation.customer.name })}
              confirm={intl.formatMessage({ id: 'reservations.form.delete' })}
              cancel={intl.formatMessage({ id: 'reservations.form.cancel' })}
              busy={remove.isPending}
              onConfirm={() => remove.mutate()}
            />
          ) : null}
        </div>
      )}
    </form>
  );
}

function FieldErrorText({ id, error }: { id: string; error: ShownError | undefined }) {
  const intl = useIntl();
  if (!error) return null;
  const kind = intl.formatMessage({ id: `reservations.error.${error.kind}` });
  return (
    <span id={id} className="form__error foh-field-error">
      {error.message && error.kind !== 'MissingValue' ? `${kind}: ${error.message}` : kind}
    </span>
  );
}
