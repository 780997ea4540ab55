import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

/**
 * Back and next for a wizard step. Next submits the step's form, unless it is a plain button with its own action
 * (`onNext`) or, after the last step, a link out of the wizard (`nextHref`).
 */
export function StepActions({
  onBack,
  onNext,
  nextHref,
  nextLabelId = 'setup.next',
  busy = false,
  disabled = false,
  describedBy,
}: {
  onBack?: () => void;
  onNext?: () => void;
  nextHref?: string;
  nextLabelId?: string;
  busy?: boolean;
  disabled?: boolean;
  /** The id of the text that says why next is not possible yet. */
  describedBy?: string;
}) {
  return (
    <div className="onboarding__actions">
      {onBack ? (
        <button type="button" className="button" onClick={onBack}>
          <FormattedMessage id="setup.back" />
        </button>
      ) : (
        <span />
      )}
      {nextHref ? (
        <Link className="button button--primary button--large" href={nextHref}>
          <FormattedMessage id={nextLabelId} />
        </Link>
      ) : (
        <button type={onNext ? 'button' : 'submit'} className="button button--primary button--large" onClick={onNext} disabled={busy || disabled} aria-describedby={describedBy}>
          <FormattedMessage id={nextLabelId} />
        </button>
      )}
    </div>
  );
}
