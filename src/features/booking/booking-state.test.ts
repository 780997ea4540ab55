import { describe, expect, it } from 'vitest';
import { toInstant } from '../../../core/time';
import { changeDate, emptySelection, neighbourDate, stageOf, type Selection } from './booking-state';

// Terrace at 18:00: two and four on the 21st, two on the 22nd, nobody on the 23rd.
const av = {
  timeZone: 'Europe/Berlin',
  today: '2026-11-21',
  sameDayCutoffHourUTC: 14,
  availability: { '2026-11-21': { Terrace: { '1080-1200': [2, 4] } }, '2026-11-22': { Terrace: { '1080-1200': [2] } }, '2026-11-23': { Terrace: { '1080-1200': [] } } },
  areaGroupAvailability: {},
  specialAvailability: {},
};
const morning = toInstant('2026-11-21', 9 * 60, 'Europe/Berlin').getTime();

describe('stageOf (spec §4 order)', () => {
  const sizes = [2, 4, 6];
  const at = (patch: Partial<Selection>) => stageOf({ ...emptySelection, started: true, ...patch }, sizes);
  it('walks welcome, party size, date, level, time slot, contact', () => {
    expect(stageOf(emptySelection, sizes)).toBe('Welcome');
    expect(at({})).toBe('PartySize');
    expect(at({ partySize: 3 })).toBe('PartySizeMissing');
    expect(at({ partySize: 2 })).toBe('Date');
    expect(at({ partySize: 2, date: '2026-11-22' })).toBe('Level');
    expect(at({ partySize: 2, date: '2026-11-22', choice: { kind: 'area', name: 'Terrace' } })).toBe('Timeslot');
    expect(at({ partySize: 2, date: '2026-11-22', choice: { kind: 'area', name: 'Terrace' }, slot: '1080-1200' })).toBe('Contact');
  });
  it('shows the outcome stages first', () => {
    expect(at({ outcome: 'submitting', partySize: 2 })).toBe('Submitting');
    expect(at({ outcome: 'success' })).toBe('Completed');
    expect(at({ outcome: 'failure' })).toBe('Error');
  });
});

describe('dates', () => {
  it('moves to the next and previous allowed date', () => {
    const allowed = ['2026-11-21', '2026-11-22', '2026-11-25'];
    expect(neighbourDate(allowed, '2026-11-22', 1)).toBe('2026-11-25');
    expect(neighbourDate(allowed, '2026-11-22', -1)).toBe('2026-11-21');
    expect(neighbourDate(allowed, '2026-11-25', 1)).toBeNull();
    expect(neighbourDate(allowed, null, 1)).toBe('2026-11-21');
    expect(neighbourDate(allowed, null, -1)).toBeNull();
  });
  it('changing the date keeps an available slot and drops an unavailable one', () => {
    const chosen: Selection = { ...emptySelection, started: true, partySize: 2, date: '2026-11-21', choice: { kind: 'area', name: 'Terrace' }, slot: '1080-1200' };
    expect(changeDate(chosen, '2026-11-22', av, morning).slot).toBe('1080-1200');
    expect(changeDate(chosen, '2026-11-23', av, morning).slot).toBeNull();
  });
});
