// Which pages another website may show in a frame. A restaurant puts its booking page on its own website
// ("phone-first, also embedded-friendly"), so the guest's pages may be framed by any site; every other page only by the
// app itself, so that no stranger's site can lay a staff screen under its own buttons (clickjacking). The server's
// headers (server/security-headers.ts) and the service worker's answers (sw/sw.ts) follow this one rule.

import type { HostMode } from './hosts';

/** The guest's pages: the booking home, and the manage link (also in its old form); under /r/{id} on the product's hosts. */
const guestPageOnProductHost = /^\/r\/[a-z0-9-]{1,64}(?:\/|\/guest\/reservation\/[^/]+\/?|\/reservation\/?)?$/;
/** On a restaurant's own host (core/hosts.ts) the same pages sit at the root. */
const guestPageOnRestaurantHost = /^\/(?:guest\/reservation\/[^/]+\/?|reservation\/?)?$/;

export function isEmbeddablePage(pathname: string, mode: HostMode): boolean {
  return (mode.kind === 'product' ? guestPageOnProductHost : guestPageOnRestaurantHost).test(pathname);
}

/**
 * The headers that let any site frame a page, from the app's own (the service worker answers every page with the one
 * precached shell, fetched as /index.html, which only the app may frame): no X-Frame-Options, frame-ancestors *.
 */
export function framedByAnyone(headers: Headers): Headers {
  const result = new Headers(headers);
  result.delete('x-frame-options');
  const policy = result.get('content-security-policy');
  if (policy !== null) {
    const directives = policy.split(';').map((directive) => directive.trim()).filter((directive) => directive && !/^frame-ancestors(?:\s|$)/i.test(directive));
    result.set('content-security-policy', [...directives, 'frame-ancestors *'].join(';'));
  }
  return result;
}
