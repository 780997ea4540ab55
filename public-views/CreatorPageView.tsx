import { FormattedMessage } from 'react-intl';
import type { Language } from '../core/i18n/locale';
import { creatorBio, referralBookingPath } from '../core/public-pages/public-pages';
import type { CreatorPage } from '../core/schemas/public-pages';
import { PublicCard } from './PublicCard';

/** A link's address without the scheme and a trailing slash, as people read it. */
const readableLink = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

/**
 * Spec §2 `/{slug}`: a creator's public page — who they are, in the reader's language, and the restaurants they
 * recommend, each booked through a link that carries their referral code (docs/decisions/014-affiliates.md).
 */
export function CreatorPageView({ page, language }: { page: CreatorPage; language: Language }) {
  const bio = creatorBio(page, language);
  return (
    <div className="page page--narrow public-page creator-page">
      <header className="creator-page__profile">
        {page.profilePictureURL ? (
          <img className="creator-page__picture" src={page.profilePictureURL} alt="" width={96} height={96} decoding="async" />
        ) : (
          <span className="creator-page__picture creator-page__picture--letter" aria-hidden="true">
            {Array.from(page.displayName)[0]?.toUpperCase()}
          </span>
        )}
        <h1 tabIndex={-1} className="creator-page__name">
          {page.displayName}
        </h1>
        {bio ? <p className="creator-page__bio">{bio}</p> : null}
        {page.links.length > 0 ? (
          <ul className="creator-page__links">
            {page.links.map((link) => (
              <li key={link}>
                <a href={link} rel="noopener nofollow ugc" target="_blank">
                  {readableLink(link)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <section className="public-page__section" aria-labelledby="creator-partners">
        <h2 id="creator-partners">
          <FormattedMessage id="publicPages.creator.partners" values={{ name: page.displayName }} />
        </h2>
        {page.partners.length === 0 ? (
          <p className="public-page__empty">
            <FormattedMessage id="publicPages.creator.noPartners" />
          </p>
        ) : (
          <ul className="public-cards">
            {page.partners.map((partner) => (
              <PublicCard key={partner.restaurantId} id={`partner-${partner.restaurantId}`} name={partner.name} detail={partner.city} imageURL={partner.imageURL}>
                <a className="button button--primary public-card__action" href={referralBookingPath(partner.restaurantId, page.slug)} aria-describedby={`partner-${partner.restaurantId}`}>
                  <FormattedMessage id="publicPages.book" />
                </a>
              </PublicCard>
            ))}
          </ul>
        )}
      </section>
      <p className="public-page__more">
        <a href="/all/creators">
          <FormattedMessage id="publicPages.creator.more" />
        </a>
      </p>
    </div>
  );
}
