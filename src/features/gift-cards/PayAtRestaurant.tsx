import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { GiftCardCheckoutAnswer } from '../../../core/schemas/vouchers';
import { useGuestPath } from './voucher-path';

/** Without an online provider the voucher waits to be paid at the restaurant (decision 012); the guest is told so. */
export function PayAtRestaurant({ answer, restaurantName }: { answer: GiftCardCheckoutAnswer; restaurantName: string }) {
  const path = useGuestPath();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card booking__step" aria-labelledby="gift-card-ordered">
      <h1 id="gift-card-ordered" ref={heading} tabIndex={-1}>
        <FormattedMessage id="giftCard.ordered.title" />
      </h1>
      <p role="status">
        <FormattedMessage id="giftCard.ordered.text" values={{ name: restaurantName }} />
      </p>
      <Link className="button button--primary" href={path('Voucher', { voucherId: answer.voucherId })}>
        <FormattedMessage id="giftCard.ordered.open" />
      </Link>
    </section>
  );
}
