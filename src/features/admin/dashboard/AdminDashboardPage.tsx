import { useQuery } from '@tanstack/react-query';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { adminQueries } from '../../../api/admin-restaurants';
import { useFailureText } from '../../../i18n/use-failure-text';
import { FormMessage } from '../../../ui/FormMessage';
import { Message } from '../../../ui/Message';
import { Spinner } from '../../../ui/Spinner';
import '../admin.css';
import { Figure } from '../Figure';
import { ActAsSearch } from './ActAsSearch';
import { Section } from '../../../ui/Section';

const sections = [
  ['AdminRestaurants', '/admin/restaurants'],
  ['AdminCities', '/admin/cities'],
  ['AdminUsers', '/admin/users'],
  ['AdminDatabaseTrash', '/admin/database-trash'],
  ['AdminNewRestaurantMetadata', '/admin/restaurant-metadata/new'],
] as const;

/** Spec §2 admin dashboard: the platform at a glance (GET /admin/dashboard), the admin screens, acting as someone. */
export default function AdminDashboardPage() {
  const intl = useIntl();
  return (
    <div className="page">
      <Message as="h1" id="route.AdminDashboard" />
      <PlatformFigures />
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
      <ActAsSearch />
    </div>
  );
}

function PlatformFigures() {
  const errorText = useFailureText();
  const dashboard = useQuery(adminQueries.dashboard());
  if (dashboard.isError) return <FormMessage text={errorText(dashboard.error)} />;
  if (!dashboard.data) return <Spinner />;
  const { restaurants, bookings, outbox, errorsLast24h, newestRestaurants } = dashboard.data;
  const listLink = (href: string, id = 'adminDashboard.showList') => <Link href={href}><FormattedMessage id={id} /></Link>;
  return (
    <div className="admin__grid">
      <Section id="dashboard-restaurants" titleId="adminDashboard.restaurants">
        <dl className="admin__figures">
          <Figure labelId="adminRestaurant.status.active" value={restaurants.active} link={listLink('/admin/restaurants?status=active')} />
          <Figure labelId="adminRestaurant.status.onboarding" value={restaurants.onboarding} link={listLink('/admin/restaurants?status=onboarding')} />
          <Figure labelId="adminDashboard.withoutBookings" value={restaurants.withoutBookings30Days} />
        </dl>
      </Section>
      <Section id="dashboard-bookings" titleId="adminDashboard.bookings">
        <dl className="admin__figures">
          <Figure labelId="adminDashboard.bookingsToday" value={bookings.today.bookings} />
          <Figure labelId="adminDashboard.coversToday" value={bookings.today.covers} />
          <Figure labelId="adminDashboard.bookings7Days" value={bookings.last7Days.bookings} />
          <Figure labelId="adminDashboard.covers7Days" value={bookings.last7Days.covers} />
        </dl>
      </Section>
      <Section id="dashboard-health" titleId="adminDashboard.health">
        <dl className="admin__figures">
          <Figure labelId="adminDashboard.emailsWaiting" value={outbox.waiting} />
          <Figure labelId="adminDashboard.emailsFailed" value={outbox.failed} />
          <Figure labelId="adminDashboard.errors24h" value={errorsLast24h ?? <FormattedMessage id="adminDashboard.notConfigured" />} />
        </dl>
      </Section>
      <Section id="dashboard-newest" titleId="adminDashboard.newest">
        <ul className="table-list">
          {newestRestaurants.map((restaurant) => (
            <li key={restaurant.restaurantId} className="table-list__row">
              <Link href={`/admin/restaurants/${restaurant.restaurantId}`}>{restaurant.name}</Link>
              <span>
                <FormattedMessage id={`adminRestaurant.status.${restaurant.status}`} /> · <FormattedDate value={restaurant.createdAt} dateStyle="medium" />
              </span>
            </li>
          ))}
        </ul>
        {listLink('/admin/restaurants', 'adminDashboard.allRestaurants')}
      </Section>
    </div>
  );
}
