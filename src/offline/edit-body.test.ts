// The PUT body a queued edit sends (requests.ts editBody): the host's fields named in `changed` with the edit's device
// time (docs/decisions/005 rule 3), the rest from the server's booking (rule 2), and a body the server's schema accepts.
import { describe, expect, it } from 'vitest';
import { StaffReservationUpdate } from '../../core/schemas/front-of-house';
import { editBody } from './requests';
import { at, reservation } from './test-kit';

const primary = reservation('r1', 'T1', [19], [21], { note: 'Window seat', partySize: 4 });
const linked = reservation('r1-b', 'T2', [19], [21], { linkedReservationId: 'r1' });
const deviceTime = Date.parse('2030-06-01T17:05:00.000Z');

describe('the PUT body of a queued edit', () => {
  it('names the fields the host changed and dates them with the device time; the rest is the server’s', () => {
    const body = editBody({ customer: { phone: '+49 30 1' }, partySize: 6, note: null }, false, primary, [primary, linked], deviceTime);
    expect(body).toEqual({
      _id: 'r1',
      customer: { name: 'Guest r1', phone: '+49 30 1', email: '' },
      partySize: 6,
      level: 'Terrace',
      tableNumbers: ['T1', 'T2'],
      note: null,
      allowOverlap: false,
      changed: ['customer.phone', 'partySize', 'note'],
      deviceTime: '2030-06-01T17:05:00.000Z',
    });
    expect(StaffReservationUpdate.safeParse(body).success).toBe(true);
  });

  it('sends a changed time as the whole slot: the end follows a moved start, a moved end keeps the start', () => {
    const moved = editBody({ startTime: at(20) }, false, primary, [primary], deviceTime);
    expect(moved).toMatchObject({ startTime: at(20), endTime: at(22), changed: ['startTime', 'endTime'] });
    const longer = editBody({ endTime: at(22, 30) }, false, primary, [primary], deviceTime);
    expect(longer).toMatchObject({ startTime: at(19), endTime: at(22, 30), changed: ['startTime', 'endTime'] });
    const both = editBody({ startTime: at(18), endTime: at(23) }, false, primary, [primary], deviceTime);
    expect(both).toMatchObject({ startTime: at(18), endTime: at(23) });
    for (const body of [moved, longer, both]) expect(StaffReservationUpdate.safeParse(body).success).toBe(true);
  });

  it('names no field for a move to other tables: the server decides tables (rule 4)', () => {
    const body = editBody({ level: 'Terrace', tableNumbers: ['T5'] }, true, primary, [primary, linked], deviceTime);
    expect(body).toMatchObject({ tableNumbers: ['T5'], allowOverlap: true, changed: [] });
    expect(body).not.toHaveProperty('startTime');
    expect(body).not.toHaveProperty('note');
    expect(StaffReservationUpdate.safeParse(body).success).toBe(true);
  });

  it('is the same body for the same entry (resends are identical)', () => {
    const changes = { customer: { name: 'Renamed' }, color: '#336699' };
    expect(editBody(changes, false, primary, [primary], deviceTime)).toEqual(editBody(changes, false, primary, [primary], deviceTime));
  });
});
