// Settings writes that span rows (symmetric table combinations, an area rename carried to its tables) read, check and
// then write. Locking the restaurant's row first serialises them per restaurant, so two concurrent edits can never
// both pass a check that only one of them should; other restaurants and bookings (which only read the row) go on.
import { eq } from 'drizzle-orm';
import { AppError } from '../../../../core/errors';
import type { Transaction } from '../../../platform/db/connection';
import { restaurants } from '../../../platform/db/schema';

export async function lockFloor(tx: Transaction, restaurantId: string): Promise<void> {
  const [row] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId)).for('update');
  if (!row) throw new AppError('not_found', `Unknown restaurant ${restaurantId}`);
}
