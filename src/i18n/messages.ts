import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';

export const messages = { de, en, es } as const;
export type Locale = keyof typeof messages;
export type MessageId = keyof typeof en;
