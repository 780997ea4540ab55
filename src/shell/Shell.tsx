import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { RouteId } from '../../core/routes/route-table';
import { useAuth } from '../auth/auth-context';
import { device } from '../storage/device';
import { useDeviceValue } from '../storage/use-device-value';
import { guardUserOf } from './guard-user';
import { showsAffiliateBar, showsNavigation, showsTopBar, type ShellState } from './navigation';
import { cookieBannerApplies } from './cookie-choice';
import { ShellContext } from './shell-context';
import { useInteractive } from './when-interactive';

// Staff navigation (and its menu library) loads only for staff, keeping the guest's booking page small.
const Navigation = lazy(() => import('./Navigation').then((module) => ({ default: module.Navigation })));
// Banners for admins with an override and the creators' bar: only the few who see them load them.
const OverrideBanners = lazy(() => import('./OverrideBanners').then((module) => ({ default: module.OverrideBanners })));
const AffiliateBar = lazy(() => import('./AffiliateBar').then((module) => ({ default: module.AffiliateBar })));
// Live updates: one stream per signed-in staff device, loaded only for them.
const LiveUpdates = lazy(() => import('./LiveUpdates').then((module) => ({ default: module.LiveUpdates })));
// The offline queue's sync and its visible state: staff devices only, with Dexie.
const OfflineSync = lazy(() => import('./OfflineSync').then((module) => ({ default: module.OfflineSync })));
// The cookie banner: once the page is interactive, and only where no choice is stored (bench/guest-page.ts).
const CookieBanner = lazy(() => import('./CookieBanner'));
// The top bar (with the refresh button over TanStack Query) shows on staff screens only.
const TopBar = lazy(() => Promise.all([import('./TopBar'), import('./with-query-client')]).then(([module, { withQueryClient }]) => ({ default: withQueryClient(module.TopBar) })));

export function Shell({ routeId, needsOnboarding, children }: { routeId: RouteId | null; needsOnboarding: boolean; children: ReactNode }) {
  const intl = useIntl();
  const auth = useAuth();
  const [location] = useLocation();
  const collapsed = useDeviceValue(device.sidebarCollapsed) ?? false;
  const restaurantOverride = useDeviceValue(device.adminRestaurantIdOverride);
  const userOverride = useDeviceValue(device.adminUserIdOverride);
  const [listVisible, setListVisible] = useState(true);
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // Focus management: after a route change, move focus to the content so keyboard and screen-reader users land there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [location]);

  const state: ShellState = {
    authenticated: Boolean(auth.me),
    user: guardUserOf(auth.me),
    childAuthPending: Boolean(auth.childAuthUser),
    needsOnboarding,
    adminRestaurantOverride: restaurantOverride,
    routeId,
  };
  const nav = showsNavigation(state);
  const me = auth.me;
  const mayRead = me?.type === 'Admin' || Boolean(me?.permissions.includes('ReadReservations'));
  const liveRestaurant = nav && mayRead ? (me?.type === 'Restaurant' ? me.restaurantId : restaurantOverride) : null;
  const shell = useMemo(() => ({ listVisible, toggleList: () => setListVisible((visible) => !visible) }), [listVisible]);

  return (
    <ShellContext.Provider value={shell}>
      <div className={`shell${nav ? ' shell--nav' : ''}${collapsed ? ' shell--collapsed' : ''}`}>
        <a className="skip-link" href="#main">
          {intl.formatMessage({ id: 'nav.skip' })}
        </a>
        <Suspense fallback={null}>
          {restaurantOverride || userOverride ? <OverrideBanners /> : null}
          {showsAffiliateBar(state) ? <AffiliateBar /> : null}
        </Suspense>
        <div className="shell__frame">
          {nav ? (
            <Suspense fallback={null}>
              <Navigation variant="sidebar" collapsed={collapsed} onToggleCollapsed={() => device.sidebarCollapsed.set(!collapsed)} />
            </Suspense>
          ) : null}
          <div className="shell__body">
            {routeId && showsTopBar(state) ? (
              <Suspense fallback={<div className="top-bar" />}>
                <TopBar routeId={routeId} />
              </Suspense>
            ) : null}
            {liveRestaurant && me ? (
              <Suspense fallback={null}>
                <OfflineSync key={`${me._id}:${liveRestaurant}`} restaurantId={liveRestaurant} />
              </Suspense>
            ) : null}
            <main id="main" ref={main} tabIndex={-1} className="shell__main">
              {children}
            </main>
          </div>
        </div>
        {nav ? (
          <Suspense fallback={null}>
            <Navigation variant="bottom" />
          </Suspense>
        ) : null}
        {liveRestaurant && me ? (
          <Suspense fallback={null}>
            {/* A different account, child user or restaurant gets a stream of its own. */}
            <LiveUpdates key={`${me._id}:${liveRestaurant}`} restaurantId={liveRestaurant} />
          </Suspense>
        ) : null}
        <CookieChoice />
      </div>
    </ShellContext.Provider>
  );
}

/** The cookie banner where it applies (spec §4), once the first screen is interactive. */
function CookieChoice() {
  const stored = useDeviceValue(device.cookiesAccepted);
  const interactive = useInteractive();
  if (!interactive || !cookieBannerApplies(location.hostname, stored)) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
