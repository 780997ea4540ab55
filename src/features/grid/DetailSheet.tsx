import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';

/**
 * The selected booking over the grid on a narrow screen: a modal sheet (Radix dialog: focus moves in and stays there,
 * Escape closes it). Named by the panel's heading. Opened without a Radix trigger, so it hands focus back itself to
 * what had it when the sheet opened — the booking's block.
 */
export function DetailSheet({ labelledBy, onClose, children }: { labelledBy: string; onClose: () => void; children: ReactNode }) {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content
          className="foh-sheet"
          aria-labelledby={labelledBy}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
