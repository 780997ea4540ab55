import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReservationFormField } from '../../../core/schemas/front-of-house';
import type { FormErrors, ShownError } from '../../front-of-house/field-errors';
import type { ReservationFormValues } from './use-reservation-form';
import { AllowOverlapChoice } from '../../front-of-house/AllowOverlapChoice';
import { Message } from '../../ui/Message';
import { AreaOptions } from '../../front-of-house/AreaOptions';

const colours = [
  { value: '#c0392b', id: 'red' },
  { value: '#d35400', id: 'orange' },
  { value: '#b7950b', id: 'yellow' },
  { value: '#1e8449', id: 'green' },
  { value: '#2471a3', id: 'blue' },
  { value: '#7d3c98', id: 'purple' },
] as const;

interface SectionProps {
  form: ReservationFormValues;
  kit: FieldKit;
  formId: string;
  readOnly: boolean;
}

type FieldKit = ReturnType<typeof fieldKit>;

/** Each field's label, control and error, the error tied to its control for screen readers. */
function fieldKit(formId: string, errors: FormErrors) {
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
  return { errorId, invalid, fieldError, field };
}

/** The reservation form's fields (spec §5): the guest and the time, then the place and the rest. */
export function ReservationFields({ form, formId, readOnly }: { form: ReservationFormValues; formId: string; readOnly: boolean }) {
  const kit = fieldKit(formId, form.errors);
  return (
    <>
      <GuestAndTime form={form} kit={kit} formId={formId} readOnly={readOnly} />
      <PlaceAndMore form={form} kit={kit} formId={formId} readOnly={readOnly} />
    </>
  );
}

function GuestAndTime({ form, kit, readOnly }: SectionProps) {
  const { name, setName, phone, setPhone, email, setEmail, partySize, setPartySize, date, setDate, startText, setStartText, endText, setEndText, errors } = form;
  const { errorId, invalid, fieldError, field } = kit;
  return (
    <>
      <fieldset className="foh-form__group" disabled={readOnly}>
        <Message as="legend" id="reservations.form.guest" />
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
        <Message as="legend" id="reservations.form.when" />
        <div className="foh-form__triple">
          {field(<FormattedMessage id="reservations.field.date" />, <input type="date" value={date} onChange={(e) => setDate(e.target.value)} required {...invalid('Timeslot')} />)}
          {field(<FormattedMessage id="reservations.field.start" />, <input type="time" step={300} value={startText} onChange={(e) => setStartText(e.target.value)} required {...invalid('Timeslot')} />)}
          {field(<FormattedMessage id="reservations.field.end" />, <input type="time" step={300} value={endText} onChange={(e) => setEndText(e.target.value)} required {...invalid('Timeslot')} />)}
        </div>
        {fieldError('Timeslot')}
      </fieldset>
    </>
  );
}

function PlaceAndMore({ form, kit, formId, readOnly }: SectionProps) {
  const { setArea, setTable, extra, setExtra, color, setColor, note, setNote, allowOverlap, setAllowOverlap, level, areaTables, primary, floor } = form;
  const { invalid, field } = kit;
  return (
    <>
      <fieldset className="foh-form__group" disabled={readOnly}>
        <Message as="legend" id="reservations.form.where" />
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
              <AreaOptions areas={floor.areas} />
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
        <AllowOverlapChoice checked={allowOverlap} onChange={setAllowOverlap} />
      </fieldset>

      <fieldset className="foh-form__group" disabled={readOnly}>
        <Message as="legend" id="reservations.form.more" />
        <fieldset className="foh-colours">
          <Message as="legend" id="reservations.field.colour" />
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
    </>
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

