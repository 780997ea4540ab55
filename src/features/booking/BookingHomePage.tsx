import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchAvailability } from '../../api/booking';
import { prefetchResource, useResource } from '../../api/resource';
import { releasePrerender } from '../../app/prerender';
import { useRestaurant } from '../../app/restaurant-context';
import { device } from '../../storage/device';
import { Spinner } from '../../ui/Spinner';
import { BookingHeader } from './BookingHeader';

const loadFlow = () => import('./BookingFlow');
const BookingFlow = lazy(loadFlow);

/** The app starts reading the availability while it still waits for the config and the messages (app/pages.ts). */
export function preload(restaurantId: string): void {
  prefetchResource(['availability', restaurantId], () => fetchAvailability(restaurantId));
}

/**
 * The guest's booking home (spec §4, stage Welcome). It stays small so a phone can use it quickly (issue 4); the
 * flow behind "Book a table" loads as soon as the welcome is on screen, before the guest taps.
 */
export default function BookingHomePage() {
  const { restaurantId, appConfig } = useRestaurant();
  const availability = useResource(['availability', restaurantId], () => fetchAvailability(restaurantId as string), { enabled: Boolean(restaurantId), staleMs: 60_000 });
  const [started, setStarted] = useState(false);
  const ready = availability.data !== undefined;

  // The page takes the place of the server's welcome (app/prerender.ts) in the same frame.
  useLayoutEffect(releasePrerender, []);

  // Spec §3: a ?ref= referral code is kept on the device and sent with the booking.
  useEffect(() => {
    const referral = new URLSearchParams(location.search).get('ref');
    if (referral && /^[A-Za-z0-9_-]{1,64}$/.test(referral)) device.affiliateCode.set(referral);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => void loadFlow());
  }, [ready]);

  if (started) {
    return (
      <Suspense fallback={<Spinner />}>
        <BookingFlow onExit={() => setStarted(false)} />
      </Suspense>
    );
  }
  return (
    <div className="booking">
      <BookingHeader />
      <div className="booking__body">
        <h1 tabIndex={-1} className="booking__title">
          <FormattedMessage id="booking.welcome" values={{ name: appConfig?.restaurantName ?? '' }} />
        </h1>
        {availability.isPending ? <Spinner /> : null}
        {availability.isError ? (
          <p className="form__error" role="alert">
            <FormattedMessage id="booking.error.availability" />
          </p>
        ) : null}
        {ready ? (
          <section className="booking__step">
            <p>
              <FormattedMessage id="booking.intro" />
            </p>
            <button type="button" className="button button--primary button--large" onClick={() => setStarted(true)}>
              <FormattedMessage id="booking.start" />
            </button>
          </section>
        ) : null}
      </div>
    </div>
  );
}
