import { useEffect } from 'react';
import type { AppConfig } from '../../core/schemas/restaurants';
import { webManifestKey } from '../../core/web-manifest';
import { fileUrl } from '../api/restaurants';
import type { HostMode } from './host';

/** One <link> in the document head that this hook owns; absent when `href` is null. */
function setLink(rel: string, href: string | null, attributes: Record<string, string> = {}): void {
  const selector = `link[rel="${rel}"][data-restaurant]`;
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!href) {
    link?.remove();
    return;
  }
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
 * app show the restaurant rather than the product.
 */
export function useRestaurantHead(appConfig: AppConfig | null, mode: HostMode): void {
  const restaurantId = appConfig?.restaurantId ?? null;
  const images = appConfig?.images;
  const favicon = images?.favicon?.ico ?? null;
  const touchIcon = images?.appIcon?.png192 ?? null;
  useEffect(() => {
    setLink('icon', favicon ? fileUrl(favicon) : null, { sizes: 'any' });
    setLink('apple-touch-icon', touchIcon ? fileUrl(touchIcon) : null);
    setLink('manifest', restaurantId ? fileUrl(`/files/${webManifestKey(restaurantId, mode.kind === 'restaurant')}`) : null);
  }, [favicon, touchIcon, restaurantId, mode.kind]);
}
