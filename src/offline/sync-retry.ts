// When the sync tries again after a transient failure: 1 s doubling to 60 s by default, with ±20 % jitter so tablets
// that failed together do not all come back together (docs/decisions/005, Sync).
import type { Timers } from './sync-locks';

export interface RetryOptions {
  backoff: { baseMs: number; maxMs: number };
  timers: Timers;
  random: () => number;
  now: () => number;
}

export type RetrySchedule = ReturnType<typeof createRetrySchedule>;

export function createRetrySchedule({ backoff, timers, random, now }: RetryOptions, retry: () => void) {
  let failures = 0;
  let retryTimer: unknown;
  const cancel = () => {
    if (retryTimer !== undefined) timers.clear(retryTimer);
    retryTimer = undefined;
  };
  return {
    /** Another failure: `retry` runs after a longer wait than the last. Answers when. */
    schedule(): number {
      failures++;
      const delay = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (failures - 1)) * (0.8 + 0.4 * random());
      if (retryTimer !== undefined) timers.clear(retryTimer);
      retryTimer = timers.set(() => {
        retryTimer = undefined;
        retry();
      }, delay);
      return now() + delay;
    },
    /** Something went through: the next failure waits the shortest time again. */
    succeeded(): void {
      failures = 0;
    },
    /** No retry is waiting any more. */
    cancel,
  };
}
