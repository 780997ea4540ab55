// Spec §2: on the product's known hosts all four areas exist; on any other host (a restaurant's own domain) only the
// restaurant area is served, at the root. The app's routes, the service worker and the server's headers read the host
// this one way.

export const defaultProductHosts = ['localhost', '127.0.0.1', 'covers.app', 'dev.covers.app'] as const;

export type HostMode = { kind: 'product' } | { kind: 'restaurant'; host: string };

export function hostMode(hostname: string, productHosts: readonly string[] = defaultProductHosts): HostMode {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  return productHosts.includes(host) ? { kind: 'product' } : { kind: 'restaurant', host };
}
