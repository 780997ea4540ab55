import { describe, expect, it } from 'vitest';
import type { GuestRefusal } from '../../../core/reservations';
import { guestRefusal, guestRefusalText } from './guest-refusals';

const every: GuestRefusal[] = [
  { reason: 'partySize', min: 1, max: 8 },
  { reason: 'slotNotOffered' },
  { reason: 'beyondHorizon', days: 90 },
  { reason: 'noTableSeats', partySize: 5 },
  { reason: 'slotTaken', partySize: 4 },
  { reason: 'slotPassed' },
  { reason: 'reservationBegun' },
  { reason: 'dayPassed', day: '2026-11-01' },
  { reason: 'waitlistBeyondHorizon', days: 90 },
  { reason: 'unknownArea', area: 'Rooftop' },
  { reason: 'tableFree', partySize: 4, day: '2026-11-27' },
  { reason: 'dayClosed', day: '2026-11-27' },
];

describe('guestRefusalText', () => {
  it('words every refusal in German and Spanish too, each differently from English', () => {
    for (const refusal of every) {
      const english = guestRefusalText(refusal, 'en');
      for (const language of ['de', 'es']) {
        const text = guestRefusalText(refusal, language);
        expect(text.trim(), `${language} ${refusal.reason}`).not.toBe('');
        expect(text, `${language} ${refusal.reason}`).not.toBe(english);
      }
    }
  });

  it("names a day as a guest reads it, in the guest's language", () => {
    expect(guestRefusalText({ reason: 'dayClosed', day: '2026-11-27' }, 'en')).toBe('No online bookings on Friday, November 27, 2026');
    expect(guestRefusalText({ reason: 'dayClosed', day: '2026-11-27' }, 'de')).toBe('Am Freitag, 27. November 2026 gibt es keine Online-Reservierungen');
    expect(guestRefusalText({ reason: 'dayPassed', day: '2026-03-29' }, 'es')).toBe('El domingo, 29 de marzo de 2026 ya ha pasado');
  });

  it('falls back to English for no language or one the product does not speak', () => {
    for (const language of [undefined, null, 'fr', '']) expect(guestRefusalText({ reason: 'slotPassed' }, language)).toBe('This time has already passed');
  });

  it("keeps the catalogue's code and status", () => {
    const error = guestRefusal('slot_unavailable', { reason: 'slotTaken', partySize: 4 }, 'de');
    expect([error.code, error.status, error.message]).toEqual(['slot_unavailable', 409, 'Zu dieser Zeit ist kein Tisch für 4 Personen mehr frei']);
  });
});
