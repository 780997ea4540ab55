import { describe, expect, it } from 'vitest';
import { exampleAppConfig } from './schemas/test-kit';
import { productIcons, webManifestKey, webManifestOf } from './web-manifest';

const config = exampleAppConfig;

describe('web app manifest', () => {
  it('is scoped to the restaurant on product hosts and to the root on its own host', () => {
    expect(webManifestOf(config)).toMatchObject({ id: '/r/demo/', start_url: '/r/demo/', scope: '/r/demo/', lang: 'de', theme_color: '#8c2f39', background_color: '#f4ede4' });
    expect(webManifestOf(config, true)).toMatchObject({ start_url: '/', scope: '/' });
    expect(webManifestKey('demo')).toBe('manifests/demo.webmanifest');
    expect(webManifestKey('demo', true)).toBe('manifests/demo.host.webmanifest');
  });

  it('shortens a long name for launchers', () => {
    expect(webManifestOf(config).short_name).toBe('Trattoria D…');
    expect(webManifestOf({ ...config, restaurantName: 'Zur Post' }).short_name).toBe('Zur Post');
  });

  it('lists the uploaded app icons with the maskable one, else the favicon PNG and the product icons', () => {
    const appIcon = { png192: '/files/app-icons/demo/a-png192.png', png512: '/files/app-icons/demo/a-png512.png', maskable512: '/files/app-icons/demo/a-maskable512.png' };
    expect(webManifestOf({ ...config, images: { appIcon } }).icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    const favicon = { ico: '/files/favicons/demo/b.ico', png32: '/files/favicons/demo/b-png32.png', png48: '/files/favicons/demo/b-png48.png' };
    expect(webManifestOf({ ...config, images: { favicon } }).icons).toEqual([{ src: favicon.png48, sizes: '48x48', type: 'image/png', purpose: 'any' }, ...productIcons]);
    // Without an app icon the restaurant's app stays installable with the product's icons, a maskable one among them.
    expect(webManifestOf(config).icons).toEqual(productIcons);
    expect(productIcons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });
});
