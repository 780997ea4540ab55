// Spec §3 Restaurant partySizeMin / partySizeMax: the party sizes a guest may book online, and join the waitlist for.
// The online booking and the waitlist refuse any other size with the same reason.
import type { GuestRefusal } from './guest-refusal';

/** Why a party of this size cannot book online, or null when it can. */
export function onlinePartySizeRefusal(rules: { partySizeMin: number; partySizeMax: number }, partySize: number): GuestRefusal | null {
  if (partySize >= rules.partySizeMin && partySize <= rules.partySizeMax) return null;
  return { reason: 'partySize', min: rules.partySizeMin, max: rules.partySizeMax };
}
