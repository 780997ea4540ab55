// How a read or a start-up call waits out a server that is busy (429) or failing (5xx, no answer): with back-off, or
// as long as the server's Retry-After says, and visibly (./connection.ts). A refusal (any other 4xx) is an answer and is
// never retried.
import { ApiError } from './client';
import { reportTrouble } from './connection';

const baseDelayMs = 1_000;
const maxDelayMs = 30_000;

/** A failure that may pass by itself: no answer, a timeout, 408, 429 or a 5xx. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return error instanceof TypeError;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** The wait before attempt `attempt + 1`: the server's Retry-After when it gave one, else 1 s doubling to 30 s. */
export function retryDelayMs(error: unknown, attempt: number, random: () => number = Math.random): number {
  if (error instanceof ApiError && error.retryAfterMs !== null) return Math.min(Math.max(error.retryAfterMs, 250), 5 * 60_000);
  const backoff = Math.min(baseDelayMs * 2 ** attempt, maxDelayMs);
  // Up to a fifth either way, so the tablets of a restaurant do not come back all in the same second.
  return Math.round(backoff * (0.8 + 0.4 * random()));
}

export interface RetryOptions {
  /** Attempts in all; Infinity for what a screen cannot start without. */
  attempts: number;
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}

const sleepFor = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Runs `call` until it succeeds, fails with a refusal, or the attempts are used up (the last error is thrown). */
export async function withRetry<T>(call: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? sleepFor;
  const now = options.now ?? Date.now;
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isTransient(error) || attempt + 1 >= options.attempts || options.signal?.aborted) throw error;
      const delay = retryDelayMs(error, attempt);
      reportTrouble({ kind: error instanceof ApiError && error.status === 429 ? 'busy' : 'unreachable', retryAt: now() + delay });
      await sleep(delay, options.signal);
    }
  }
}
