import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { device } from '../storage/device';
import { useDeviceValue } from '../storage/use-device-value';
import { intlLocaleOf, isLanguage, negotiateLocale, type Language } from './locale';
import { loadMessages, type Messages } from './messages';

export const productLanguages: readonly Language[] = ['de', 'en', 'es'];

function cookieLanguage(): string | null {
  const match = /(?:^|;\s*)lang=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Negotiates the language (spec §1, §2) and provides react-intl and dayjs in it. */
export function useNegotiatedLanguage(offered: readonly string[]): Language {
  const search = typeof location === 'undefined' ? '' : location.search;
  const override = useDeviceValue(device.languageOverride);
  return useMemo(() => {
    const queryLang = new URLSearchParams(search).get('lang');
    const result = negotiateLocale({
      offered: offered.length ? offered : productLanguages,
      queryLang,
      storedOverride: override,
      cookie: cookieLanguage(),
      browser: navigator.languages,
    });
    // A forced ?lang= persists as the override.
    if (result.source === 'query' && isLanguage(queryLang)) device.languageOverride.set(queryLang);
    return result.language;
  }, [offered, search, override]);
}

const loaded = new Map<Language, Messages>();

/** Renders `fallback` until the language's messages have arrived (the first time only). */
export function I18nProvider({ language, children, fallback }: { language: Language; children: ReactNode; fallback: ReactNode }) {
  const [messages, setMessages] = useState<Messages | undefined>(() => loaded.get(language));
  useEffect(() => {
    let current = true;
    const ready = loaded.get(language);
    if (ready) setMessages(ready);
    else {
      void loadMessages[language]().then((catalogue) => {
        loaded.set(language, catalogue);
        if (current) setMessages(catalogue);
      });
    }
    document.documentElement.lang = language;
    dayjs.locale(language);
    return () => {
      current = false;
    };
  }, [language]);
  const active = loaded.get(language) ?? messages;
  if (!active) return <>{fallback}</>;
  return (
    <IntlProvider locale={intlLocaleOf[language]} messages={active} defaultLocale="en-US">
      {children}
    </IntlProvider>
  );
}

/** The language switcher stores the override; the page re-renders in the new language. */
export function chooseLanguage(language: Language): void {
  // A ?lang= in the address would win over the choice: drop it.
  const url = new URL(location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    history.replaceState(history.state, '', url);
  }
  document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`;
  device.languageOverride.set(language);
}
