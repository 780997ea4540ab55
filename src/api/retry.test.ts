import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, retryAfterMsOf } from './client';
import { clearTrouble, connectionTrouble } from './connection';
import { isTransient, retryDelayMs, withRetry } from './retry';

const failure = (status: number, retryAfterMs: number | null = null) => new ApiError(status, `http_${status}`, 'x', null, retryAfterMs);

/** A call the server always answers with `status`, counting how often it was made. */
function alwaysFailing(status: number) {
  const counted = {
    calls: 0,
    call: async (): Promise<never> => {
      counted.calls++;
      throw failure(status);
    },
  };
  return counted;
}

describe('waiting out a busy or failing server', () => {
  afterEach(clearTrouble);

  it('retries no answer, 408, 429 and 5xx, never another refusal', () => {
    for (const status of [0, 408, 429, 500, 503]) expect(isTransient(failure(status)), String(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 409]) expect(isTransient(failure(status)), String(status)).toBe(false);
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransient(new Error('bug'))).toBe(false);
  });

  it('waits as long as Retry-After says, else backs off from 1 s doubling to 30 s with jitter', () => {
    expect(retryDelayMs(failure(429, 7_000), 0)).toBe(7_000);
    expect(retryDelayMs(failure(429, 0), 3)).toBe(250);
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(failure(503), attempt, middle))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(retryDelayMs(failure(503), 0, () => 0)).toBe(800);
    expect(retryDelayMs(failure(503), 0, () => 1)).toBe(1_200);
  });

  it('reads Retry-After in seconds and as an HTTP date', () => {
    expect(retryAfterMsOf('12')).toBe(12_000);
    expect(retryAfterMsOf('Fri, 27 Nov 2026 10:00:30 GMT', Date.parse('2026-11-27T10:00:00Z'))).toBe(30_000);
    expect(retryAfterMsOf(null)).toBeNull();
    expect(retryAfterMsOf('soon')).toBeNull();
  });

  it('says it is busy while it waits, and stops at a refusal or when the attempts are used up', async () => {
    const waits: number[] = [];
    const seen: (string | undefined)[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
      seen.push(connectionTrouble()?.kind);
    };
    let calls = 0;
    const answer = await withRetry(
      async () => {
        calls++;
        if (calls === 1) throw failure(429, 5_000);
        if (calls === 2) throw failure(502);
        return 'ok';
      },
      { attempts: Infinity, sleep, now: () => 0 },
    );
    expect(answer).toBe('ok');
    expect(calls).toBe(3);
    expect(waits[0]).toBe(5_000);
    expect(seen).toEqual(['busy', 'unreachable']);

    const refuse = alwaysFailing(404);
    await expect(withRetry(refuse.call, { attempts: 5, sleep })).rejects.toMatchObject({ status: 404 });
    expect(refuse.calls).toBe(1);
    const fail = alwaysFailing(503);
    await expect(withRetry(fail.call, { attempts: 3, sleep })).rejects.toMatchObject({ status: 503 });
    expect(fail.calls).toBe(3);
  });
});
