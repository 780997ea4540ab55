import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { RestaurantMetadata } from '../../../../core/schemas/restaurants';
import { useAdminChange } from '../../../api/admin-cities';
import { deleteRestaurant, republishRestaurant } from '../../../api/admin-restaurants';
import { useFailureText } from '../../../i18n/use-failure-text';
import { FormMessage } from '../../../ui/FormMessage';
import { ConfirmButton } from '../../../ui/ConfirmDialog';
import { Section } from '../../../ui/Section';

/**
 * What an admin does to the restaurant as a whole (spec §6): act as it (the users screen asks for the reason and
 * starts the override), republish its files, move it to the database trash.
 */
export function RestaurantActions({ metadata }: { metadata: RestaurantMetadata }) {
  const intl = useIntl();
  const errorText = useFailureText();
  const [, navigate] = useLocation();
  const republish = useAdminChange(republishRestaurant);
  const remove = useAdminChange(deleteRestaurant);
  const failure = republish.error ?? remove.error;
  return (
    <Section id="restaurant-actions" titleId="adminRestaurant.actions">
      <div className="row">
        <Link className="button" href={`/admin/users?actAsRestaurant=${encodeURIComponent(metadata.restaurantId)}`}>
          <FormattedMessage id="adminRestaurant.actAs" />
        </Link>
        <button type="button" className="button" disabled={republish.isPending} onClick={() => republish.mutate(metadata.restaurantId)}>
          <FormattedMessage id="adminRestaurant.republish" />
        </button>
        <ConfirmButton
          words={{ label: 'adminRestaurant.delete', title: 'adminRestaurant.deleteTitle', text: 'adminRestaurant.deleteText', confirm: 'adminRestaurant.delete', cancel: 'settings.cancel' }}
          values={{ name: metadata.name }}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(metadata.restaurantId, { onSuccess: () => navigate('/admin/restaurants') })}
        />
      </div>
      <FormMessage kind="info" text={republish.isSuccess ? intl.formatMessage({ id: 'adminRestaurant.republished' }) : null} />
      <FormMessage text={failure ? errorText(failure) : null} />
    </Section>
  );
}
