// The one map from a refusal's catalogue code to what a person reads (design.md "Errors"): the server's and the
// tablet's rules refuse with a code, an English message for API callers and, where a time matters, the instant itself
// (`at`); the screens word it in the reader's language and the restaurant's local time (spec §9).
import type { IntlShape } from 'react-intl';
import { localTime, type Collision } from '../../core/reservations';

export interface Refusal {
  code: string;
  message: string;
  /** The instant the refusal is about (a start, a departure, the next booking on the table). */
  at?: string | undefined;
  /** For a taken table: what holds it. */
  collisions?: readonly Collision[] | undefined;
}

/** The refusal in the reader's words; a code without its own message falls back to the rule's message. */
export function refusalText(intl: IntlShape, refusal: Refusal, timeZone: string): string {
  const taken = refusal.collisions?.[0];
  if (refusal.code === 'table_occupied' && taken) {
    return intl.formatMessage({ id: 'refusal.tableTaken' }, { table: taken.tableNumber, from: localTime(taken.start, timeZone), to: localTime(taken.end, timeZone) });
  }
  const id = `refusal.${refusal.code}`;
  if (!(id in intl.messages)) return refusal.message;
  return intl.formatMessage({ id }, { time: refusal.at ? localTime(refusal.at, timeZone) : '' });
}
