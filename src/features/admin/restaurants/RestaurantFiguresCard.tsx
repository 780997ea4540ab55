import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { adminQueries } from '../../../api/admin-restaurants';
import { useFailureText } from '../../../i18n/use-failure-text';
import { FormMessage } from '../../../ui/FormMessage';
import { Spinner } from '../../../ui/Spinner';
import { Figure } from '../Figure';
import { Section } from '../../../ui/Section';

/** The restaurant's status and its bookings and covers today and over 7 days (its own days, its time zone). */
export function RestaurantFiguresCard({ restaurantId }: { restaurantId: string }) {
  const errorText = useFailureText();
  const figures = useQuery(adminQueries.figures(restaurantId));
  return (
    <Section id="restaurant-figures" titleId="adminRestaurant.figures">
      {figures.isError ? <FormMessage text={errorText(figures.error)} /> : null}
      {figures.data ? (
        <dl className="admin__figures">
          <Figure labelId="adminRestaurant.status" value={<FormattedMessage id={`adminRestaurant.status.${figures.data.status}`} />} />
          <Figure labelId="adminDashboard.bookingsToday" value={figures.data.today.bookings} />
          <Figure labelId="adminDashboard.coversToday" value={figures.data.today.covers} />
          <Figure labelId="adminDashboard.bookings7Days" value={figures.data.last7Days.bookings} />
          <Figure labelId="adminDashboard.covers7Days" value={figures.data.last7Days.covers} />
        </dl>
      ) : figures.isPending ? <Spinner /> : null}
    </Section>
  );
}
