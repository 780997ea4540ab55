// Whether the cookie banner applies (spec §4): the only part of it the first screen loads. The banner itself, its
// words included, arrives once the page is interactive (./CookieBanner.tsx, ./Shell.tsx).

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Shown only when no choice is stored and the host is not the local machine. */
export function cookieBannerApplies(hostname: string, stored: boolean | null): boolean {
  return stored === null && !localHosts.has(hostname);
}
