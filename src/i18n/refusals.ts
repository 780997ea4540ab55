// A rule's refusal as the front-of-house screens and the sync hold it (code, the reason and figures, the values its
// message needs), worded through the one code → message map (./error-messages.ts).
import type { IntlShape } from 'react-intl';
import type { ReasonParams } from '../../core/errors';
import type { Collision } from '../../core/reservations';
import { messageForRefusal } from './error-messages';

export interface Refusal {
  code: string;
  /** Why, beyond the code, and its figures (a rule's reason: core/commands, core/staff-refusal.ts). */
  reason?: ReasonParams | undefined;
  /** The instant the refusal is about (a start, a departure, the next booking on the table). */
  at?: string | undefined;
  /** For a taken table: what holds it. */
  collisions?: readonly Collision[] | undefined;
}

/** The refusal in the reader's words and the restaurant's local time (spec §9). */
export function refusalText(intl: IntlShape, refusal: Refusal, timeZone: string): string {
  return messageForRefusal(intl, { code: refusal.code, params: { at: refusal.at, collisions: refusal.collisions, reason: refusal.reason } }, timeZone);
}
