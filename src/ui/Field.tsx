import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A labelled form control: the label's text is a message id, the control is the child. */
export function Field({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <label className="field">
      <span>
        <FormattedMessage id={labelId} />
      </span>
      {children}
    </label>
  );
}
