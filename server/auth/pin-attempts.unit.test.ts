import { describe, expect, it } from 'vitest';
import { maxPinFailures, PinAttempts, pinWindowMs } from './pin-attempts';

describe('PinAttempts', () => {
  it('locks a parent after five misses inside the window and unlocks when it passes', () => {
    let now = 1_000_000;
    const attempts = new PinAttempts(() => now);
    for (let i = 0; i < maxPinFailures - 1; i++) attempts.fail('parent');
    expect(attempts.lockedFor('parent')).toBe(0);
    attempts.fail('parent');
    expect(attempts.lockedFor('parent')).toBe(pinWindowMs);
    expect(attempts.lockedFor('other')).toBe(0);
    now += pinWindowMs + 1;
    expect(attempts.lockedFor('parent')).toBe(0);
  });

  it('forgets misses after a success', () => {
    const attempts = new PinAttempts(() => 0);
    for (let i = 0; i < maxPinFailures - 1; i++) attempts.fail('p');
    attempts.succeed('p');
    attempts.fail('p');
    expect(attempts.lockedFor('p')).toBe(0);
  });
});
