// Spec §2: on the product's known hosts all four areas exist; on any other host only the restaurant area is served at
// the root, plus login, auth-failed and user-onboarding, with the restaurant resolved from the host.

export const defaultProductHosts = ['localhost', '127.0.0.1', 'covers.app', 'dev.covers.app'] as const;

export type HostMode = { kind: 'product' } | { kind: 'restaurant'; host: string };

export function hostMode(hostname: string, productHosts: readonly string[] = defaultProductHosts): HostMode {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  return productHosts.includes(host) ? { kind: 'product' } : { kind: 'restaurant', host };
}

/** Root-area routes a custom restaurant host still serves. */
export const restaurantHostRootRoutes = new Set(['Login', 'AuthFailed', 'UserOnboarding']);
