import { Suspense, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { AppConfig } from '../../core/schemas/restaurants';
import { ApiError, configureApi } from '../api/client';
import { fetchAppConfig, fetchStatus } from '../api/restaurants';
import { appQueryKeys } from '../api/app-query-keys';
import { useResource } from '../api/resource';
import { useAuth } from '../auth/auth-context';
import { AuthProvider } from '../auth/AuthProvider';
import { I18nProvider, preloadMessages, productLanguages, useNegotiatedLanguage } from '../i18n/I18nProvider';
import { guestRoutes } from '../i18n/message-sets';
import { device } from '../storage/device';
import { useDeviceValue } from '../storage/use-device-value';
import { ThemeProvider, productColors } from '../theme/ThemeProvider';
import { ConnectionNotice } from '../ui/ConnectionNotice';
import { Spinner, StartupSpinner } from '../ui/Spinner';
import { ApiEventHandler } from './ApiEventHandler';
import { ErrorBoundary } from './ErrorBoundary';
import { decide } from '../shell/guard';
import { guardUserOf, isCrawler } from '../shell/guard-user';
import { defaultProductHosts, hostMode } from '../../core/hosts';
import { matchLocation, type Match } from '../../core/routes/match';
import { pageFor, preloadPage } from './pages';
import { releasePrerenderOffPath } from '../shell/prerender';
import { ErrorPage } from './pages/ErrorPage';
import { RestaurantContext, useRestaurant } from '../shell/restaurant-context';
import { useRestaurantHead } from './restaurant-head';
import type { RouteId } from '../../core/routes/route-table';
import { routeName } from '../shell/route-name';
import { Shell } from '../shell/Shell';

/** Where the external routes lead (spec §2: the privacy page is an external link), set when the app is built. */
const externalUrls: Readonly<Record<string, string | undefined>> = { Privacy: import.meta.env.VITE_PRIVACY_URL as string | undefined };

/**
 * The public creator pages title themselves as the server titles them (the creator's name, the collection and page;
 * src/features/public-pages): a link shared from the tab reads as the preview does.
 */
const selfTitledRoutes: ReadonlySet<RouteId> = new Set(['SlugHub', 'AllHub']);

/** Screens that sign people in load Firebase even though they need no user type. */
const authScreens = new Set(['Login', 'UserOnboarding', 'AuthFailed', 'EmulatorConfig']);

export function App() {
  return (
    <AuthProvider>
      <Root />
    </AuthProvider>
  );
}

function Root() {
  const [location] = useLocation();
  const auth = useAuth();
  const mode = useMemo(() => currentHostMode(), []);
  const restaurantOverride = useDeviceValue(device.adminRestaurantIdOverride);
  const userOverride = useDeviceValue(device.adminUserIdOverride);

  // On a custom host the API resolves the restaurant from the host name.
  const hostConfig = useResource(appQueryKeys.appConfig(null), () => fetchAppConfig(null), { enabled: mode.kind === 'restaurant', staleMs: 3600_000 });
  const match = matchLocation(location, mode, hostConfig.data?.restaurantId);
  const routeId = match.kind === 'route' ? match.route.id : null;
  const routeRestaurant = match.kind === 'route' ? (match.restaurantId ?? null) : null;
  const themeRestaurant = routeRestaurant ?? restaurantOverride ?? auth.me?.restaurantId ?? null;

  useEffect(() => {
    if (routeId) preloadPage(routeId, routeRestaurant);
  }, [routeId, routeRestaurant]);
  // The server's welcome stands for the booking home only (./prerender.ts).
  useLayoutEffect(() => releasePrerenderOffPath(location), [location]);

  const needsAuth = match.kind === 'route' && (Boolean(match.route.userType) || authScreens.has(match.route.id));
  useEffect(() => {
    if (needsAuth && !auth.enabled) auth.enable();
  }, [needsAuth, auth]);
  useEffect(() => {
    configureApi({ restaurantId: () => routeRestaurant ?? device.adminRestaurantIdOverride.get() ?? null });
  }, [routeRestaurant]);

  const config = useResource(appQueryKeys.appConfig(themeRestaurant), () => fetchAppConfig(themeRestaurant), { enabled: themeRestaurant !== null, staleMs: 3600_000 });
  const appConfig: AppConfig | null = (themeRestaurant ? config.data : hostConfig.data) ?? null;
  const language = useNegotiatedLanguage(appConfig?.languages ?? productLanguages);
  const scope = routeId && guestRoutes.has(routeId) && !auth.me && !restaurantOverride && !userOverride ? 'guest' : 'all';
  useRestaurantHead(appConfig, mode, routeRestaurant);
  // The messages load beside the app config instead of after it: before the config says which languages the
  // restaurant offers, the language negotiated among the product's own is almost always the one it will be.
  useEffect(() => {
    preloadMessages(language, scope).catch(() => undefined);
  }, [language, scope]);

  // Spec §2: start-up waits for the app config (a failed load sets the failed flag: the error page).
  const configPending = (themeRestaurant !== null && config.isPending) || (mode.kind === 'restaurant' && hostConfig.isPending);
  if (configPending) return <StartupSpinner />;
  const configFailed = routeRestaurant !== null && config.isError;

  return (
    <I18nProvider language={language} scope={scope} fallback={<StartupSpinner />}>
      <ThemeProvider colors={appConfig ?? productColors}>
        <RestaurantContext.Provider value={{ mode, match, restaurantId: routeRestaurant, appConfig }}>
          <ConnectionNotice />
          <ApiEventHandler />
          {configFailed ? <ErrorPage notFound={isUnknownRestaurant(config.error)} path={location} /> : <Routed match={match} routeId={routeId} />}
        </RestaurantContext.Provider>
      </ThemeProvider>
    </I18nProvider>
  );
}

function Routed({ match, routeId }: { match: Match; routeId: RouteId | null }) {
  const [location, navigate] = useLocation();
  const auth = useAuth();
  const intl = useIntl();
  const restaurantName = useRestaurantName();
  const user = guardUserOf(auth.me);
  const mode = useMemo(() => currentHostMode(), []);

  const staffRestaurant = user?.type === 'Restaurant' ? user.restaurantId : null;
  const status = useResource(appQueryKeys.status(staffRestaurant), () => fetchStatus(staffRestaurant as string), { enabled: staffRestaurant !== null, staleMs: 60_000 });
  const restaurantNeedsOnboarding = Boolean(status.data && !(status.data.setup.areas && status.data.setup.tables));
  // A restaurant last seen set up opens at once (offline too); a status saying otherwise still redirects when it comes.
  const knownSetUp = staffRestaurant !== null && device.setupCompleteFor.get() === staffRestaurant;
  const authReady = auth.ready && (staffRestaurant === null || !status.isPending || knownSetUp);
  useEffect(() => {
    if (staffRestaurant && status.data) device.setupCompleteFor.set(restaurantNeedsOnboarding ? null : staffRestaurant);
  }, [staffRestaurant, status.data, restaurantNeedsOnboarding]);

  const decision =
    match.kind === 'route'
      ? decide(
          { route: match.route, params: match.params, restaurantId: match.restaurantId, pathname: location },
          { authReady, user, childAuthPending: Boolean(auth.childAuthUser), restaurantNeedsOnboarding, mode, externalUrls },
        )
      : ({ kind: 'notFound', message: match.message } as const);

  useEffect(() => {
    if (decision.kind !== 'redirect') return;
    if (decision.rememberCurrent) device.preSignInRoute.set(location + window.location.search);
    // The guard has checked an external target is an absolute http(s) address (guard.ts, safeExternalUrl).
    if (decision.external) window.location.replace(decision.to);
    else navigate(decision.to, { replace: true });
  }, [decision, location, navigate]);

  useEffect(() => {
    if (routeId && selfTitledRoutes.has(routeId)) return;
    const name = routeId ? routeName(intl, routeId) : intl.formatMessage({ id: 'error.notFound' });
    document.title = `${name} - ${restaurantName}`;
  }, [routeId, intl, restaurantName]);

  let content: ReactNode;
  if (decision.kind === 'notFound') {
    content = <ErrorPage notFound path={isCrawler(navigator.userAgent) ? undefined : location} />;
  } else if (decision.kind !== 'allow' || match.kind !== 'route') {
    content = <Spinner />;
  } else {
    const Page = pageFor(match.route.id);
    content = (
      <ErrorBoundary resetKey={location}>
        <Suspense fallback={<Spinner />}>
          <Page routeId={match.route.id} params={match.params} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return (
    <Shell routeId={routeId} needsOnboarding={restaurantNeedsOnboarding}>
      {content}
    </Shell>
  );
}

/** The restaurant's config is missing because there is no such restaurant (not because the server failed). */
function isUnknownRestaurant(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'missing_app_config');
}

/** The host's route groups; a debug host (device setting, spec §3) stands in for the real one. */
function currentHostMode() {
  return hostMode(device.debugHost.get() ?? window.location.hostname, defaultProductHosts);
}

function useRestaurantName(): string {
  const intl = useIntl();
  const { appConfig } = useRestaurant();
  return appConfig?.restaurantName ?? intl.formatMessage({ id: 'app.name' });
}
