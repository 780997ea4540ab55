import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/auth-context';
import { device } from '../../storage/device';
import { useDeviceValue } from '../../storage/use-device-value';
import { guardUserOf } from '../guard-user';
import { showsAffiliateBar, showsNavigation, showsTopBar, type ShellState } from '../navigation';
import { AffiliateBar } from './AffiliateBar';
import { CookieBanner } from './CookieBanner';
import { OverrideBanners } from './OverrideBanners';
import { ShellContext } from './shell-context';
import { TopBar } from './TopBar';

// Staff navigation (and its menu library) loads only for staff, keeping the guest's booking page small.
const Navigation = lazy(() => import('./Navigation').then((module) => ({ default: module.Navigation })));

export function Shell({ routeId, needsOnboarding, children }: { routeId: string | null; needsOnboarding: boolean; children: ReactNode }) {
  const intl = useIntl();
  const auth = useAuth();
  const [location] = useLocation();
  const collapsed = useDeviceValue(device.sidebarCollapsed) ?? false;
  const restaurantOverride = useDeviceValue(device.adminRestaurantIdOverride);
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
  const shell = useMemo(() => ({ listVisible, toggleList: () => setListVisible((visible) => !visible) }), [listVisible]);

  return (
    <ShellContext.Provider value={shell}>
      <div className={`shell${nav ? ' shell--nav' : ''}${collapsed ? ' shell--collapsed' : ''}`}>
        <a className="skip-link" href="#main">
          {intl.formatMessage({ id: 'nav.skip' })}
        </a>
        <OverrideBanners />
        {showsAffiliateBar(state) ? <AffiliateBar /> : null}
        <div className="shell__frame">
          {nav ? (
            <Suspense fallback={null}>
              <Navigation variant="sidebar" collapsed={collapsed} onToggleCollapsed={() => device.sidebarCollapsed.set(!collapsed)} />
            </Suspense>
          ) : null}
          <div className="shell__body">
            {routeId && showsTopBar(state) ? <TopBar routeId={routeId} /> : null}
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
        <CookieBanner />
      </div>
    </ShellContext.Provider>
  );
}
