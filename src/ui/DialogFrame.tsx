import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A dialog's frame (Radix: focus trap, Escape, labelled by its title and described by its description, which may be
 * for screen readers only). Opened by its `trigger`, or as `open` says; the content is the caller's.
 */
export function DialogBox({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  descriptionHidden = false,
  className = 'dialog',
  children,
}: {
  open?: boolean;
  onOpenChange?(open: boolean): void;
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  descriptionHidden?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className={className}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description className={descriptionHidden ? 'visually-hidden' : undefined}>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * An open dialog with a title and a description from the catalogue; closing it in any way calls `onClose`. The
 * content is the caller's, a form or an outcome.
 */
export function DialogFrame({ titleId, descriptionId, onClose, children }: { titleId: string; descriptionId: string; onClose(): void; children: ReactNode }) {
  return (
    <DialogBox open onOpenChange={(open) => (open ? undefined : onClose())} title={<FormattedMessage id={titleId} />} description={<FormattedMessage id={descriptionId} />}>
      {children}
    </DialogBox>
  );
}

/** A dialog's quiet way out (Cancel, Done), closing it like Escape does. */
export function DialogClose({ labelId, primary = false }: { labelId: string; primary?: boolean }) {
  return (
    <Dialog.Close className={primary ? 'button button--primary' : 'button'}>
      <FormattedMessage id={labelId} />
    </Dialog.Close>
  );
}

/**
 * A dialog's buttons: its way out (`cancelId`), then its action — the submit button of the dialog's form, or a plain
 * button that runs `onClick` — which waits while `disabled`.
 */
export function DialogActions({ cancelId, labelId, tone = 'primary', disabled = false, onClick }: { cancelId: string; labelId: string; tone?: 'primary' | 'danger'; disabled?: boolean; onClick?: () => void }) {
  return (
    <div className="row">
      <DialogClose labelId={cancelId} />
      <button type={onClick ? 'button' : 'submit'} className={`button button--${tone}`} disabled={disabled} onClick={onClick}>
        <FormattedMessage id={labelId} />
      </button>
    </div>
  );
}
