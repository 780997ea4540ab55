// A refusal's reason in the reader's words: the server and the tablet's rules give a reason and its figures (guest
// refusals: core/reservations/guest-refusal.ts; commands: core/commands/types.ts; settings changes:
// core/staff-refusal.ts). A reason's message is found by its name — `guest.refusal.<reason>` (in the guest's share of
// the catalogue, ./message-sets.ts) or `refusal.reason.<reason>` — so the guest's page carries no table of them; a
// reason without a message is worded by its code (./error-messages.ts). reason-messages.test.ts holds every reason to
// a message in every language.
import type { IntlShape } from 'react-intl';
import type { ReasonParams } from '../../core/errors';

export const reasonMessageIds = (reason: string) => [`guest.refusal.${reason}`, `refusal.reason.${reason}`];

export function reasonMessageId(intl: IntlShape, params: ReasonParams | undefined): string | undefined {
  return params ? reasonMessageIds(params.reason).find((id) => id in intl.messages) : undefined;
}

/** A reason's figures as its message shows them: a day as the guest's emails write it, a list as
 * a list of names ("7, 9": the messages' sentences read for one name or several). */
export function reasonValues(intl: IntlShape, params: ReasonParams | undefined): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (name === 'reason') continue;
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) values[name] = intl.formatList(value as string[], { type: 'unit' });
  }
  if (typeof values.day === 'string') values.day = intl.formatDate(`${values.day}T00:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' });
  return values;
}
