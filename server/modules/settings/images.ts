// Image uploads (spec §7 static files): the variants of each upload go into the bucket by kind and restaurant, under
// names made from the upload's own hash, so a file name never points at other bytes and the month-long image cache
// (routes/files.ts) is always safe. The brand images are then written into the app config, which is republished.
import { createHash } from 'node:crypto';
import { AppError } from '../../../core/errors';
import type { StaffRefusal } from '../../../core/staff-refusal';
import type { BrandImageKind, ImageKind } from '../../../core/images';
import type { Area } from '../../../core/schemas/floor';
import type { AppConfig, RestaurantImages } from '../../../core/schemas/restaurants';
import type { Database } from '../../platform/db/connection';
import type { Bucket } from '../../platform/files/bucket';
import { areaDto } from './areas';
import { variantsOf, type Variant } from './image-variants';
import type { PublishingService } from '../publishing';
import { areaExists, setAreaImage } from './repository/area-images';

/** Bumped when the variants change, so new renderings of the same upload get new names. */
const renderingVersion = 'v1';

/** The bucket folder of each variant: spec §7 names app icons, favicons, logos, images and thumbnails (jpg). */
function folderOf(kind: ImageKind, variant: Variant): string {
  if (variant.name === 'thumbnail') return 'thumbnails';
  return { logo: 'logos', favicon: 'favicons', 'app-icon': 'app-icons', area: 'images', 'city-cover': 'city-covers', 'profile-picture': 'profile-pictures' }[kind];
}

/**
 * `images/demo/3f…9a.jpg`, `app-icons/demo/3f…9a-png192.png`: one name stem per upload, the variant after it. The
 * folder below the kind is the owner: the restaurant, the city for a city cover, the user for a profile picture.
 */
function keyOf(owner: string, kind: ImageKind, stem: string, variant: Variant): string {
  const single = variant.name === 'image' || variant.name === 'thumbnail' || (kind === 'logo' && variant.name === 'png') || variant.name === 'ico';
  return `${folderOf(kind, variant)}/${owner}/${stem}${single ? '' : `-${variant.name}`}.${variant.extension}`;
}

export const fileUrlOf = (key: string) => `/files/${key}`;

export interface AreaImageUpload {
  imageURL: string;
  thumbnailURL: string;
  /** The area whose image was set, when the upload named one. */
  area?: Area;
}

export type ImagesService = ReturnType<typeof imagesService>;

export function imagesService({ db, bucket, publishing }: { db: Database; bucket: Bucket; publishing: PublishingService }) {
  /** Makes and stores the variants; returns their URLs by variant name. */
  async function store(owner: string, kind: ImageKind, bytes: Buffer | undefined): Promise<Record<string, string>> {
    if (!bytes || bytes.length === 0) throw new AppError('invalid_request', 'Send the image file as the request body', { params: { reason: 'imageMissing' } satisfies StaffRefusal });
    const variants = await variantsOf(kind, bytes);
    const stem = createHash('sha256').update(`${kind}:${renderingVersion}:`).update(bytes).digest('hex').slice(0, 24);
    const urls: Record<string, string> = {};
    await Promise.all(
      variants.map(async (variant) => {
        const key = keyOf(owner, kind, stem, variant);
        await bucket.put(key, variant.body, '');
        urls[variant.name] = fileUrlOf(key);
      }),
    );
    return urls;
  }

  /** Spec §7: the logo (png), favicon (ico) or app icons; the app config names them and is republished. */
  async function uploadBrandImage(restaurantId: string, kind: BrandImageKind, bytes: Buffer | undefined): Promise<AppConfig> {
    const current = await publishing.appConfigOf(restaurantId);
    const urls = await store(restaurantId, kind, bytes);
    const images: RestaurantImages = { ...current.images };
    if (kind === 'logo') images.logo = { png: urls.png as string, thumbnail: urls.thumbnail as string };
    if (kind === 'favicon') images.favicon = { ico: urls.ico as string, ...(urls.png32 ? { png32: urls.png32, png48: urls.png48 } : {}) };
    if (kind === 'app-icon') images.appIcon = { png192: urls.png192 as string, png512: urls.png512 as string, maskable512: urls.maskable512 as string };
    return publishing.updateAppConfig(restaurantId, { images });
  }

  /**
   * The app config stops naming the image; the files stay, because an installed app or a cached config may still
   * point at them for a while (they are small and content-addressed).
   */
  async function removeBrandImage(restaurantId: string, kind: BrandImageKind): Promise<AppConfig> {
    const current = await publishing.appConfigOf(restaurantId);
    const images: RestaurantImages = { ...current.images };
    delete images[kind === 'app-icon' ? 'appIcon' : kind];
    return publishing.updateAppConfig(restaurantId, { images });
  }

  /** An area image (large jpg and thumbnail); with an area id it becomes that area's imageURL at once. */
  async function uploadAreaImage(restaurantId: string, areaId: string | undefined, bytes: Buffer | undefined): Promise<AreaImageUpload> {
    // The area is looked up first so another restaurant's id is refused before anything is stored.
    if (areaId) {
      if (!(await areaExists(db, restaurantId, areaId))) throw new AppError('not_found', `No area ${areaId}`);
    }
    const urls = await store(restaurantId, 'area', bytes);
    const result: AreaImageUpload = { imageURL: urls.image as string, thumbnailURL: urls.thumbnail as string };
    if (!areaId) return result;
    const row = await setAreaImage(db, restaurantId, areaId, result.imageURL);
    if (!row) throw new AppError('not_found', `No area ${areaId}`);
    return { ...result, area: areaDto(row) };
  }

  /** Spec §7 city covers: a large jpg and a thumbnail under city-covers/{cityId}; the caller sets the city's cover. */
  async function storeCityCover(cityId: string, bytes: Buffer | undefined): Promise<{ imageURL: string; thumbnailURL: string }> {
    const urls = await store(cityId, 'city-cover', bytes);
    return { imageURL: urls.image as string, thumbnailURL: urls.thumbnail as string };
  }

  /** A creator's profile picture, under the user's own folder: a 512 px square and a 128 px thumbnail. */
  async function storeProfilePicture(userId: string, bytes: Buffer | undefined): Promise<{ imageURL: string; thumbnailURL: string }> {
    const urls = await store(userId, 'profile-picture', bytes);
    return { imageURL: urls.image as string, thumbnailURL: urls.thumbnail as string };
  }

  return { uploadBrandImage, removeBrandImage, uploadAreaImage, storeCityCover, storeProfilePicture };
}
