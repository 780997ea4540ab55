import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { adminQueries } from '../../../api/admin-restaurants';
import { useFailureText } from '../../../i18n/use-failure-text';
import { FormMessage } from '../../../ui/FormMessage';
import { Spinner } from '../../../ui/Spinner';
import { Section } from '../../../ui/Section';

/** The app config as the restaurant's guests get it (spec §1), to read: the restaurant changes it in its settings. */
export function RestaurantAppConfigCard({ restaurantId }: { restaurantId: string }) {
  const errorText = useFailureText();
  const config = useQuery(adminQueries.appConfig(restaurantId));
  const rows: [string, string][] = config.data
    ? [
        ['adminRestaurant.config.name', config.data.restaurantName],
        ['adminRestaurant.config.email', config.data.restaurantEmail || '–'],
        ['adminRestaurant.config.languages', config.data.languages.join(', ')],
        ['adminRestaurant.config.colors', [config.data.COLOR_PRIMARY, config.data.COLOR_SECONDARY, config.data.COLOR_ACCENT].join(' · ')],
        ['adminRestaurant.config.specials', config.data.STRINGS.BOOKING_SPECIALS || '–'],
      ]
    : [];
  return (
    <Section id="restaurant-config" titleId="adminRestaurant.appConfig">
      {config.isError ? <FormMessage text={errorText(config.error)} /> : null}
      {config.isPending ? <Spinner /> : null}
      <dl>
        {rows.map(([labelId, value]) => (
          <div key={labelId} className="row">
            <dt><FormattedMessage id={labelId} /></dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
