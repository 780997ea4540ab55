// The lightweight checks of what the guest's pages and the app's start-up read before zod is loaded (./shape-check.ts
// says why): the published availability and app config files (spec §7), the API's answers with the same shapes, and
// the client config. Each mirrors its schema and is tested against it (published-checks.test.ts).
import type { AppConfig } from './restaurants';
import type { ClientConfig } from './client-config';
import type { GuestAvailability } from './availability';
import { array, boolean, nullable, number, object, optional, record, string, type Check } from './shape-check';

const localized = record(string);
const prompt = nullable(object({ title: optional(localized), text: optional(localized), confirmation: optional(localized) }));
const byDate = record(record(record(array(number))));

const guestAvailability: Check = object({
  areas: array(object({ id: string, name: string, sorting: number })),
  areaGroups: array(object({ id: string, areaIds: array(string) })),
  allPartySizes: array(number),
  availability: byDate,
  areaGroupAvailability: byDate,
  specialAvailability: byDate,
  sameDayCutoffHourUTC: number,
  today: string,
  timeZone: string,
  display: object({
    areas: array(
      object({ id: string, name: string, localizedNames: localized, description: localized, imageURL: nullable(string), type: string, bookingPrompt: prompt }),
    ),
    areaGroups: array(object({ id: string, name: localized, description: localized })),
    specials: array(object({ id: string, title: localized, description: localized, areaGroupId: nullable(string), prompt })),
    contactPhone: nullable(string),
  }),
});

const appConfig: Check = object({
  restaurantId: string,
  restaurantName: string,
  restaurantEmail: string,
  COLOR_PRIMARY: string,
  COLOR_SECONDARY: string,
  COLOR_ACCENT: string,
  STRINGS: object({ BOOKING_SPECIALS: string }),
  languages: array(string),
  images: optional(
    object({
      logo: optional(object({ png: string, thumbnail: string })),
      favicon: optional(object({ ico: string, png32: optional(string), png48: optional(string) })),
      appIcon: optional(object({ png192: string, png512: string, maskable512: string })),
    }),
  ),
});

const clientConfig: Check = object({
  firebase: object({ apiKey: string, authDomain: string, projectId: string, appId: optional(string) }),
  authEmulatorHost: nullable(string),
  googleSignIn: boolean,
  productHosts: array(string),
});

/** The availability as a guest reads it, from the published file or from GET /reservations/availability. */
export const isGuestAvailability = guestAvailability as (value: unknown) => value is GuestAvailability;
/** The app config, from /files/app-config/{id}.json, GET /app-config or this device's stored copy. */
export const isAppConfig = appConfig as (value: unknown) => value is AppConfig;
/** GET /client-config, or this device's stored copy. */
export const isClientConfig = clientConfig as (value: unknown) => value is ClientConfig;
