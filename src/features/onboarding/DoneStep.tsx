import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Message } from '../../ui/Message';

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
      <div className="onboarding__actions">
        <button type="button" className="button" onClick={onBack}>
          <FormattedMessage id="setup.back" />
        </button>
        <Link className="button button--primary button--large" href={home}>
          <FormattedMessage id="setup.done.start" />
        </Link>
      </div>
    </div>
  );
}
