import { and, asc, eq } from 'drizzle-orm';
import type { BookingDisplay } from '../../../../core/schemas/booking-display';
import type { Queryable } from '../../../platform/db/connection';
import { areaGroups, areas, restaurants, specials } from '../../../platform/db/schema';

type Prompt = BookingDisplay['areas'][number]['bookingPrompt'];

/** Names, descriptions and prompts of the bookable choices, in every language, for the guest's pages. */
export async function bookingDisplay(q: Queryable, restaurantId: string): Promise<BookingDisplay> {
  const [areaRows, groupRows, specialRows, [restaurant]] = await Promise.all([
    q.select().from(areas).where(and(eq(areas.restaurantId, restaurantId), eq(areas.bookable, true))).orderBy(asc(areas.sorting), asc(areas.name)),
    q.select().from(areaGroups).where(eq(areaGroups.restaurantId, restaurantId)),
    q.select().from(specials).where(and(eq(specials.restaurantId, restaurantId), eq(specials.enabled, true))),
    q.select({ contactPhone: restaurants.contactPhone }).from(restaurants).where(eq(restaurants.id, restaurantId)).limit(1),
  ]);
  return {
    areas: areaRows.map((row) => ({
      id: row.id,
      name: row.name,
      localizedNames: row.localizedNames,
      description: row.description,
      imageURL: row.imageUrl,
      type: row.type,
      bookingPrompt: (row.bookingPrompt as Prompt) ?? null,
    })),
    areaGroups: groupRows.map((row) => ({ id: row.id, name: row.name, description: row.description })),
    specials: specialRows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      areaGroupId: row.areaGroupId,
      prompt: (row.prompt as Prompt) ?? null,
    })),
    contactPhone: restaurant?.contactPhone ?? null,
  };
}
