import { FormattedMessage, useIntl } from 'react-intl';
import { onboardingSteps } from './onboarding-steps';

/**
 * Where the owner is in the setup. Steps up to the furthest allowed one can be opened again; on a phone only the
 * current step's name shows beside the numbers.
 */
export function Stepper({ current, furthest, onSelect }: { current: number; furthest: number; onSelect: (index: number) => void }) {
  const intl = useIntl();
  return (
    <nav className="stepper" aria-label={intl.formatMessage({ id: 'setup.steps' })}>
      <ol className="stepper__list">
        {onboardingSteps.map((step, index) => {
          const state = index === current ? 'current' : index < current ? 'done' : 'todo';
          const content = (
            <>
              <span className="stepper__number" aria-hidden="true">{index < current ? '✓' : index + 1}</span>
              <span className="stepper__label">
                <FormattedMessage id={`setup.step.${step}`} />
                {state === 'done' ? <span className="visually-hidden"> ({intl.formatMessage({ id: 'setup.stepDone' })})</span> : null}
              </span>
            </>
          );
          return (
            <li key={step} className={`stepper__item stepper__item--${state}`}>
              {index <= furthest ? (
                <button type="button" className="stepper__button" aria-current={index === current ? 'step' : undefined} onClick={() => onSelect(index)}>
                  {content}
                </button>
              ) : (
                <span className="stepper__button" aria-disabled="true">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="stepper__count" aria-hidden="true">
        <FormattedMessage id="setup.stepOf" values={{ n: current + 1, total: onboardingSteps.length }} />
      </p>
    </nav>
  );
}
