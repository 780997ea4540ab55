import { useQuery } from '@tanstack/react-query';
import type { City } from '../../../../core/schemas/restaurants';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { cityQueries, createCity, useAdminChange } from '../../../api/admin-cities';
import { useFailureText } from '../../../i18n/use-failure-text';
import { ListState } from '../../../ui/ListState';
import { Message } from '../../../ui/Message';
import '../admin.css';
import { CityForm } from './CityForm';
import { DataTable, type Column } from '../../../ui/DataTable';

const cityColumns: readonly Column<City>[] = [
  { headId: 'adminCity.name', rowHeader: true, cell: (city) => <Link href={`/admin/cities/${city._id}`}>{city.name}</Link> },
  { headId: 'adminCity.country', cell: (city) => city.country },
  { headId: 'adminCity.timeZone', cell: (city) => city.timeZone },
];

/** Spec §2 admin area: every city, and a new one (its cover is uploaded on its own page, once it exists). */
export default function AdminCitiesPage() {
  const intl = useIntl();
  const errorText = useFailureText();
  const [, navigate] = useLocation();
  const cities = useQuery(cityQueries.list());
  const create = useAdminChange(createCity);
  return (
    <div className="page">
      <Message as="h1" id="route.AdminCities" />
      <section className="card">
        <ListState pending={cities.isPending} error={cities.isError ? errorText(cities.error) : null} onRetry={() => void cities.refetch()} items={cities.data?.items} empty={<FormattedMessage id="adminCity.none" />}>
          {(items) => (
            <DataTable caption={intl.formatMessage({ id: 'route.AdminCities' })} columns={cityColumns} rows={items} rowKey={(city) => city._id} />
          )}
        </ListState>
      </section>
      <section className="card page--narrow" aria-labelledby="new-city">
        <h2 id="new-city">
          <FormattedMessage id="adminCity.new" />
        </h2>
        <CityForm
          saving={create.isPending}
          error={create.isError ? errorText(create.error) : null}
          submitId="adminCity.create"
          onSubmit={(input) => create.mutate(input, { onSuccess: (city) => navigate(`/admin/cities/${city._id}`) })}
        />
      </section>
    </div>
  );
}
