import type en from '../../locales/en.json';
import type { Language } from './locale';

export type Messages = typeof en;
export type MessageId = keyof Messages;

/** One catalogue per language, fetched on demand so a guest downloads only the language they read. */
export const loadMessages: Record<Language, () => Promise<Messages>> = {
  de: () => import('../../locales/de.json').then((module) => module.default),
  en: () => import('../../locales/en.json').then((module) => module.default),
  es: () => import('../../locales/es.json').then((module) => module.default),
};
