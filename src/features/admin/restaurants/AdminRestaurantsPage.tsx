import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { restaurantStatuses } from '../../../../core/schemas/admin';
import { cityQueries } from '../../../api/admin-cities';
import { adminQueries } from '../../../api/admin-restaurants';
import { useFailureText } from '../../../i18n/use-failure-text';
import { Pager, pageCount } from '../../../ui/Pager';
import { Message } from '../../../ui/Message';
import '../admin.css';
import { RestaurantTable } from './RestaurantTable';
import { useRestaurantFilters } from './use-restaurant-filters';
import { SelectField } from '../../../ui/SelectField';
import { Field } from '../../../ui/Field';
import { QueryListState } from '../../../ui/QueryListState';

/** Spec §2 admin area: live restaurants, searched by name or id, filtered by city, status and programme, paged. */
export default function AdminRestaurantsPage() {
  const intl = useIntl();
  const errorText = useFailureText();
  const { query, change } = useRestaurantFilters();
  const list = useQuery({ ...adminQueries.restaurantPage(query), placeholderData: keepPreviousData });
  const cities = useQuery(cityQueries.list());
  const [typed, setTyped] = useState(query.q ?? '');
  useEffect(() => setTyped(query.q ?? ''), [query.q]);
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
        <Field labelId="adminRestaurant.search">
          <input type="search" name="q" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        </Field>
        <button type="submit" className="button"><FormattedMessage id="adminRestaurant.searchSubmit" /></button>
        <SelectField labelId="adminRestaurant.city" none={all} options={(cities.data?.items ?? []).map((city) => ({ value: city._id, label: city.name }))} value={query.cityId ?? ''} onValue={(cityId) => change({ cityId })} />
        <SelectField labelId="adminRestaurant.status" none={all} options={restaurantStatuses.map((status) => ({ value: status, label: intl.formatMessage({ id: `adminRestaurant.status.${status}` }) }))} value={query.status ?? ''} onValue={(status) => change({ status })} />
        <SelectField
          labelId="adminRestaurant.affiliateProgram"
          none={all}
          options={[
            { value: 'true', label: intl.formatMessage({ id: 'adminRestaurant.filter.inProgramme' }) },
            { value: 'false', label: intl.formatMessage({ id: 'adminRestaurant.filter.notInProgramme' }) },
          ]}
          value={query.affiliateProgram ?? ''}
          onValue={(affiliateProgram) => change({ affiliateProgram })}
        />
      </form>
      <section className="card">
        <QueryListState query={list} errorText={errorText} empty={<FormattedMessage id="adminRestaurant.none" />}>
          {(items) => <RestaurantTable restaurants={items} total={list.data?.total ?? items.length} />}
        </QueryListState>
      </section>
      {list.data ? <Pager page={query.page} pages={pageCount(list.data.total, list.data.pageSize)} onPage={(page) => change({ page })} labelId="adminRestaurant.pages" previousId="adminRestaurant.previous" nextId="adminRestaurant.next" /> : null}
    </div>
  );
}
