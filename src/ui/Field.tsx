import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A labelled form control: the label's text is a message id, the control is the child. */
export function Field({ labelId, className, children }: { labelId: string; className?: string; children: ReactNode }) {
  return (
    <label className={className ? `field ${className}` : 'field'}>
      <span>
        <FormattedMessage id={labelId} />
      </span>
      {children}
    </label>
  );
}
