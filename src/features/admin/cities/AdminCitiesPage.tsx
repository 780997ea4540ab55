import { useQuery } from '@tanstack/react-query';
import type { City } from '../../../../core/schemas/restaurants';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { cityQueries, createCity, useAdminChange } from '../../../api/admin-cities';
import { useFailureText } from '../../../i18n/use-failure-text';
import { Message } from '../../../ui/Message';
import '../admin.css';
import { CityForm } from './CityForm';
import type { Column } from '../../../ui/DataTable';
import { QueryTable } from '../../../ui/QueryTable';
import { Section } from '../../../ui/Section';

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
        <QueryTable query={cities} errorText={errorText} empty={<FormattedMessage id="adminCity.none" />} caption={intl.formatMessage({ id: 'route.AdminCities' })} columns={cityColumns} rowKey={(city) => city._id} />
      </section>
      <Section id="new-city" titleId="adminCity.new" className="card page--narrow">
        <CityForm
          saving={create.isPending}
          error={create.isError ? errorText(create.error) : null}
          submitId="adminCity.create"
          onSubmit={(input) => create.mutate(input, { onSuccess: (city) => navigate(`/admin/cities/${city._id}`) })}
        />
      </Section>
    </div>
  );
}
