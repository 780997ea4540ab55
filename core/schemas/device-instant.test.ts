import { describe, expect, it } from 'vitest';
import { IsoInstant } from './common';
import { StaffReservationUpdate } from './front-of-house';

const edit = (deviceTime: string) => ({
  _id: '0190d6c4-7a3b-7c2d-8e4f-5a6b7c8d9e0f',
  customer: { name: 'Ann' },
  partySize: 2,
  startTime: '2026-12-04T17:00:00.000Z',
  endTime: '2026-12-04T19:00:00.000Z',
  level: 'Terrace',
  tableNumbers: ['T1'],
  changed: ['partySize'],
  deviceTime,
});

describe('when a device says an edit was made', () => {
  it('takes any well-formed instant, also from a tablet whose clock was reset', () => {
    expect(StaffReservationUpdate.safeParse(edit('1970-01-01T00:00:05.000Z')).success).toBe(true);
    // The booking's own times keep the calendar's range.
    expect(IsoInstant.safeParse('1970-01-01T00:00:05.000Z').success).toBe(false);
    expect(StaffReservationUpdate.safeParse(edit('yesterday')).success).toBe(false);
  });
});
