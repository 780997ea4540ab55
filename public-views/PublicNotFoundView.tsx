import { FormattedMessage } from 'react-intl';
import { LinkRowPage } from './LinkRowPage';

const links = [
  { href: '/all/creators', id: 'publicPages.notFound.creators' },
  { href: '/all/restaurants', id: 'publicPages.notFound.restaurants' },
];

/** Spec §2: an address with no public page (a slug no creator has, an unknown collection) — answered with a 404. */
export function PublicNotFoundView() {
  return (
    <LinkRowPage
      className="page page--narrow error-page public-page"
      title={<FormattedMessage id="publicPages.notFound.title" />}
      body={<FormattedMessage id="publicPages.notFound.body" />}
      links={links}
      actionsClassName="landing__actions public-page__actions"
      focusTitle
    />
  );
}
