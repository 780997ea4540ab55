// Spec §7 static files: the images a restaurant uploads, by kind, and the limits the server enforces (the PWA shows the
// same limits before it sends anything).

/** The restaurant's own images, set in the app config: logo (png), favicon (ico) and the installed PWA's icons. */
export const brandImageKinds = ['logo', 'favicon', 'app-icon'] as const;
export type BrandImageKind = (typeof brandImageKinds)[number];
/** A city's cover (spec §7 city covers) belongs to the platform, a creator's profile picture to the creator. */
export type ImageKind = BrandImageKind | 'area' | 'city-cover' | 'profile-picture';

/** What an upload may be, told from its first bytes (never from the client's Content-Type). */
export type ImageType = 'png' | 'jpeg' | 'webp' | 'ico';

export const maxImageBytes = 5 * 1024 * 1024;
/** Decoding a larger picture could take seconds and gigabytes (a "decompression bomb"); 40 MP covers any camera photo. */
export const maxImagePixels = 40_000_000;

export const acceptedImageTypes: Record<ImageKind, readonly ImageType[]> = {
  logo: ['png', 'jpeg', 'webp'],
  favicon: ['ico', 'png', 'jpeg', 'webp'],
  'app-icon': ['png', 'jpeg', 'webp'],
  area: ['png', 'jpeg', 'webp'],
  'city-cover': ['png', 'jpeg', 'webp'],
  'profile-picture': ['png', 'jpeg', 'webp'],
};

/** The shorter side must reach this, so no variant is blown up from a postage stamp. */
export const minImageSide: Record<ImageKind, number> = { logo: 32, favicon: 16, 'app-icon': 192, area: 200, 'city-cover': 200, 'profile-picture': 128 };

/** MIME types for a file picker's `accept`, per kind. */
export function acceptAttribute(kind: ImageKind): string {
  const mime: Record<ImageType, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', ico: 'image/x-icon,.ico' };
  return acceptedImageTypes[kind].map((type) => mime[type]).join(',');
}

/** The types as people name them, for messages: "PNG, JPEG or WebP". */
export function typeNames(kind: ImageKind): string {
  const names = acceptedImageTypes[kind].map((type) => (type === 'webp' ? 'WebP' : type.toUpperCase()));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : (names[0] ?? '');
}
