// A guest's booking attempt is made once (spec §7 POST /reservations/request). The booking page sends an
// Idempotency-Key per attempt; a retry of the attempt (a double click, a lost answer) gets the first answer back —
// same status, same body, no second booking and no second email. The keys live in applied_actions beside the staff's
// (docs/decisions/003), scoped per restaurant and marked as a guest's, since guests are anonymous.
//
// The staff's claim shares a transaction with the change; a guest's booking is one statement written beside others
// (./group-commit.ts), so here the claim is its own statement: claim, book, store the answer. A refused attempt
// deletes its claim (a refusal keeps nothing, as for staff), so its retry is evaluated afresh. A claim left by a
// process that died while booking is taken over after a minute; the guest cannot have two bookings of the time
// meanwhile (reservations_no_duplicate_guest).
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../../core/errors';
import { pgErrorCode, type Database } from '../../../platform/db/connection';
import { appliedActions } from '../../../platform/db/schema';
import { requestHashOf, type Applied, type Outcome } from '../../../platform/http/idempotency';

/** Guest keys apart from staff keys of the same restaurant. */
const guestKeyPrefix = 'guest:';
/** Status of a claim whose attempt is still being booked. */
const pending = 0;
const waitStepMs = 20;
/** How long a retry waits for the attempt it repeats before answering "try again". */
const waitLimitMs = 10_000;
/** A claim this old without an answer belongs to a process that is gone. */
const abandonedAfterMs = 60_000;

export function guestAttempts(db: Database, now: () => Date = () => new Date()) {
  const where = (restaurantId: string, id: string) => and(eq(appliedActions.restaurantId, restaurantId), eq(appliedActions.id, id));

  async function claim(restaurantId: string, id: string, requestHash: string): Promise<boolean> {
    try {
      const claimed = await db
        .insert(appliedActions)
        .values({ restaurantId, id, requestHash, userId: null, status: pending, result: {} })
        .onConflictDoNothing()
        .returning({ id: appliedActions.id });
      return claimed.length > 0;
    } catch (error) {
      // The claim names the restaurant; an unknown one is the booking's own not_found.
      if (pgErrorCode(error) === '23503') throw new AppError('not_found', `No restaurant ${restaurantId}`);
      throw error;
    }
  }

  async function runClaimed<T>(restaurantId: string, id: string, run: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
    let outcome: Outcome<T>;
    try {
      outcome = await run();
    } catch (error) {
      await db.delete(appliedActions).where(where(restaurantId, id));
      throw error;
    }
    await db.update(appliedActions).set({ status: outcome.status, result: { body: outcome.body } }).where(where(restaurantId, id));
    return outcome;
  }

  /** Runs the attempt once per key; a repeat with the same request gets the stored answer, another request 409. */
  async function once<T>(restaurantId: string, key: string, request: unknown, run: () => Promise<Outcome<T>>): Promise<Applied<T>> {
    const id = `${guestKeyPrefix}${key}`;
    const requestHash = requestHashOf(request);
    const deadline = Date.now() + waitLimitMs;
    for (;;) {
      if (await claim(restaurantId, id, requestHash)) return { ...(await runClaimed(restaurantId, id, run)), replayed: false };
      const [stored] = await db.select().from(appliedActions).where(where(restaurantId, id)).limit(1);
      if (stored && stored.requestHash !== requestHash) {
        throw new AppError('idempotency_key_reused', 'This Idempotency-Key was already used for a different booking');
      }
      if (stored && stored.status !== pending) return { status: stored.status, body: (stored.result as { body: T }).body, replayed: true };
      if (stored && now().getTime() - stored.createdAt.getTime() > abandonedAfterMs) {
        await db.delete(appliedActions).where(and(where(restaurantId, id), eq(appliedActions.status, pending), eq(appliedActions.createdAt, stored.createdAt)));
        continue;
      }
      // The first attempt is still being booked (or was just refused and left nothing): wait for its answer.
      if (Date.now() > deadline) throw new AppError('conflict', 'This booking attempt is still being made; please try again');
      await sleep(waitStepMs);
    }
  }

  return { once };
}
