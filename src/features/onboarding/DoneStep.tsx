import { FormattedMessage } from 'react-intl';
import { Message } from '../../ui/Message';
import { StepActions } from './StepActions';

/** Step 6: setup is complete (GET /status); the way into the restaurant's screens and to its booking page. */
export function DoneStep({ areas, tables, home, booking, onBack }: { areas: number; tables: number; home: string; booking: string; onBack: () => void }) {
  return (
    <div className="form">
      <Message id="setup.done.text" />
      <p className="onboarding__summary"><FormattedMessage id="setup.done.summary" values={{ areas, tables }} /></p>
      <p>
        <a className="button onboarding__add" href={booking} target="_blank" rel="noreferrer">
          <FormattedMessage id="setup.done.booking" />
        </a>
      </p>
      <StepActions onBack={onBack} nextHref={home} nextLabelId="setup.done.start" />
    </div>
  );
}
