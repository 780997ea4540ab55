import { describe, expect, it } from 'vitest';
import { toInstant } from '../../../core/time';
import { allowedDates, changeDate, choicesFor, dateOutcome, emptySelection, neighbourDate, slotsFor, stageOf, type Selection } from './booking-state';

const av = {
  timeZone: 'Europe/Berlin',
  today: '2026-11-21',
  sameDayCutoffHourUTC: 14, // 15:00 in Berlin in winter
  availability: {
    '2026-11-21': { Terrace: { '1080-1200': [2, 4] } },
    '2026-11-22': { Terrace: { '1080-1200': [2], '1200-1320': [] }, 'Dining Room': { '1050-1170': [2, 6] } },
    '2026-11-23': { Terrace: { '1080-1200': [] } },
    '2026-11-24': {}, // closed
  },
  areaGroupAvailability: { '2026-11-22': { anywhere: { '1050-1170': [2, 6], '1080-1200': [2] } } },
  specialAvailability: { '2026-11-22': { tasting: { '1170-1290': [2] } } },
};
const morning = toInstant('2026-11-21', 9 * 60, 'Europe/Berlin').getTime();
const afternoon = toInstant('2026-11-21', 16 * 60, 'Europe/Berlin').getTime();

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

describe('dates and slots', () => {
  it('allows the dates with an open slot for the party size', () => {
    expect(allowedDates(av, 2, morning)).toEqual(['2026-11-21', '2026-11-22']);
    expect(allowedDates(av, 6, morning)).toEqual(['2026-11-22']);
    expect(allowedDates(av, 8, morning)).toEqual([]);
  });
  it('drops today after the same-day cutoff and slots that have started', () => {
    expect(allowedDates(av, 2, afternoon)).toEqual(['2026-11-22']);
    const late = toInstant('2026-11-22', 17 * 60 + 40, 'Europe/Berlin').getTime();
    const noCutoff = { ...av, sameDayCutoffHourUTC: 24 };
    expect(slotsFor(noCutoff, '2026-11-22', { kind: 'area', name: 'Dining Room' }, 2, late)).toEqual([]);
    expect(slotsFor(noCutoff, '2026-11-22', { kind: 'area', name: 'Terrace' }, 2, late)).toEqual(['1080-1200']);
    expect(slotsFor(av, '2026-11-22', { kind: 'area', name: 'Terrace' }, 2, late)).toEqual([]);
  });
  it('lists the choices of a date with their slots in time order', () => {
    expect(choicesFor(av, '2026-11-22', 2, morning)).toEqual([
      { kind: 'special', id: 'tasting' },
      { kind: 'area', name: 'Terrace' },
      { kind: 'area', name: 'Dining Room' },
      { kind: 'areaGroup', id: 'anywhere' },
    ]);
    expect(slotsFor(av, '2026-11-22', { kind: 'areaGroup', id: 'anywhere' }, 2, morning)).toEqual(['1050-1170', '1080-1200']);
  });
  it('tells a full date (slots to come, none for this party: the waitlist) from one without online bookings', () => {
    expect(dateOutcome(av, '2026-11-22', 2, morning)).toBe('open');
    expect(dateOutcome(av, '2026-11-23', 2, morning)).toBe('full');
    expect(dateOutcome(av, '2026-11-22', 4, morning)).toBe('full');
    expect(dateOutcome(av, '2026-11-21', 6, morning)).toBe('full');
    // A day without slots, one beyond the horizon, one past, and today after the cutoff: no waitlist there.
    expect(dateOutcome(av, '2026-11-24', 2, morning)).toBe('closed');
    expect(dateOutcome(av, '2026-12-24', 2, morning)).toBe('closed');
    expect(dateOutcome(av, '2026-11-20', 2, morning)).toBe('closed');
    expect(dateOutcome(av, '2026-11-21', 2, afternoon)).toBe('closed');
  });
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
