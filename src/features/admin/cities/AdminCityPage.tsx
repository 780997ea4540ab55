import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { cityQueries, deleteCity, updateCity, uploadCityCover, useAdminChange } from '../../../api/admin-cities';
import { adminQueries } from '../../../api/admin-restaurants';
import { fileUrl } from '../../../api/restaurants';
import { useFailureText } from '../../../i18n/use-failure-text';
import type { PageProps } from '../../../shell/page-props';
import { FormMessage } from '../../../ui/FormMessage';
import { ImageUploadField } from '../../../ui/ImageUploadField';
import { ListState } from '../../../ui/ListState';
import { Spinner } from '../../../ui/Spinner';
import '../admin.css';
import { CityForm } from './CityForm';
import { ConfirmButton } from '../../../ui/ConfirmDialog';
import { Section } from '../../../ui/Section';

/** Spec §2 admin area, city detail: its name, country and time zone, its cover, the restaurants in it; delete. */
export default function AdminCityPage({ params }: PageProps) {
  const cityId = params.cityId ?? '';
  const intl = useIntl();
  const errorText = useFailureText();
  const [, navigate] = useLocation();
  const city = useQuery(cityQueries.one(cityId));
  const restaurants = useQuery(adminQueries.restaurantPage({ cityId }));
  const save = useAdminChange(updateCity);
  const upload = useAdminChange(uploadCityCover);
  const remove = useAdminChange(deleteCity);

  if (city.isError) return <div className="page"><FormMessage text={errorText(city.error)} /></div>;
  if (!city.data) return <Spinner />;
  const current = city.data;
  return (
    <div className="page">
      <h1>{current.name}</h1>
      <p>
        <Link href="/admin/cities"><FormattedMessage id="adminCity.back" /></Link>
      </p>
      <div className="admin__grid">
        <Section id="city-details" titleId="adminCity.details">
          <CityForm
            key={`${current._id}:${current.name}:${current.timeZone}`}
            city={current}
            saving={save.isPending}
            error={save.isError ? errorText(save.error) : null}
            savedText={save.isSuccess ? intl.formatMessage({ id: 'settings.saved' }) : null}
            submitId="settings.save"
            onSubmit={(body) => save.mutate({ id: cityId, body })}
          >
            <ConfirmButton
              words={{ label: 'adminCity.delete', title: 'adminCity.deleteTitle', text: 'adminCity.deleteText', confirm: 'adminCity.delete', cancel: 'settings.cancel' }}
              values={{ name: current.name }}
              busy={remove.isPending}
              onConfirm={() => remove.mutate(cityId, { onSuccess: () => navigate('/admin/cities') })}
            />
          </CityForm>
          <FormMessage text={remove.isError ? errorText(remove.error) : null} />
        </Section>
        <section className="card">
          <ImageUploadField
            kind="city-cover"
            label={<FormattedMessage id="adminCity.cover" />}
            hint={<FormattedMessage id="adminCity.coverHint" />}
            preview={current.coverImageURL ? <img className="admin__cover" src={fileUrl(current.coverImageURL)} alt={intl.formatMessage({ id: 'adminCity.coverAlt' }, { name: current.name })} /> : <FormattedMessage id="adminCity.noCover" />}
            upload={(file) => upload.mutateAsync({ id: cityId, file })}
          />
        </section>
      </div>
      <Section id="city-restaurants" titleId="adminCity.restaurants">
        <ListState pending={restaurants.isPending} error={restaurants.isError ? errorText(restaurants.error) : null} onRetry={() => void restaurants.refetch()} items={restaurants.data?.items} empty={<FormattedMessage id="adminCity.noRestaurants" />}>
          {(items) => (
            <ul className="link-list">
              {items.map((restaurant) => (
                <li key={restaurant.restaurantId}>
                  <Link href={`/admin/restaurants/${restaurant.restaurantId}`}>{restaurant.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </ListState>
        <Link href={`/admin/restaurant-metadata/new?cityId=${cityId}`}><FormattedMessage id="adminRestaurant.new" /></Link>
      </Section>
    </div>
  );
}
