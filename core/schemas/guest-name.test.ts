import { describe, expect, it } from 'vitest';
import { GuestName } from './common';
import { StaffReservationInput } from './front-of-house';
import { Customer, WaitlistRequest } from './reservations';

const injected = 'Ann\r\nBcc: x@evil.test';

describe('GuestName', () => {
  it('turns control characters (C0, DEL, C1, tab) into one space and trims', () => {
    expect(GuestName.parse(' Ann\r\n\r\nBcc:\tx\u007f\u009bLee ')).toBe('Ann Bcc: x Lee');
  });

  it('keeps letters, accents and inner single spaces as typed', () => {
    expect(GuestName.parse('José  Müller-Łukasz')).toBe('José Müller-Łukasz');
  });

  it('refuses a name of nothing but control characters', () => {
    expect(GuestName.safeParse('\u0001\u0085\r\n').success).toBe(false);
  });

  it('cleans the name in the booking, waitlist and staff forms alike', () => {
    const contact = { phone: '+49 30 1234567', email: 'ann@example.test' };
    expect(Customer.parse({ name: injected, ...contact }).name).toBe('Ann Bcc: x@evil.test');
    expect(WaitlistRequest.parse({ day: '2030-01-01', partySize: 2, customer: { name: injected, ...contact } }).customer.name).toBe('Ann Bcc: x@evil.test');
    const staff = StaffReservationInput.parse({ customer: { name: injected }, level: 'Terrace', tableNumbers: ['T1'] });
    expect(staff.customer.name).toBe('Ann Bcc: x@evil.test');
  });
});
