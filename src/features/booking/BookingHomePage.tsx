import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRestaurant } from '../../app/restaurant-context';
import { LanguageSwitcher } from '../../app/shell/LanguageSwitcher';
import { device } from '../../storage/device';

/** The guest's booking home (spec §2, §4 stage Welcome). The booking flow itself arrives with the booking issue. */
export default function BookingHomePage() {
  const { appConfig } = useRestaurant();
  const [started, setStarted] = useState(false);
  // Spec §3/issue: a ?ref= referral code is kept on the device and sent with the booking.
  const referral = new URLSearchParams(location.search).get('ref');
  if (referral && /^[A-Za-z0-9_-]{1,64}$/.test(referral)) device.affiliateCode.set(referral);
  return (
    <div className="booking">
      <header className="booking__header">
        <p className="booking__restaurant">{appConfig?.restaurantName}</p>
        <LanguageSwitcher />
      </header>
      <section className="booking__welcome">
        <h1>
          <FormattedMessage id="booking.welcome" values={{ name: appConfig?.restaurantName ?? '' }} />
        </h1>
        <p>
          <FormattedMessage id="booking.intro" />
        </p>
        <button type="button" className="button button--primary button--large" onClick={() => setStarted(true)}>
          <FormattedMessage id="booking.start" />
        </button>
        {started ? (
          <p className="notice" role="status">
            <FormattedMessage id="booking.notBuilt" />
          </p>
        ) : null}
      </section>
    </div>
  );
}
