// PINs are short, so wrong guesses are limited per parent account: after 5 misses in 5 minutes the account must wait
// out the window. Kept in memory: a process restart resets it, which still caps guessing at a handful per minute.
export const maxPinFailures = 5;
export const pinWindowMs = 5 * 60_000;

export class PinAttempts {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string): number[] {
    const since = this.now() - pinWindowMs;
    const list = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Milliseconds until another attempt is allowed, or 0. */
  lockedFor(key: string): number {
    const list = this.recent(key);
    if (list.length < maxPinFailures) return 0;
    return Math.max(0, (list[0] as number) + pinWindowMs - this.now());
  }

  fail(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}
