// The lightweight check of the availability a guest reads, from the published file (spec §7) or from
// GET /reservations/availability, before zod is loaded (./shape-check.ts says why). It mirrors GuestAvailability and is
// tested against it (published-checks.test.ts).
import type { GuestAvailability } from './availability';
import { array, nullable, number, object, optional, record, string, type Check } from './shape-check';

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

export const isGuestAvailability = guestAvailability as (value: unknown) => value is GuestAvailability;
