import { describe, expect, it } from 'vitest';
import { ActionId } from '../../core/schemas/front-of-house';
import { uuidV7, uuidV7Time } from './uuid-v7';

describe('uuidV7', () => {
  it('is an RFC 9562 version 7 UUID carrying its millisecond, which the API accepts as an action id', () => {
    const at = Date.parse('2030-06-01T10:30:00.123Z');
    const id = uuidV7(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidV7Time(id)).toBe(at);
    expect(ActionId.safeParse(id).success).toBe(true);
  });

  it('sorts in the order it was made: within one millisecond, across milliseconds, and when the clock steps back', () => {
    const base = Date.parse('2030-06-01T10:30:00Z');
    const ids: string[] = [];
    for (let i = 0; i < 5_000; i++) ids.push(uuidV7(base + Math.floor(i / 1_000)));
    ids.push(uuidV7(base - 60_000)); // the device clock was corrected backwards
    ids.push(uuidV7(base + 10));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    // A later time always sorts after ids made earlier.
    expect(uuidV7(base + 100_000) > (ids.at(-1) as string)).toBe(true);
  });

  it('orders ids from different times by time', () => {
    const early = uuidV7(Date.parse('2031-01-01T00:00:00Z'));
    const late = uuidV7(Date.parse('2031-01-01T00:00:01Z'));
    expect(early < late).toBe(true);
    expect(uuidV7Time(late) - uuidV7Time(early)).toBe(1_000);
  });
});
