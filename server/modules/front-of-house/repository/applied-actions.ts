// The staff changes' idempotency rows (applied_actions, docs/decisions/003), read and written for ../changes.ts in the
// change's own transaction.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/connection';
import { tenantRows } from '../../../platform/db/tenant-rows';
import { appliedActions } from '../../../platform/db/schema';

const appliedActionRows = tenantRows(appliedActions);

type AppliedActionRow = typeof appliedActions.$inferSelect;

/** INSERT … ON CONFLICT DO NOTHING: true when this transaction now holds the action id. */
export async function claimAction(tx: Transaction, claim: { restaurantId: string; id: string; requestHash: string; userId: string | null }): Promise<boolean> {
  const claimed = await tx
    .insert(appliedActions)
    .values({ ...claim, status: 0, result: {} })
    .onConflictDoNothing()
    .returning({ id: appliedActions.id });
  return claimed.length > 0;
}

/** The stored claim of an action id (its request hash and answer), once its first transaction committed. */
export function storedAction(tx: Transaction, restaurantId: string, actionId: string): Promise<AppliedActionRow | undefined> {
  return appliedActionRows.find(tx, restaurantId, actionId);
}

/** Keeps the change's answer under its action id, for replays. */
export async function storeAnswer(tx: Transaction, restaurantId: string, actionId: string, answer: { status: number; body: unknown }): Promise<void> {
  await tx
    .update(appliedActions)
    .set({ status: answer.status, result: { body: answer.body } })
    .where(and(eq(appliedActions.restaurantId, restaurantId), eq(appliedActions.id, actionId)));
}
