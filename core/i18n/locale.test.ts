import { describe, expect, it } from 'vitest';
import { cookieLanguage, DefaultLanguageError, languageOf, negotiateLocale } from './locale';

const all = ['de', 'en', 'es'];

describe('negotiateLocale', () => {
  it('lets ?lang= win when the restaurant offers it', () => {
    expect(negotiateLocale({ offered: all, queryLang: 'es', storedOverride: 'de', browser: ['en-US'] })).toEqual({ language: 'es', source: 'query' });
  });
  it('ignores a ?lang= the restaurant does not offer', () => {
    expect(negotiateLocale({ offered: ['de', 'en'], queryLang: 'es', browser: ['en'] })).toEqual({ language: 'en', source: 'browser' });
  });
  it('uses the stored override before the cookie and the browser', () => {
    expect(negotiateLocale({ offered: all, storedOverride: 'es', cookie: 'de', browser: ['en'] }).language).toBe('es');
  });
  it('uses the cookie before the browser', () => {
    expect(negotiateLocale({ offered: all, cookie: 'de-DE', browser: ['en'] })).toEqual({ language: 'de', source: 'cookie' });
  });
  it('walks the browser languages in order, by base language', () => {
    expect(negotiateLocale({ offered: all, browser: ['fr-FR', 'es-AR', 'de'] })).toEqual({ language: 'es', source: 'browser' });
  });
  it('falls back to English without browser languages, else to the default', () => {
    expect(negotiateLocale({ offered: ['de', 'en'] })).toEqual({ language: 'en', source: 'fallback' });
    expect(negotiateLocale({ offered: ['de', 'en'], browser: ['fr'] })).toEqual({ language: 'de', source: 'default' });
    expect(negotiateLocale({ offered: ['es'], browser: ['fr'] })).toEqual({ language: 'es', source: 'default' });
  });
  it('throws "Default language not found" without any offered language', () => {
    expect(() => negotiateLocale({ offered: [] })).toThrow(DefaultLanguageError);
    expect(() => negotiateLocale({ offered: ['fr'] })).toThrow('Default language not found');
  });
  it('reads language tags', () => {
    expect(languageOf('es-MX')).toBe('es');
    expect(languageOf('DE_at')).toBe('de');
    expect(languageOf('fr')).toBeUndefined();
    expect(languageOf(undefined)).toBeUndefined();
  });
});

describe('cookieLanguage', () => {
  it("reads the lang cookie among others, and nothing from a malformed one", () => {
    expect(cookieLanguage('a=1; lang=es; b=2')).toBe('es');
    expect(cookieLanguage('lang=de')).toBe('de');
    expect(cookieLanguage('slang=de')).toBeNull();
    expect(cookieLanguage('lang=%E0%A4%A')).toBeNull();
    expect(cookieLanguage(undefined)).toBeNull();
  });
});
