import { describe, expect, it } from 'vitest';
import { reservationEmail, type EmailReservation, type EmailSender } from './reservation-email';
import { demoSender } from './test-kit';

const row: EmailReservation = {
  id: 'r1',
  restaurantId: 'demo',
  customerName: 'Ana',
  customerEmail: 'ana@example.test',
  level: 'Terrace',
  partySize: 2,
  startTime: new Date('2026-12-04T17:00:00Z'),
  endTime: new Date('2026-12-04T19:00:00Z'),
  token: 'tok',
};
// The Terrace has no Spanish name here.
const sender: EmailSender = { ...demoSender, areaNames: new Map([['Terrace', { de: 'Terrasse', en: 'Terrace', es: '' }]]) };

describe('reservationEmail', () => {
  it("names the area as the guest chose it, in the guest's language, and gives the restaurant's phone", () => {
    const mail = reservationEmail(row, 'confirmation', 'de', sender, 'https://covers.test');
    expect(mail.text).toContain('Bereich: Terrasse');
    expect(mail.text).toContain('Rufen Sie uns an: +49 30 1234567');
    expect(mail.text).toContain('Freitag, 4. Dezember 2026, 18:00');
  });

  it("reads an area's name as the booking pages do, and leaves the phone line out without a number", () => {
    // No Spanish name: the first language that has one, as on the booking pages.
    const mail = reservationEmail(row, 'confirmation', 'es', { ...sender, contactPhone: null }, 'https://covers.test');
    expect(mail.text).toContain('Zona: Terrasse');
    expect(mail.text).not.toContain('Llámanos');
    // An area the restaurant no longer has (renamed or deleted since the booking): its own name.
    const unknownArea = reservationEmail({ ...row, level: 'Garden' }, 'waitlist', 'en', sender, 'https://covers.test');
    expect(unknownArea.text).toContain('Area: Garden');
    expect(unknownArea.text).toContain('Call us: +49 30 1234567');
  });
});
