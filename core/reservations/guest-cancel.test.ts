import { describe, expect, it } from 'vitest';
import { guestMayCancel } from './guest-cancel';

describe('guestMayCancel', () => {
  it('allows cancelling up to the start and not from the start on', () => {
    const start = '2026-12-04T17:00:00.000Z';
    expect(guestMayCancel(start, Date.parse(start) - 1)).toBe(true);
    expect(guestMayCancel(start, Date.parse(start))).toBe(false);
    expect(guestMayCancel(new Date(start), new Date(Date.parse(start) + 15 * 60_000))).toBe(false);
  });
});
