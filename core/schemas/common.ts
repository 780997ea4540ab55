import { z } from 'zod';
import { errorCodes } from '../errors';
import { restaurantIdPattern } from '../ids';
import { isLocalDate } from '../time';

export const RestaurantId = z.string().regex(restaurantIdPattern, 'A restaurant id is 2–63 lowercase letters, digits or hyphens');
export type RestaurantId = z.infer<typeof RestaurantId>;

/** Ids of rows we create (UUIDs) and of Firebase users (up to 128 characters, no slashes). */
export const EntityId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'An id contains only letters, digits, "_" and "-"');

export const IdParams = z.object({ id: EntityId });

export const Language = z.enum(['de', 'en', 'es']);
export type Language = z.infer<typeof Language>;
export const languages = Language.options;

/** A text per language; absent languages fall back to the restaurant's default language. */
export const LocalizedText = z.partialRecord(Language, z.string().max(5000));
export type LocalizedText = z.infer<typeof LocalizedText>;

export const Email = z.string().trim().max(254).pipe(z.email());

/** Control characters (Cc: C0 with CR, LF and TAB, DEL, C1), with any whitespace around them. */
const controlRun = /[\s\p{Cc}]+/gu;
/**
 * A guest's name as every form takes it (online booking, waitlist, staff). It is printed into emails: a line break in
 * it would start a line of its own there, so control characters become one space and runs of spaces collapse.
 * `overwrite` keeps the schema a plain string for the API documentation.
 */
export const GuestName = z
  .string()
  .overwrite((name) => name.replace(controlRun, ' ').trim())
  .min(1, 'Name is required')
  .max(120);

export const Phone = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[0-9 ()/.-]{3,32}$/, 'A phone number contains digits, spaces and + ( ) / . - only');

/** A link shown to the public: http(s) only, so a stored `javascript:` or `data:` URL can never run in a page. */
export const WebUrl = z.url({ protocol: /^https?$/, error: 'A link is an http(s) URL' }).max(2048);

/** A file of our own bucket as served at /files/… (an uploaded image): a plain path, never an outside or script URL. */
export const BucketFileUrl = z
  .string()
  .max(512)
  .regex(/^\/files\/[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/, 'A path under /files/');

export const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb');

/**
 * The years a restaurant's calendar takes. A date or instant outside them is a caller's mistake (year 9999, year 1),
 * refused as bad input before it reaches time-zone arithmetic or the database. Every schema that takes a date or an
 * instant is built from LocalDate or IsoInstant, so this is the one place the range is set.
 */
export const earliestYear = 2000;
export const latestYear = 2100;
const rangeMessage = `A date from ${earliestYear} to ${latestYear}`;
const firstMs = Date.UTC(earliestYear, 0, 1);
const pastLastMs = Date.UTC(latestYear + 1, 0, 1);

/** A restaurant-local calendar date, YYYY-MM-DD, within the years taken. */
export const LocalDate = z
  .string()
  .max(10)
  .refine(isLocalDate, 'A date is YYYY-MM-DD')
  .refine((date) => Number(date.slice(0, 4)) >= earliestYear && Number(date.slice(0, 4)) <= latestYear, rangeMessage);

/** An instant as ISO 8601 with an offset (UTC on the wire), within the years taken. */
export const IsoInstant = z.iso.datetime({ offset: true }).refine((value) => {
  const ms = Date.parse(value);
  return ms >= firstMs && ms < pastLastMs;
}, rangeMessage);

/**
 * When a device says something happened, by its own clock: any well-formed instant. A tablet whose clock was reset
 * (1970 after a flat battery) must still get its queued edits through; the field clock clamps and orders them.
 */
export const DeviceInstant = z.iso.datetime({ offset: true });

export const ErrorResponse = z.object({
  error: z.enum(errorCodes as [string, ...string[]]),
  message: z.string(),
  issues: z.unknown().optional(),
  /** A refusal's reason and its figures, from which a client words it (spec §8; src/i18n/reason-messages.ts). */
  params: z.object({ reason: z.string() }).catchall(z.unknown()).optional(),
});

export const Ok = z.object({ ok: z.literal(true) });

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

/** A page of a list read by page number: the page asked for and the page size it was cut to, beside the total. */
export function numberedPageOf<T extends z.ZodType>(item: T) {
  return pageOf(item).extend({ page: z.number().int(), pageSize: z.number().int() });
}
