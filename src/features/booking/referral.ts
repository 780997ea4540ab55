// The creator who sent this guest (docs/decisions/014-affiliates.md): a ?ref= link is kept on the device with the
// moment it was first opened, and a later link does not replace it within the default attribution window (the first
// referrer wins). The booking sends both; the server decides with the restaurant's own window.
import { device } from '../../storage/device';

const keptMs = 30 * 86_400_000;
const referralCodePattern = /^[A-Za-z0-9_-]{1,64}$/;

export interface Referral {
  code: string;
  at: string;
}

/** What the device should keep after the guest opened `search` at `now`: the stored referral, or the link's. */
export function referralAfter(stored: Referral | null, linkCode: string | null, now: number): Referral | null {
  const fresh = stored !== null && now - Date.parse(stored.at) <= keptMs ? stored : null;
  if (!linkCode || !referralCodePattern.test(linkCode)) return fresh;
  if (fresh) return fresh;
  return { code: linkCode, at: new Date(now).toISOString() };
}

/** Keeps the link's referral code (?ref=) on the device unless a creator referred the guest first. */
export function keepReferral(search: string, now = Date.now()): void {
  const stored = storedReferral();
  const next = referralAfter(stored, new URLSearchParams(search).get('ref'), now);
  if (next?.code === stored?.code && next?.at === stored?.at) return;
  device.affiliateCode.set(next?.code ?? null);
  device.affiliateCodeAt.set(next?.at ?? null);
}

/** The referral the device holds, if it is still within the window; what a booking sends. */
export function currentReferral(now = Date.now()): Referral | null {
  return referralAfter(storedReferral(), null, now);
}

function storedReferral(): Referral | null {
  const code = device.affiliateCode.get();
  if (!code) return null;
  // A code kept before the moment was recorded counts from now: it was opened at most as long ago as this visit.
  return { code, at: device.affiliateCodeAt.get() ?? new Date().toISOString() };
}
