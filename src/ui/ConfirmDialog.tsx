import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

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
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className="dialog" aria-describedby={text ? undefined : undefined}>
          <Dialog.Title>{title}</Dialog.Title>
          {text ? <Dialog.Description>{text}</Dialog.Description> : <Dialog.Description className="visually-hidden">{title}</Dialog.Description>}
          <div className="row">
            <Dialog.Close className="button">{cancel}</Dialog.Close>
            <Dialog.Close asChild>
              <button type="button" className={`button button--${tone}`} disabled={busy} onClick={onConfirm}>
                {confirm}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
