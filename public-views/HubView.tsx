import { FormattedMessage, useIntl } from 'react-intl';
import { hubCollections } from '../core/public-pages/collections';
import { groupByCity } from '../core/public-pages/public-pages';
import type { HubPage } from '../core/schemas/public-pages';
import { Pager } from './Pager';
import { PublicCard } from './PublicCard';

/**
 * Spec §2 `/all/{collection}`: every restaurant of the creator programme, by city, each to its booking page; or every
 * creator, each to their page. A page at a time, by number.
 */
export function HubView({ hub }: { hub: HubPage }) {
  const intl = useIntl();
  return (
    <div className="page public-page hub-page">
      <nav className="hub-page__switch" aria-label={intl.formatMessage({ id: 'publicPages.hub.switch' })}>
        {hubCollections.map((collection) => (
          <a key={collection} className="tab hub-page__tab" href={`/all/${collection}`} aria-current={collection === hub.collection ? 'page' : undefined}>
            <FormattedMessage id={`publicPages.hub.tab.${collection}`} />
          </a>
        ))}
      </nav>
      <header>
        <h1 tabIndex={-1}>
          <FormattedMessage id={`publicPages.hub.${hub.collection}.title`} />
        </h1>
        <p className="hub-page__count">
          <FormattedMessage id={`publicPages.hub.${hub.collection}.count`} values={{ count: hub.total }} />
        </p>
      </header>
      {hub.items.length === 0 ? (
        <p className="public-page__empty">
          <FormattedMessage id={`publicPages.hub.${hub.collection}.empty`} />
        </p>
      ) : hub.collection === 'restaurants' ? (
        <RestaurantGroups items={hub.items} />
      ) : (
        <ul className="public-cards public-cards--grid">
          {hub.items.map((creator) => (
            <PublicCard key={creator.slug} id={`creator-${creator.slug}`} name={creator.displayName} detail={null} imageURL={creator.profilePictureURL}>
              <a className="public-card__cover-link" href={`/${creator.slug}`} aria-labelledby={`creator-${creator.slug}`} />
            </PublicCard>
          ))}
        </ul>
      )}
      <Pager collection={hub.collection} page={hub.page} pageCount={hub.pageCount} />
    </div>
  );
}

type RestaurantCards = Extract<HubPage, { collection: 'restaurants' }>['items'];

function RestaurantGroups({ items }: { items: RestaurantCards }) {
  // Without any city on the page there is nothing to group by: one list, without an "Other places" heading over it.
  if (items.every((item) => item.city === null)) return <RestaurantList restaurants={items} />;
  return groupByCity(items).map((group) => (
    <section key={group.city ?? ''} className="public-page__section" aria-labelledby={`city-${group.restaurants[0]?.restaurantId}`}>
      <h2 id={`city-${group.restaurants[0]?.restaurantId}`}>{group.city ?? <FormattedMessage id="publicPages.hub.otherPlaces" />}</h2>
      <RestaurantList restaurants={group.restaurants} />
    </section>
  ));
}

function RestaurantList({ restaurants }: { restaurants: RestaurantCards }) {
  return (
    <ul className="public-cards public-cards--grid">
      {restaurants.map((restaurant) => (
        <PublicCard key={restaurant.restaurantId} id={`restaurant-${restaurant.restaurantId}`} name={restaurant.name} detail={null} imageURL={restaurant.imageURL}>
          <a className="public-card__cover-link" href={`/r/${restaurant.restaurantId}/`} aria-labelledby={`restaurant-${restaurant.restaurantId}`} />
        </PublicCard>
      ))}
    </ul>
  );
}
