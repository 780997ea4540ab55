import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { ProblemField } from '../../ui/ProblemField';

/** A field of a staff voucher form: its problems are vouchers.problem.*, its hint a message id, a message 500 long. */
export function StaffField({ hintId, multiline = false, ...field }: { hintId?: string | undefined } & Omit<ComponentProps<typeof ProblemField>, 'problemPrefix' | 'hint' | 'idPrefix'>) {
  return (
    <ProblemField
      {...field}
      multiline={multiline}
      maxLength={multiline ? 500 : field.maxLength}
      idPrefix="voucher"
      problemPrefix="vouchers.problem."
      hint={hintId ? <FormattedMessage id={hintId} /> : undefined}
    />
  );
}
