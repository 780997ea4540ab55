import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { restaurantStatuses } from '../../../../core/schemas/admin';
import { cityQueries } from '../../../api/admin-cities';
import { adminQueries } from '../../../api/admin-restaurants';
import { useFailureText } from '../../../i18n/use-failure-text';
import { ListState } from '../../../ui/ListState';
import { Message } from '../../../ui/Message';
import '../admin.css';
import { RestaurantTable } from './RestaurantTable';
import { useRestaurantFilters } from './use-restaurant-filters';

/** Spec §2 admin area: live restaurants, searched by name or id, filtered by city, status and programme, paged. */
export default function AdminRestaurantsPage() {
  const intl = useIntl();
  const errorText = useFailureText();
  const { query, change } = useRestaurantFilters();
  const list = useQuery({ ...adminQueries.restaurantPage(query), placeholderData: keepPreviousData });
  const cities = useQuery(cityQueries.list());
  const [typed, setTyped] = useState(query.q ?? '');
  useEffect(() => setTyped(query.q ?? ''), [query.q]);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const all = intl.formatMessage({ id: 'adminRestaurant.filter.all' });

  return (
    <div className="page">
      <div className="row row--between">
        <Message as="h1" id="route.AdminRestaurants" />
        <Link href="/admin/restaurant-metadata/new" className="button button--primary">
          <FormattedMessage id="adminRestaurant.new" />
        </Link>
      </div>
      <form className="row admin__filters" role="search" onSubmit={(event) => { event.preventDefault(); change({ q: typed.trim() }); }}>
        <label className="field">
          <span><FormattedMessage id="adminRestaurant.search" /></span>
          <input type="search" name="q" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        </label>
        <button type="submit" className="button"><FormattedMessage id="adminRestaurant.searchSubmit" /></button>
        <label className="field">
          <span><FormattedMessage id="adminRestaurant.city" /></span>
          <select value={query.cityId ?? ''} onChange={(event) => change({ cityId: event.target.value })}>
            <option value="">{all}</option>
            {(cities.data?.items ?? []).map((city) => <option key={city._id} value={city._id}>{city.name}</option>)}
          </select>
        </label>
        <label className="field">
          <span><FormattedMessage id="adminRestaurant.status" /></span>
          <select value={query.status ?? ''} onChange={(event) => change({ status: event.target.value })}>
            <option value="">{all}</option>
            {restaurantStatuses.map((status) => <option key={status} value={status}>{intl.formatMessage({ id: `adminRestaurant.status.${status}` })}</option>)}
          </select>
        </label>
        <label className="field">
          <span><FormattedMessage id="adminRestaurant.affiliateProgram" /></span>
          <select value={query.affiliateProgram ?? ''} onChange={(event) => change({ affiliateProgram: event.target.value })}>
            <option value="">{all}</option>
            <option value="true">{intl.formatMessage({ id: 'adminRestaurant.filter.inProgramme' })}</option>
            <option value="false">{intl.formatMessage({ id: 'adminRestaurant.filter.notInProgramme' })}</option>
          </select>
        </label>
      </form>
      <section className="card">
        <ListState pending={list.isPending} error={list.isError ? errorText(list.error) : null} onRetry={() => void list.refetch()} items={list.data?.items} empty={<FormattedMessage id="adminRestaurant.none" />}>
          {(items) => <RestaurantTable restaurants={items} total={list.data?.total ?? items.length} />}
        </ListState>
      </section>
      {list.data && pages > 1 ? (
        <nav className="row" aria-label={intl.formatMessage({ id: 'adminRestaurant.pages' })}>
          <button type="button" className="button" disabled={query.page === 0} onClick={() => change({ page: query.page - 1 })}>
            <FormattedMessage id="adminRestaurant.previous" />
          </button>
          <span aria-live="polite"><FormattedMessage id="adminRestaurant.pageOf" values={{ page: query.page + 1, pages }} /></span>
          <button type="button" className="button" disabled={query.page + 1 >= pages} onClick={() => change({ page: query.page + 1 })}>
            <FormattedMessage id="adminRestaurant.next" />
          </button>
        </nav>
      ) : null}
    </div>
  );
}
