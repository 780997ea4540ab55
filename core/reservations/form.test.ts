import { describe, expect, it } from 'vitest';
import { StaffReservationInput } from '../schemas/front-of-house';
import { parseTimeslot, reservationFieldErrors, reservationFieldOf } from './form';

const errorsOf = (body: unknown) => {
  const parsed = StaffReservationInput.safeParse(body);
  if (parsed.success) return [];
  return reservationFieldErrors(parsed.error.issues, body);
};
const valid = { customer: { name: 'Ada' }, level: 'Terrace', tableNumbers: ['T1'] };

describe('reservation form field errors (spec §5)', () => {
  it('maps request paths to the form fields', () => {
    expect(reservationFieldOf(['partySize'])).toBe('PartySize');
    expect(reservationFieldOf(['startTime'])).toBe('Timeslot');
    expect(reservationFieldOf(['endTime'])).toBe('Timeslot');
    expect(reservationFieldOf(['level'])).toBe('Area');
    expect(reservationFieldOf(['tableNumbers', 0])).toBe('Table');
    expect(reservationFieldOf(['customer', 'name'])).toBe('Name');
    expect(reservationFieldOf(['customer', 'phone'])).toBe('PhoneNumber');
    expect(reservationFieldOf(['customer', 'email'])).toBe('Email');
    expect(reservationFieldOf(['note'])).toBe('Note');
    expect(reservationFieldOf([])).toBeNull();
  });

  it('a valid form has no errors, and party size defaults to 2', () => {
    expect(errorsOf(valid)).toEqual([]);
    expect(StaffReservationInput.parse(valid).partySize).toBe(2);
  });

  it('absent or blank required values are MissingValue; values of the wrong shape InvalidFormat', () => {
    expect(errorsOf({ ...valid, customer: { name: ' ' } })).toMatchObject([{ field: 'Name', kind: 'MissingValue' }]);
    expect(errorsOf({ ...valid, customer: undefined })).toMatchObject([{ field: 'Name', kind: 'MissingValue' }]);
    expect(errorsOf({ ...valid, partySize: null })).toMatchObject([{ field: 'PartySize', kind: 'MissingValue' }]);
    expect(errorsOf({ ...valid, partySize: 2.5 })).toMatchObject([{ field: 'PartySize', kind: 'InvalidFormat' }]);
    expect(errorsOf({ ...valid, customer: { name: 'Ada', email: 'ada@' } })).toMatchObject([{ field: 'Email', kind: 'InvalidFormat' }]);
    expect(errorsOf({ ...valid, customer: { name: 'Ada', phone: 'abc' } })).toMatchObject([{ field: 'PhoneNumber', kind: 'InvalidFormat' }]);
    expect(errorsOf({ ...valid, tableNumbers: [] })).toMatchObject([{ field: 'Table', kind: 'MissingValue' }]);
    expect(errorsOf({ ...valid, startTime: '12:00' })).toMatchObject([{ field: 'Timeslot', kind: 'InvalidFormat' }]);
  });

  it('reports one error per field, and the whole body when it is no object', () => {
    const errors = errorsOf({ customer: {}, partySize: 'x' });
    expect(errors.map((e) => e.field).sort()).toEqual(['Area', 'Name', 'PartySize', 'Table']);
    expect(errorsOf([])).toMatchObject([{ field: null, kind: 'MissingValue' }]);
  });

  it('an empty email or phone is allowed (walk-ins)', () => {
    expect(errorsOf({ ...valid, customer: { name: 'Ada', email: '', phone: '' } })).toEqual([]);
  });
});

describe('timeslot query (spec §5 "Failed to parse timeslot")', () => {
  it('reads start-end in minutes', () => {
    expect(parseTimeslot('720-840')).toEqual({ start: 720, end: 840 });
    expect(parseTimeslot(' 0-1439 ')).toEqual({ start: 0, end: 1439 });
    expect(parseTimeslot('1380-1530')).toEqual({ start: 1380, end: 1530 });
  });
  it('refuses anything else', () => {
    for (const text of ['', '720', '12:00-14:00', '840-720', '720-720', '-1-5', 'a-b', '1440-1500', '720-3000', '720 - 840']) {
      expect(parseTimeslot(text), text).toBeNull();
    }
  });
});
