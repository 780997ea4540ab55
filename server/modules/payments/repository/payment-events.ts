// Provider events already handled (docs/decisions/012): a webhook is fulfilled once, however often it is delivered.
import { paymentEvents } from '../../../platform/db/schema';
import type { Transaction } from '../../../platform/db/connection';

/** Records the event; false when it was recorded before (a replay), in which case nothing else may change. */
export async function recordEventOnce(tx: Transaction, provider: string, eventId: string, type: string, restaurantId: string | null): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ provider, eventId, type, restaurantId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}
