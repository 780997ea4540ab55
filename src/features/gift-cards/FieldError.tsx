import { FormattedMessage } from 'react-intl';
import type { GiftCardField, GiftCardProblem } from './gift-card-form';

/** The id of a field's error line, for the control's aria-describedby. */
export const errorIdOf = (field: GiftCardField) => `gift-card-${field}-error`;

/** What is wrong with one field, under it; nothing when it is fine. */
export function FieldError({ field, problem }: { field: GiftCardField; problem: GiftCardProblem | undefined }) {
  if (!problem) return null;
  return (
    <span className="form__error" id={errorIdOf(field)}>
      <FormattedMessage id={`giftCard.problem.${problem}`} />
    </span>
  );
}
