import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from './ConfirmDialog';

/** The message ids a form's buttons say; settings and the front of house word them apart. */
export interface FormWording {
  save: string;
  delete: string;
  cancel: string;
}

export const settingsWording: FormWording = { save: 'settings.save', delete: 'settings.delete', cancel: 'settings.cancel' };

export interface RemoveAction {
  /** The confirmation's title and text: a delete is always asked first. */
  title: string;
  text?: string;
  onConfirm(): void;
  busy?: boolean;
  /** The message id of the delete button and the confirmation's button, when it is not the wording's delete. */
  labelId?: string;
}

export interface FormActionsProps {
  /** A save is on its way: the save button waits. */
  saving: boolean;
  saveDisabled?: boolean;
  /** Without a save the form only shows; the submit button is left out. */
  canSave: boolean;
  saveLabel?: ReactNode;
  /** Goes back without saving (a link or a button), after save. */
  cancel?: ReactNode;
  /** More buttons after cancel (resend …). */
  actions?: ReactNode;
  remove?: RemoveAction | null | undefined;
  wording?: FormWording;
}

/** A form's button row: save (submits), cancel, other actions, then delete behind a confirmation. */
export function FormActions({ saving, saveDisabled = false, canSave, saveLabel, cancel, actions, remove, wording = settingsWording }: FormActionsProps) {
  const intl = useIntl();
  if (!canSave && !cancel && !actions && !remove) return null;
  const deleteLabel = remove?.labelId ?? wording.delete;
  return (
    <div className="row">
      {canSave ? (
        <button type="submit" className="button button--primary" disabled={saving || saveDisabled}>
          {saveLabel ?? <FormattedMessage id={wording.save} />}
        </button>
      ) : null}
      {cancel}
      {actions}
      {remove ? (
        <ConfirmDialog
          trigger={
            <button type="button" className="button button--danger">
              <FormattedMessage id={deleteLabel} />
            </button>
          }
          title={remove.title}
          text={remove.text}
          confirm={intl.formatMessage({ id: deleteLabel })}
          cancel={intl.formatMessage({ id: wording.cancel })}
          busy={remove.busy}
          onConfirm={remove.onConfirm}
        />
      ) : null}
    </div>
  );
}
