import type en from '../../locales/en.json';
import type { Language } from '../../core/i18n/locale';
import type { MessagePart } from './message-sets';

export type Messages = typeof en;
export type MessageId = keyof Messages;

/**
 * One catalogue per language, fetched on demand so a guest downloads only the language they read — and, on the
 * guest's screens, only the guest's share of it, in two parts (`?guest` and `?guest-later`, filtered at build time by
 * message-sets.ts).
 */
export const loadMessages: Record<Language, Record<MessagePart, () => Promise<Partial<Messages>>>> = {
  de: {
    all: () => import('../../locales/de.json').then((module) => module.default),
    guest: () => import('../../locales/de.json?guest').then((module) => module.default),
    guestLater: () => import('../../locales/de.json?guest-later').then((module) => module.default),
  },
  en: {
    all: () => import('../../locales/en.json').then((module) => module.default),
    guest: () => import('../../locales/en.json?guest').then((module) => module.default),
    guestLater: () => import('../../locales/en.json?guest-later').then((module) => module.default),
  },
  es: {
    all: () => import('../../locales/es.json').then((module) => module.default),
    guest: () => import('../../locales/es.json?guest').then((module) => module.default),
    guestLater: () => import('../../locales/es.json?guest-later').then((module) => module.default),
  },
};
