import { useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Reservation } from '../../../core/schemas/reservations';
import { frontOfHouseWording } from '../../front-of-house/wording';
import { useAccess } from '../../front-of-house/use-front-of-house';
import { FormActions } from '../../ui/FormActions';
import { ReservationFields } from './ReservationFields';
import { useReservationFormActions } from './reservation-form-actions';
import { useReservationFormValues, type FormDefaults } from './use-reservation-form';

export type { FormDefaults } from './use-reservation-form';

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
  const intl = useIntl();
  const access = useAccess();
  const formId = useId();
  const form = useReservationFormValues(reservation, bookedTables, defaults, timeZone);
  const { save, remove, resend } = useReservationFormActions({ reservation, bookedTables, timeZone, form, onSaved, onDeleted });
  const { errors, info } = form;
  const readOnly = !access.manage;

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
      <ReservationFields form={form} formId={formId} readOnly={readOnly} />
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
        <FormActions
          canSave
          saving={save.isPending}
          saveLabel={<FormattedMessage id={reservation ? 'reservations.form.save' : 'reservations.form.create'} />}
          wording={frontOfHouseWording}
          cancel={
            onCancel ? (
              <button type="button" className="button" onClick={onCancel}>
                <FormattedMessage id="reservations.form.cancel" />
              </button>
            ) : null
          }
          actions={
            reservation?.customer.email ? (
              <button type="button" className="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
                <FormattedMessage id="reservations.form.resend" />
              </button>
            ) : null
          }
          remove={
            reservation
              ? {
                  title: intl.formatMessage({ id: 'reservations.form.deleteTitle' }),
                  text: intl.formatMessage({ id: 'reservations.form.deleteText' }, { guest: reservation.customer.name }),
                  busy: remove.isPending,
                  onConfirm: () => remove.mutate(),
                }
              : null
          }
        />
      )}
    </form>
  );
}
