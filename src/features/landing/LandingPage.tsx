import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { LinkRowPage } from '../../../public-views/LinkRowPage';

const links = [
  { href: '/r/demo/', id: 'landing.demo' },
  { href: '/login', id: 'landing.login' },
];

export default function LandingPage() {
  return <LinkRowPage className="page page--narrow landing" title={<FormattedMessage id="landing.title" />} body={<FormattedMessage id="landing.body" />} links={links} LinkAs={Link} />;
}
