// The address parameters that are not the flow's own (a referral code, a language), kept across the flow's steps. A
// module of its own so the booking home, which needs only this, does not load the flow's address model
// (./booking-url.ts) before it is interactive.

/** The parameters the flow's steps write (./booking-url.ts). */
const flowParams: ReadonlySet<string> = new Set(['book', 'size', 'date', 'area', 'group', 'special', 'slot']);

/** Keeps what the address asked for only where the other parameters (a referral code, a language) are concerned. */
export function withOtherParams(search: string, currentSearch: string): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(currentSearch)) if (!flowParams.has(key)) next.append(key, value);
  const text = next.toString().replace(/^book=(&|$)/, 'book$1');
  return text ? `?${text}` : '';
}
