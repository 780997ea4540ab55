import { and, eq, type SQL } from 'drizzle-orm';
import { reservations } from '../../../platform/db/schema';

/** The restaurant's reservation rows meeting every condition: each read of the book is of one restaurant's. */
export const restaurantReservations = (restaurantId: string, ...conditions: (SQL | undefined)[]): SQL | undefined =>
  and(eq(reservations.restaurantId, restaurantId), ...conditions);
