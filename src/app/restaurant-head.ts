import { useEffect } from 'react';
import type { AppConfig } from '../../core/schemas/restaurants';
import { webManifestKey } from '../../core/web-manifest';
import { fileUrl } from '../api/restaurants';
import type { HostMode } from '../../core/hosts';

/** The product's own links of each rel (index.html: favicon, touch icon, the build's manifest), found on first use. */
const productLinks = new Map<string, HTMLLinkElement[]>();

/**
 * The head holds either the product's links of a rel or the restaurant's one (marked data-restaurant), never both: with
 * two manifests the browser would take the first, with two favicons whichever it likes. `href` null brings the product's
 * back.
 */
function setLink(rel: string, href: string | null, attributes: Record<string, string> = {}): void {
  let product = productLinks.get(rel);
  if (!product) {
    product = [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]:not([data-restaurant])`)];
    productLinks.set(rel, product);
  }
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"][data-restaurant]`);
  if (!href) {
    link?.remove();
    for (const own of product) if (!own.isConnected) document.head.append(own);
    return;
  }
  for (const own of product) own.remove();
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    link.dataset.restaurant = '';
    document.head.append(link);
  }
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  if (link.getAttribute('href') !== href) link.href = href;
}

/**
 * Spec §7: the restaurant's favicon (ico), its app icons and its web app manifest, so the browser tab and an installed
 * app show the restaurant rather than the product. The restaurant's manifest is scoped to its pages (/r/{id}/, or the
 * whole of its own host), so it applies only there; elsewhere (sign-in, admin, the landing page) the product's does.
 */
export function useRestaurantHead(appConfig: AppConfig | null, mode: HostMode, routeRestaurantId: string | null): void {
  const restaurantId = appConfig?.restaurantId ?? null;
  const images = appConfig?.images;
  const favicon = images?.favicon?.ico ?? null;
  const touchIcon = images?.appIcon?.png192 ?? null;
  const onOwnHost = mode.kind === 'restaurant';
  const manifestRestaurant = restaurantId && (onOwnHost || restaurantId === routeRestaurantId) ? restaurantId : null;
  useEffect(() => {
    setLink('icon', favicon ? fileUrl(favicon) : null, { sizes: 'any' });
    setLink('apple-touch-icon', touchIcon ? fileUrl(touchIcon) : null);
    setLink('manifest', manifestRestaurant ? fileUrl(`/files/${webManifestKey(manifestRestaurant, onOwnHost)}`) : null);
  }, [favicon, touchIcon, manifestRestaurant, onOwnHost]);
}
