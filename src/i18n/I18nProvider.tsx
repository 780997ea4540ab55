import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { device } from '../storage/device';
import { useDeviceValue } from '../storage/use-device-value';
import { cookieLanguage, intlLocaleOf, isLanguage, negotiateLocale, type Language } from '../../core/i18n/locale';
import type { MessageScope } from './message-sets';
import { loadMessages, type Messages } from './messages';
import { whenInteractive } from '../shell/when-interactive';

export const productLanguages: readonly Language[] = ['de', 'en', 'es'];

/** Negotiates the language (spec §1, §2). */
export function useNegotiatedLanguage(offered: readonly string[]): Language {
  const search = typeof location === 'undefined' ? '' : location.search;
  const override = useDeviceValue(device.languageOverride);
  return useMemo(() => {
    const queryLang = new URLSearchParams(search).get('lang');
    const result = negotiateLocale({
      offered: offered.length ? offered : productLanguages,
      queryLang,
      storedOverride: override,
      cookie: cookieLanguage(document.cookie),
      browser: navigator.languages,
    });
    // A forced ?lang= persists as the override (and as the cookie, which the server's welcome goes by).
    if (result.source === 'query' && isLanguage(queryLang)) rememberLanguage(queryLang);
    return result.language;
  }, [offered, search, override]);
}

type Catalogue = Partial<Messages>;
const loaded = new Map<string, Catalogue>();

/** The whole catalogue serves the guest's screens too. */
const loadedFor = (language: Language, scope: MessageScope): Catalogue | undefined =>
  loaded.get(`${language}:all`) ?? (scope === 'guest' ? loaded.get(`${language}:guest`) : undefined);

/** The language's messages for the scope, loaded once (a second call gets the same load). */
export function preloadMessages(language: Language, scope: MessageScope): Promise<Catalogue> {
  const ready = loadedFor(language, scope);
  if (ready) return Promise.resolve(ready);
  return loadMessages[language][scope]().then((catalogue) => {
    loaded.set(`${language}:${scope}`, catalogue);
    return catalogue;
  });
}

/**
 * The rest of the guest's share (message-sets.ts guestLaterPattern) joins the first part, once: fetched when the
 * browser is idle after the first screen, so it never delays it, or at once when a screen needs it. Answers the
 * joined catalogue.
 */
const guestLaterLoads = new Map<Language, Promise<Catalogue>>();
const joined = new Set<Language>();
function loadGuestLater(language: Language): Promise<Catalogue> {
  let load = guestLaterLoads.get(language);
  if (!load) {
    load = Promise.all([preloadMessages(language, 'guest'), loadMessages[language].guestLater()]).then(
      ([first, later]) => {
        const catalogue = { ...first, ...later };
        loaded.set(`${language}:guest`, catalogue);
        joined.add(language);
        return catalogue;
      },
      (error: unknown) => {
        // Out of reach (offline before the service worker holds it): the next screen that asks tries again.
        guestLaterLoads.delete(language);
        throw error;
      },
    );
    guestLaterLoads.set(language, load);
  }
  return load;
}

const RestOfMessages = createContext<{ ready: boolean; request: () => void }>({ ready: true, request: () => undefined });

/**
 * Whether the words of the screens past the guest's first one have arrived (the booking flow, the manage link); asks
 * for them at once when not. Such a screen shows a spinner until then, never a message id.
 */
export function useRestOfMessages(): boolean {
  const { ready, request } = useContext(RestOfMessages);
  useEffect(() => {
    if (!ready) request();
  }, [ready, request]);
  return ready;
}

/** Renders `fallback` until the language's messages have arrived (the first time only). */
export function I18nProvider({ language, scope, children, fallback }: { language: Language; scope: MessageScope; children: ReactNode; fallback: ReactNode }) {
  const [messages, setMessages] = useState<Catalogue | undefined>(() => loadedFor(language, scope));
  const firstArrived = messages !== undefined;
  const restReady = scope === 'all' || loaded.has(`${language}:all`) || joined.has(language);
  const request = useCallback(() => void loadGuestLater(language).then(setMessages, () => undefined), [language]);
  useEffect(() => {
    if (restReady || !firstArrived) return;
    // Once the first screen is interactive, not merely when the main thread idles: the booking home's own file may still
    // be on its way then, and the rest of the words must not compete with it (bench/guest-page.ts).
    whenInteractive(request);
  }, [restReady, firstArrived, request]);
  const rest = useMemo(() => ({ ready: restReady, request }), [restReady, request]);
  useEffect(() => {
    let current = true;
    const ready = loadedFor(language, scope);
    if (ready) setMessages(ready);
    else {
      void preloadMessages(language, scope).then((catalogue) => {
        if (current) setMessages(catalogue);
      });
    }
    document.documentElement.lang = language;
    return () => {
      current = false;
    };
  }, [language, scope]);
  const active = loadedFor(language, scope) ?? messages;
  if (!active) return <>{fallback}</>;
  return (
    <IntlProvider locale={intlLocaleOf[language]} messages={active} defaultLocale="en-US" onError={reportMessageError}>
      <RestOfMessages.Provider value={rest}>{children}</RestOfMessages.Provider>
    </IntlProvider>
  );
}

/**
 * react-intl is silent about a missing message in production builds; we are not: a screen showing a message id is a
 * defect the browser tests look for (they fail on this console line).
 */
function reportMessageError(error: { code: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION' || error.code === 'FORMAT_ERROR') console.error(`[covers] message error: ${error.message}`);
}

/** The language switcher stores the override; the page re-renders in the new language. */
export function chooseLanguage(language: Language): void {
  // A ?lang= in the address would win over the choice: drop it.
  const url = new URL(location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    history.replaceState(history.state, '', url);
  }
  rememberLanguage(language);
}

/** The device's language choice: the stored override, and the cookie the server reads (server/pages/booking-home.ts). */
function rememberLanguage(language: Language): void {
  document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`;
  device.languageOverride.set(language);
}
