import { afterEach, describe, expect, it } from 'vitest';
import type { Reservation } from '../../core/schemas/reservations';
import { forgetShown, settleShown, shownNow, showNow } from './optimistic';

const row = (id: string, checkedIn: boolean) => ({ _id: id, checkedIn, customer: { name: id } }) as unknown as Reservation;

describe('what a tap shows before the day store does', () => {
  afterEach(forgetShown);

  it('shows the rule’s rows at once and drops them when the queue refused the change', () => {
    const done = showNow([row('a', true)], new Map([['a', row('a', false)]]));
    expect(shownNow().get('a')?.checkedIn).toBe(true);
    done(false);
    expect(shownNow().has('a')).toBe(false);
  });

  it('keeps a queued change over a store view read before it, and drops it once the store shows the row changed', () => {
    const before = row('a', false);
    const done = showNow([row('a', true)], new Map([['a', before]]));
    done(true);
    settleShown(new Map([['a', row('a', false)]]));
    expect(shownNow().get('a')?.checkedIn).toBe(true);
    settleShown(new Map([['a', row('a', true)]]));
    expect(shownNow().has('a')).toBe(false);
  });

  it('never outlives a second after the queue took it (a change the store shows the same as before)', () => {
    const done = showNow([row('a', true)], new Map([['a', row('a', true)]]));
    done(true);
    settleShown(new Map([['a', row('a', true)]]));
    expect(shownNow().has('a')).toBe(true);
    settleShown(new Map([['a', row('a', true)]]), Date.now() + 1_001);
    expect(shownNow().has('a')).toBe(false);
  });

  it('keeps a change whose queue transaction is still running, whatever the store shows', () => {
    showNow([row('b', true)], new Map());
    settleShown(new Map([['b', row('b', false)]]), Date.now() + 60_000);
    expect(shownNow().get('b')?.checkedIn).toBe(true);
  });
});
