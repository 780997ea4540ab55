import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DialogBox } from './DialogFrame';

/** An accessible confirmation (Radix dialog: focus trap, Escape, labelled by its title). */
export function ConfirmDialog({
  trigger,
  title,
  text,
  confirm,
  cancel,
  onConfirm,
  busy = false,
  tone = 'danger',
}: {
  trigger: ReactNode;
  title: string;
  text?: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  busy?: boolean;
  /** The confirm button's look: danger for what takes something away, primary for what goes ahead. */
  tone?: 'danger' | 'primary';
}) {
  return (
    <DialogBox trigger={trigger} title={title} description={text ?? title} descriptionHidden={!text}>
      <div className="row">
        <Dialog.Close className="button">{cancel}</Dialog.Close>
        <Dialog.Close asChild>
          <button type="button" className={`button button--${tone}`} disabled={busy} onClick={onConfirm}>
            {confirm}
          </button>
        </Dialog.Close>
      </div>
    </DialogBox>
  );
}

/** The message ids of a button that asks first and of its question; `name` is the button's fuller accessible name. */
export interface ConfirmWords {
  label: string;
  name?: string;
  title: string;
  text?: string;
  confirm: string;
  cancel: string;
}

/**
 * A button that asks before it acts: its label and the question are message ids, formatted with `values`. The
 * button is a danger button unless `plain`; it waits while `disabled`, the confirm button while `busy`.
 */
export function ConfirmButton({
  words,
  values,
  plain = false,
  disabled = false,
  busy = false,
  tone,
  onConfirm,
}: {
  words: ConfirmWords;
  values?: Record<string, string>;
  plain?: boolean;
  disabled?: boolean;
  busy?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
}) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id }, values);
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={plain ? 'button' : 'button button--danger'} disabled={disabled} aria-label={words.name ? say(words.name) : undefined}>
          {say(words.label)}
        </button>
      }
      title={say(words.title)}
      text={words.text ? say(words.text) : undefined}
      confirm={say(words.confirm)}
      cancel={say(words.cancel)}
      busy={busy}
      tone={tone}
      onConfirm={onConfirm}
    />
  );
}
