// The web app manifest of one restaurant (spec §7: the installed app's icons are the restaurant's app icons). It is
// published beside the app config (manifests/{restaurantId}.webmanifest) so a guest's or a host's installed app carries
// the restaurant's name, colours and icons.
import type { AppConfig } from './schemas/restaurants';

export interface WebManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: WebManifestIcon[];
}

/**
 * The product's own icons (public/icons/, made by scripts/make-icons.ts): the build's manifest lists them, and so does a
 * restaurant's manifest while the restaurant has uploaded no app icon — Chromium installs an app only with a ≥ 144 px icon.
 */
export const productIcons: readonly WebManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export const webManifestKey = (restaurantId: string, onOwnHost = false) => `manifests/${restaurantId}${onOwnHost ? '.host' : ''}.webmanifest`;

/**
 * On the product's hosts the restaurant lives under /r/{id}/; on its own host (spec §2) at the root, so that host gets
 * its own manifest with the root as scope.
 */
export function webManifestOf(config: AppConfig, onOwnHost = false): WebManifest {
  const base = onOwnHost ? '/' : `/r/${config.restaurantId}/`;
  const { appIcon, favicon } = config.images ?? {};
  const icons: WebManifestIcon[] = appIcon
    ? [
        { src: appIcon.png192, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: appIcon.png512, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: appIcon.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ]
    : [...(favicon?.png48 ? [{ src: favicon.png48, sizes: '48x48', type: 'image/png', purpose: 'any' } as const] : []), ...productIcons];
  return {
    id: base,
    name: config.restaurantName,
    // Launchers cut longer names; 12 characters show on every home screen.
    short_name: config.restaurantName.length <= 12 ? config.restaurantName : `${config.restaurantName.slice(0, 11).trimEnd()}…`,
    lang: config.languages[0] ?? 'en',
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: config.COLOR_PRIMARY,
    background_color: config.COLOR_SECONDARY,
    icons,
  };
}
