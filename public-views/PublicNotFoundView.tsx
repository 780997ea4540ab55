import { FormattedMessage } from 'react-intl';

/** Spec §2: an address with no public page (a slug no creator has, an unknown collection) — answered with a 404. */
export function PublicNotFoundView() {
  return (
    <div className="page page--narrow error-page public-page">
      <h1 tabIndex={-1}>
        <FormattedMessage id="publicPages.notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="publicPages.notFound.body" />
      </p>
      <p className="landing__actions public-page__actions">
        <a className="button button--primary" href="/all/creators">
          <FormattedMessage id="publicPages.notFound.creators" />
        </a>
        <a className="button" href="/all/restaurants">
          <FormattedMessage id="publicPages.notFound.restaurants" />
        </a>
      </p>
    </div>
  );
}
