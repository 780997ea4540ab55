// Spec §8 and §9: the analytics configuration is fetched again after a 429, 500, 503 or 504, waiting 1 s doubling per
// retry, thirty times longer after a 503 (the service asks for patience), each wait varied by up to half either way.
// Past the deadline, or on any other answer, the locally configured measurement id is used instead.

export const retriedStatuses: ReadonlySet<number> = new Set([429, 500, 503, 504]);
export const baseIntervalMs = 1_000;
export const serviceUnavailableMultiplier = 30;
/** How long the configuration may take in all before the local id is used. */
export const configDeadlineMs = 60_000;
const maxDelayMs = 4 * 60 * 60_000;
const randomFactor = 0.5;

/** The wait before retry number `retries + 1` after `status`, or null when that status is not retried. */
export function analyticsRetryDelayMs(status: number, retries: number, random: () => number = Math.random): number | null {
  if (!retriedStatuses.has(status)) return null;
  const interval = status === 503 ? baseIntervalMs * serviceUnavailableMultiplier : baseIntervalMs;
  const base = interval * 2 ** retries;
  const jitter = Math.round(randomFactor * base * (random() - 0.5) * 2);
  return Math.min(maxDelayMs, base + jitter);
}
