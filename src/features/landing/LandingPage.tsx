import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Message } from '../../ui/Message';

export default function LandingPage() {
  return (
    <div className="page page--narrow landing">
      <Message as="h1" id="landing.title" />
      <Message id="landing.body" />
      <p className="landing__actions">
        <Link className="button button--primary" href="/r/demo/">
          <FormattedMessage id="landing.demo" />
        </Link>
        <Link className="button" href="/login">
          <FormattedMessage id="landing.login" />
        </Link>
      </p>
    </div>
  );
}
