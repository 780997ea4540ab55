// PINs are short, so wrong guesses are limited per parent account: after 5 misses in 5 minutes the account waits until
// the first of them is 5 minutes old. The misses are rows in the database (pin_failures), so every API process counts
// the same ones and a restart forgets none.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connection';
import { pinFailures, users } from '../../../platform/db/schema';

export const maxPinFailures = 5;
export const pinWindowMs = 5 * 60_000;

/** An attempt may go ahead (`miss` already counts it), or the account waits `lockedForMs`. */
export type PinAttempt = { lockedForMs: number } | { lockedForMs: 0; miss: string };

const windowStart = sql`now() - make_interval(secs => ${pinWindowMs / 1000})`;

export class PinAttempts {
  constructor(private readonly db: Database) {}

  /**
   * Takes an attempt for the parent: counted as a miss before the PIN is compared, so guesses sent at once to any
   * process get five tries between them. The parent's row is locked while the misses are counted and one is added.
   */
  begin(parentId: string): Promise<PinAttempt> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, parentId)).for('update');
      await tx.delete(pinFailures).where(and(eq(pinFailures.parentUserId, parentId), lte(pinFailures.failedAt, windowStart)));
      const recent = await tx
        .select({ waitMs: sql<number>`ceil(extract(epoch from ${pinFailures.failedAt} + make_interval(secs => ${pinWindowMs / 1000}) - now()) * 1000)::int` })
        .from(pinFailures)
        .where(eq(pinFailures.parentUserId, parentId))
        .orderBy(asc(pinFailures.failedAt))
        .limit(maxPinFailures);
      if (recent.length >= maxPinFailures) return { lockedForMs: Math.max(1, Number(recent[0]?.waitMs ?? pinWindowMs)) };
      const [miss] = await tx.insert(pinFailures).values({ parentUserId: parentId }).returning({ id: pinFailures.id });
      if (!miss) throw new Error('The miss was not recorded');
      return { lockedForMs: 0 as const, miss: miss.id };
    });
  }

  /** The attempt was not a guess after all (no such child user): it does not count. */
  async withdraw(miss: string): Promise<void> {
    await this.db.delete(pinFailures).where(eq(pinFailures.id, miss));
  }

  /** The right PIN clears the parent's misses. */
  async succeed(parentId: string): Promise<void> {
    await this.db.delete(pinFailures).where(eq(pinFailures.parentUserId, parentId));
  }
}
