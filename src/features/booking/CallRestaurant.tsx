import { FormattedMessage } from 'react-intl';
import { telHref } from './labels';

/**
 * The restaurant's phone, as a link that dials it, where the guest needs a person: a party too large to book online, a
 * day without a table, a failed booking, a change the manage link cannot make. Nothing when the restaurant set none.
 */
export function CallRestaurant({ phone }: { phone: string | null | undefined }) {
  if (!phone) return null;
  return (
    <p className="booking__call">
      <FormattedMessage id="booking.call" values={{ phone: <a href={telHref(phone)}>{phone}</a> }} />
    </p>
  );
}
