import { z } from 'zod';
import { BucketFileUrl, EntityId, HexColor, Language, RestaurantId, WebUrl } from './common';

/**
 * Spec §7: the restaurant's images in the bucket by kind, each with the variants made on upload. Only uploads set them
 * (POST /images/{kind}), so they are not part of AppConfigInput.
 */
export const RestaurantImages = z.object({
  logo: z.object({ png: BucketFileUrl, thumbnail: BucketFileUrl }).optional(),
  /** `ico` is always there; the PNGs only when the favicon was uploaded as an image rather than an .ico file. */
  favicon: z.object({ ico: BucketFileUrl, png32: BucketFileUrl.optional(), png48: BucketFileUrl.optional() }).optional(),
  /** The installed PWA's icons; `maskable512` keeps the picture inside the maskable safe zone. */
  appIcon: z.object({ png192: BucketFileUrl, png512: BucketFileUrl, maskable512: BucketFileUrl }).optional(),
});
export type RestaurantImages = z.infer<typeof RestaurantImages>;

/** Spec §1: the published app configuration, also the content of /files/app-config/{restaurantId}.json. */
export const AppConfig = z.object({
  restaurantId: RestaurantId,
  restaurantName: z.string().trim().min(1).max(120),
  restaurantEmail: z.string().trim().max(254),
  COLOR_PRIMARY: HexColor,
  COLOR_SECONDARY: HexColor,
  COLOR_ACCENT: HexColor,
  STRINGS: z.object({ BOOKING_SPECIALS: z.string().max(200) }),
  /** The first language is the restaurant's default (spec §1). */
  languages: z.array(Language).min(1).max(3).refine((list) => new Set(list).size === list.length, 'Languages repeat'),
  images: RestaurantImages.optional(),
});
export type AppConfig = z.infer<typeof AppConfig>;

export const AppConfigInput = AppConfig.omit({ restaurantId: true, images: true });

const TimeZone = z.string().refine(isTimeZone, 'Unknown IANA time zone');

/** Spec §3 City, with the time zone its new restaurants start with and the cover uploaded for it. */
export const City = z.object({
  _id: EntityId,
  name: z.string(),
  country: z.string(),
  timeZone: z.string(),
  coverImageURL: z.string().nullable(),
});
export type City = z.infer<typeof City>;
export const CityInput = z.object({
  name: z.string().trim().min(1).max(120),
  country: z.string().trim().length(2).toUpperCase(),
  timeZone: TimeZone.default('Europe/Berlin'),
  /** An uploaded cover (POST /admin/cities/{id}/cover) or an outside picture. */
  coverImageURL: z.union([BucketFileUrl, WebUrl]).nullable().default(null),
});
export type CityInput = z.input<typeof CityInput>;

const Hostname = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]{1,253}(:[0-9]{1,5})?$/, 'A host name such as book.example.com');

export const RestaurantSettings = z.object({
  timeZone: TimeZone,
  sameDayCutoffHour: z.number().int().min(0).max(24),
  bookingHorizonDays: z.number().int().min(1).max(365),
  partySizeMin: z.number().int().min(1).max(50),
  partySizeMax: z.number().int().min(1).max(50),
  contactPhone: z.string().max(32).nullable(),
  address: z.string().max(500).nullable(),
});

/** Spec §3 Restaurant metadata, with the tenancy facts the product needs. */
export const RestaurantMetadata = z.object({
  restaurantId: RestaurantId,
  name: z.string(),
  cityId: z.string().nullable(),
  affiliateProgram: z.boolean(),
  hosts: z.array(z.string()),
  settings: RestaurantSettings,
  createdAt: z.string(),
});
export type RestaurantMetadata = z.infer<typeof RestaurantMetadata>;

export const CreateRestaurantInput = z.object({
  restaurantId: RestaurantId,
  name: z.string().trim().min(1).max(120),
  cityId: EntityId.nullable().default(null),
  affiliateProgram: z.boolean().default(false),
  hosts: z.array(Hostname).max(10).default([]),
  timeZone: TimeZone.default('Europe/Berlin'),
  restaurantEmail: z.string().trim().max(254).default(''),
  languages: z.array(Language).min(1).max(3).default(['de', 'en', 'es']),
});

export const UpdateRestaurantMetadataInput = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  cityId: EntityId.nullable().optional(),
  affiliateProgram: z.boolean().optional(),
  hosts: z.array(Hostname).max(10).optional(),
  settings: RestaurantSettings.partial().optional(),
});

export const AdminAppConfigInput = z.object({
  restaurantId: RestaurantId,
  appConfig: AppConfigInput.partial().nullish().transform((value) => value ?? undefined),
  metadata: UpdateRestaurantMetadataInput.nullish().transform((value) => value ?? undefined),
});

export const ServiceStatus = z.object({ setup: z.object({ areas: z.boolean(), tables: z.boolean() }) });

export const Slug = z.object({
  userId: z.string(),
  slug: z.string(),
  displayName: z.string().nullable(),
  publicInformation: z.record(z.string(), z.unknown()),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
