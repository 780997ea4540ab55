import { describe, expect, it } from 'vitest';
import type { EditableField } from '../schemas/front-of-house';
import { isLater, resolveWrite, stampChanged, stampOf, writtenFields, type FieldClock, type FieldStamp } from './field-clock';

const stamp = (at: string, id: string): FieldStamp => ({ at: `2026-11-20T19:${at}Z`, id });

describe('which write of a field wins', () => {
  it('orders by device time first, then by id', () => {
    expect(isLater(stamp('05:00.000', 'a'), stamp('04:59.999', 'z'))).toBe(true);
    expect(isLater(stamp('04:59.999', 'z'), stamp('05:00.000', 'a'))).toBe(false);
    expect(isLater(stamp('05:00.000', 'b'), stamp('05:00.000', 'a'))).toBe(true);
    expect(isLater(stamp('05:00.000', 'a'), stamp('05:00.000', 'b'))).toBe(false);
    // the same write is not later than itself: a replay changes nothing
    expect(isLater(stamp('05:00.000', 'a'), stamp('05:00.000', 'a'))).toBe(false);
    expect(isLater(stamp('05:00.000', ''), undefined)).toBe(true);
  });

  it('compares instants, not their spelling', () => {
    expect(isLater({ at: '2026-11-20T20:05:00+01:00', id: 'a' }, { at: '2026-11-20T19:04:00.000Z', id: 'z' })).toBe(true);
  });

  it('writes only the named fields it is later for, and stamps them', () => {
    const clock: FieldClock = { note: stamp('10:00.000', 'x'), partySize: stamp('01:00.000', 'y') };
    const write = stamp('05:00.000', 'w');
    const { wins, clock: next } = resolveWrite(clock, ['note', 'partySize', 'customer.name'], write);
    expect(wins).toEqual(['partySize', 'customer.name']);
    expect(next).toEqual({ note: clock.note, partySize: write, 'customer.name': write });
    // the clock given is left as it was
    expect(clock.partySize).toEqual(stamp('01:00.000', 'y'));
  });

  it('treats startTime and endTime as one timeslot', () => {
    expect(writtenFields(['endTime', 'note', 'startTime'])).toEqual(['startTime', 'endTime', 'note']);
    const write = stamp('05:00.000', 'w');
    expect(resolveWrite({}, ['startTime'], write).clock).toEqual({ startTime: write, endTime: write });
    // later than the start's stamp but not the end's: the slot is not written at all
    const clock: FieldClock = { startTime: stamp('01:00.000', 'a'), endTime: stamp('09:00.000', 'b') };
    expect(resolveWrite(clock, ['startTime', 'endTime'], write)).toEqual({ wins: [], clock });
  });

  it('stamps a plain edit on the fields it changed (the whole slot for a time)', () => {
    const now = stamp('30:00.000', '');
    expect(stampChanged({ note: stamp('01:00.000', 'a') }, ['endTime'], now)).toEqual({ note: stamp('01:00.000', 'a'), startTime: now, endTime: now });
  });
});

describe('the stamp of an edit', () => {
  const now = new Date('2026-11-20T19:30:00.000Z');

  it('keeps a device time in the past, whatever its offset', () => {
    expect(stampOf('2026-11-20T20:10:00+01:00', 'id', now)).toEqual({ at: '2026-11-20T19:10:00.000Z', id: 'id' });
  });

  it('clamps a device time ahead of the server to the server time', () => {
    expect(stampOf('2026-11-20T19:30:00.001Z', 'id', now).at).toBe(now.toISOString());
    expect(stampOf('2027-01-01T00:00:00.000Z', 'id', now).at).toBe(now.toISOString());
  });
});

/** Applies writes to a register per field, as the server does: a field's value is the one of the write that won it. */
function replay(writes: readonly { named: EditableField[]; stamp: FieldStamp; value: string }[]) {
  let clock: FieldClock = {};
  const values: Partial<Record<EditableField, string>> = {};
  for (const write of writes) {
    const result = resolveWrite(clock, write.named, write.stamp);
    for (const field of result.wins) values[field] = write.value;
    clock = result.clock;
  }
  return { clock, values };
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe('one outcome in every arrival order', () => {
  it('gives every field the value of its latest write, whatever order the writes arrive in', () => {
    const writes = [
      { named: ['note', 'partySize'] as EditableField[], stamp: stamp('05:00.000', 'a'), value: 'A' },
      { named: ['note'] as EditableField[], stamp: stamp('07:00.000', 'b'), value: 'B' },
      { named: ['partySize', 'startTime'] as EditableField[], stamp: stamp('07:00.000', 'a'), value: 'C' },
      { named: ['endTime', 'customer.name'] as EditableField[], stamp: stamp('06:00.000', 'c'), value: 'D' },
      { named: ['customer.name'] as EditableField[], stamp: stamp('06:00.000', 'd'), value: 'E' },
    ];
    const outcomes = permutations(writes).map((order) => replay(order));
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);
    expect(outcomes[0]?.values).toEqual({ note: 'B', partySize: 'C', startTime: 'C', endTime: 'C', 'customer.name': 'E' });
    // a write repeated (a replay) changes nothing
    expect(replay([...writes, ...writes])).toEqual(outcomes[0]);
  });
});
