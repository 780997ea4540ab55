import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { fetchAdminRestaurants } from '../../api/restaurants';
import { device } from '../../storage/device';
import { Spinner } from '../../ui/Spinner';

const sections = [
  ['AdminRestaurants', '/admin/restaurants'],
  ['AdminCities', '/admin/cities'],
  ['AdminUsers', '/admin/users'],
  ['AdminDatabaseTrash', '/admin/database-trash'],
  ['AdminNewRestaurantMetadata', '/admin/restaurant-metadata/new'],
] as const;

/** The admin dashboard: the admin screens, and acting as a restaurant or a user (spec §6 overrides). */
export default function AdminDashboardPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const restaurants = useQuery({ queryKey: ['admin', 'restaurants'], queryFn: fetchAdminRestaurants });
  const [userId, setUserId] = useState('');

  const actAsRestaurant = (restaurantId: string) => {
    device.adminRestaurantIdOverride.set(restaurantId);
    navigate(`/r/${restaurantId}/overview`);
  };
  const actAsUser = (event: FormEvent) => {
    event.preventDefault();
    if (!userId.trim()) return;
    device.adminUserIdOverride.set(userId.trim());
    navigate('/');
  };

  return (
    <div className="page">
      <h1>
        <FormattedMessage id="route.AdminDashboard" />
      </h1>
      <nav className="card" aria-label={intl.formatMessage({ id: 'admin.sections' })}>
        <ul className="link-list">
          {sections.map(([id, href]) => (
            <li key={id}>
              <Link href={href}>
                <FormattedMessage id={`route.${id}`} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="card" aria-labelledby="act-as-restaurant">
        <h2 id="act-as-restaurant">
          <FormattedMessage id="admin.actAsRestaurant" />
        </h2>
        {restaurants.isPending ? <Spinner /> : null}
        <ul className="table-list">
          {(restaurants.data?.items ?? []).map((restaurant) => (
            <li key={restaurant.restaurantId} className="table-list__row">
              <span>
                {restaurant.name} <code>{restaurant.restaurantId}</code>
              </span>
              <button type="button" className="button" onClick={() => actAsRestaurant(restaurant.restaurantId)}>
                <FormattedMessage id="admin.openAs" values={{ name: restaurant.name }} />
              </button>
            </li>
          ))}
        </ul>
      </section>
      <form className="card form" onSubmit={actAsUser} aria-labelledby="act-as-user">
        <h2 id="act-as-user">
          <FormattedMessage id="admin.actAsUser" />
        </h2>
        <label className="field">
          <span>
            <FormattedMessage id="admin.userId" />
          </span>
          <input value={userId} onChange={(event) => setUserId(event.target.value)} autoComplete="off" />
        </label>
        <button type="submit" className="button button--primary">
          <FormattedMessage id="admin.actAsUserSubmit" />
        </button>
      </form>
    </div>
  );
}
