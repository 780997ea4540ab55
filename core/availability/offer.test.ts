import { describe, expect, it } from 'vitest';
import { toInstant } from '../time';
import { allowedDates, choicesFor, dateOutcome, slotsFor } from './offer';

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

describe('what a guest is offered', () => {
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
});
