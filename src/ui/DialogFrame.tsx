import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * An open dialog with a title and a description from the catalogue (Radix: focus trap, Escape, labelled by its
 * title); closing it in any way calls `onClose`. The content is the caller's, a form or an outcome.
 */
export function DialogFrame({ titleId, descriptionId, onClose, children }: { titleId: string; descriptionId: string; onClose(): void; children: ReactNode }) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>
            <FormattedMessage id={titleId} />
          </Dialog.Title>
          <Dialog.Description>
            <FormattedMessage id={descriptionId} />
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
