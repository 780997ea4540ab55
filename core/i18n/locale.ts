// Spec §1, §2, §9: de (de-DE), en (en-US), es (es-MX). The restaurant's first configured language is its default.
// A `?lang=` parameter or a stored override forces a language; otherwise the cookie, the browser, a fallback, the
// default — each only when the restaurant offers it.

export const supportedLanguages = ['de', 'en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];

/** Each language in its own words, as the language pickers show it. */
export const languageNames: Record<Language, string> = { de: 'Deutsch', en: 'English', es: 'Español' };

export const intlLocaleOf: Record<Language, string> = { de: 'de-DE', en: 'en-US', es: 'es-MX' };
export const fallbackLanguage: Language = 'en';

/**
 * A text the restaurant wrote in several languages (an area's name, a special's title): the guest's language, else the
 * first language that has one, else `fallback`. The booking pages and the guest's emails read them the same way.
 */
export function localized(text: Readonly<Record<string, string>> | undefined, language: string, fallback = ''): string {
  if (!text) return fallback;
  return text[language] || Object.values(text).find(Boolean) || fallback;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** `de-AT` → `de`; anything unsupported → undefined. */
export function languageOf(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/** The language in a Cookie header's `lang` cookie (the app writes it with the guest's choice), or null. */
export function cookieLanguage(cookieHeader: string | null | undefined): string | null {
  const match = /(?:^|;\s*)lang=([^;]+)/.exec(cookieHeader ?? '');
  try {
    return match?.[1] ? decodeURIComponent(match[1]) : null;
  } catch {
    return null;
  }
}

export interface LocaleInputs {
  /** The restaurant's languages in order; the first is the default. */
  offered: readonly string[];
  queryLang?: string | null;
  storedOverride?: string | null;
  cookie?: string | null;
  browser?: readonly string[];
}

export class DefaultLanguageError extends Error {
  constructor() {
    super('Default language not found');
  }
}

export interface NegotiatedLocale {
  language: Language;
  /** Where the choice came from; a `query` choice is stored as the new override. */
  source: 'query' | 'override' | 'cookie' | 'browser' | 'fallback' | 'default';
}

export function negotiateLocale(inputs: LocaleInputs): NegotiatedLocale {
  const offered = inputs.offered.filter(isLanguage);
  const defaultLanguage = offered[0];
  if (!defaultLanguage) throw new DefaultLanguageError();
  const pick = (tag: string | null | undefined) => {
    const language = languageOf(tag);
    return language && offered.includes(language) ? language : undefined;
  };
  const query = pick(inputs.queryLang);
  if (query) return { language: query, source: 'query' };
  const override = pick(inputs.storedOverride);
  if (override) return { language: override, source: 'override' };
  const cookie = pick(inputs.cookie);
  if (cookie) return { language: cookie, source: 'cookie' };
  for (const tag of inputs.browser ?? []) {
    const browser = pick(tag);
    if (browser) return { language: browser, source: 'browser' };
  }
  if (offered.includes(fallbackLanguage) && !inputs.browser?.length) return { language: fallbackLanguage, source: 'fallback' };
  return { language: defaultLanguage, source: 'default' };
}
