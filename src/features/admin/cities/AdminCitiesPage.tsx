import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { cityQueries, createCity, useAdminChange } from '../../../api/admin-cities';
import { useFailureText } from '../../../i18n/use-failure-text';
import { ListState } from '../../../ui/ListState';
import { Message } from '../../../ui/Message';
import '../admin.css';
import { CityForm } from './CityForm';

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
            <div className="admin__table-wrap">
              <table className="admin__table">
                <caption>{intl.formatMessage({ id: 'route.AdminCities' })}</caption>
                <thead>
                  <tr>
                    <th scope="col"><FormattedMessage id="adminCity.name" /></th>
                    <th scope="col"><FormattedMessage id="adminCity.country" /></th>
                    <th scope="col"><FormattedMessage id="adminCity.timeZone" /></th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((city) => (
                    <tr key={city._id}>
                      <th scope="row">
                        <Link href={`/admin/cities/${city._id}`}>{city.name}</Link>
                      </th>
                      <td>{city.country}</td>
                      <td>{city.timeZone}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
