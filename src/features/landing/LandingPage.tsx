import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

export default function LandingPage() {
  return (
    <div className="page page--narrow landing">
      <h1>
        <FormattedMessage id="landing.title" />
      </h1>
      <p>
        <FormattedMessage id="landing.body" />
      </p>
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
