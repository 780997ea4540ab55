import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { fetchAvailability } from '../../api/booking';
import { appQueryKeys } from '../../api/app-query-keys';
import { prefetchResource, useResource } from '../../api/resource';
import { releasePrerender } from '../../shell/prerender';
import { useRestaurant } from '../../shell/restaurant-context';
import { Spinner } from '../../ui/Spinner';
import { AvailabilityState } from './AvailabilityState';
import { GuestHeader } from '../../shell/GuestHeader';
import { withOtherParams } from './other-params';
import { keepReferral } from './referral';

const loadFlow = () => import('./BookingFlow');
const BookingFlow = lazy(loadFlow);

/** The app starts reading the availability while it still waits for the config and the messages (app/pages.ts). */
export function preload(restaurantId: string): void {
  prefetchResource(appQueryKeys.availability(restaurantId), () => fetchAvailability(restaurantId));
}

/**
 * The guest's booking home (spec §4, stage Welcome). It stays small so a phone can use it quickly; the
 * flow behind "Book a table" loads as soon as the welcome is on screen, before the guest taps.
 */
export default function BookingHomePage() {
  const { restaurantId, appConfig } = useRestaurant();
  const availability = useResource(appQueryKeys.availability(restaurantId), () => fetchAvailability(restaurantId as string), { enabled: Boolean(restaurantId), staleMs: 60_000 });
  // The flow's steps are in the address (./booking-url.ts): `?book` and the choices after it.
  const search = useSearch();
  const [path, navigate] = useLocation();
  const started = new URLSearchParams(search).has('book');
  const start = () => {
    const depth = (history.state as { bookingStep?: number } | null)?.bookingStep ?? 0;
    navigate(`${path}${withOtherParams('?book', search)}`, { state: { bookingStep: depth + 1 } });
  };
  const exit = () => {
    if (((history.state as { bookingStep?: number } | null)?.bookingStep ?? 0) > 0) history.back();
    else navigate(`${path}${withOtherParams('', search)}`, { replace: true });
  };
  const ready = availability.data !== undefined;

  // The page takes the place of the server's welcome (shell/prerender.ts) in the same frame.
  useLayoutEffect(releasePrerender, []);

  // Spec §3: a ?ref= referral code is kept on the device and sent with the booking (./referral.ts).
  useEffect(() => keepReferral(location.search), []);

  useEffect(() => {
    if (!ready) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => void loadFlow());
  }, [ready]);

  if (started) {
    return (
      <Suspense fallback={<Spinner />}>
        <BookingFlow onExit={exit} />
      </Suspense>
    );
  }
  return (
    <div className="booking">
      <GuestHeader />
      <div className="booking__body">
        <h1 tabIndex={-1} className="booking__title">
          <FormattedMessage id="booking.welcome" values={{ name: appConfig?.restaurantName ?? '' }} />
        </h1>
        <AvailabilityState pending={availability.isPending} failed={availability.isError} />
        {ready ? (
          <section className="booking__step">
            <p>
              <FormattedMessage id="booking.intro" />
            </p>
            <button type="button" className="button button--primary button--large" onClick={start}>
              <FormattedMessage id="booking.start" />
            </button>
          </section>
        ) : null}
      </div>
    </div>
  );
}
