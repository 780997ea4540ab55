import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormMessage } from './FormMessage';

/**
 * A form's end: why the last submit failed (an alert), what it did (a status), then the submit button — in a row
 * with the buttons in `children`, or alone under the fields of a narrow form (`row={false}`).
 */
export function SubmitFooter({
  failure,
  done,
  labelId,
  disabled,
  row = true,
  children,
}: {
  failure: string | null | undefined;
  done?: string | null | undefined;
  /** The submit button's message id. */
  labelId: string;
  /** A submit is on its way, or the form cannot be sent yet. */
  disabled: boolean;
  row?: boolean;
  children?: ReactNode;
}) {
  const button = (
    <button type="submit" className="button button--primary" disabled={disabled}>
      <FormattedMessage id={labelId} />
    </button>
  );
  return (
    <>
      <FormMessage text={failure} />
      <FormMessage kind="info" text={done} />
      {row ? (
        <div className="row">
          {button}
          {children}
        </div>
      ) : (
        button
      )}
    </>
  );
}
