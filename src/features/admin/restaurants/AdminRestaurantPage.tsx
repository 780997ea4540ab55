import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { adminQueries } from '../../../api/admin-restaurants';
import { useFailureText } from '../../../i18n/use-failure-text';
import type { PageProps } from '../../../shell/page-props';
import { FormMessage } from '../../../ui/FormMessage';
import { Spinner } from '../../../ui/Spinner';
import '../admin.css';
import { RestaurantActions } from './RestaurantActions';
import { RestaurantAppConfigCard } from './RestaurantAppConfigCard';
import { RestaurantFiguresCard } from './RestaurantFiguresCard';
import { RestaurantMetadataForm } from './RestaurantMetadataForm';
import { RestaurantUsersCard } from './RestaurantUsersCard';
import { Section } from '../../../ui/Section';

/** Spec §2 admin area, restaurant detail: metadata, figures, app config, users and roles, and the admin's actions. */
export default function AdminRestaurantPage({ params }: PageProps) {
  const restaurantId = params.restaurantId ?? '';
  const errorText = useFailureText();
  const metadata = useQuery(adminQueries.restaurant(restaurantId));
  if (metadata.isError) return <div className="page"><FormMessage text={errorText(metadata.error)} /></div>;
  if (!metadata.data) return <Spinner />;
  return (
    <div className="page">
      <h1>{metadata.data.name}</h1>
      <p>
        <code>{restaurantId}</code> · <Link href="/admin/restaurants"><FormattedMessage id="adminRestaurant.back" /></Link>
      </p>
      <RestaurantFiguresCard restaurantId={restaurantId} />
      <div className="admin__grid">
        <Section id="restaurant-metadata" titleId="adminRestaurant.metadata">
          <RestaurantMetadataForm key={restaurantId} metadata={metadata.data} />
        </Section>
        <div className="admin__stack">
          <RestaurantActions metadata={metadata.data} />
          <RestaurantUsersCard restaurantId={restaurantId} />
          <RestaurantAppConfigCard restaurantId={restaurantId} />
        </div>
      </div>
    </div>
  );
}
