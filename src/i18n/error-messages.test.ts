import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { errorCodes } from '../../core/errors';
import { ApiError } from '../api/client';
import { errorMessageIds, messageForError, messageForRefusal } from './error-messages';
import { guestMessagePattern } from './message-sets';

const catalogues: Record<string, Record<string, string>> = { de, en, es };

describe('the code → message map', () => {
  it('words every error code of the catalogue, and the client’s own, in every language', () => {
    for (const code of [...errorCodes, 'timeout', 'network_error', 'invalid_response', 'unknown']) {
      const id = errorMessageIds[code as keyof typeof errorMessageIds];
      expect(id, code).toBeDefined();
      for (const [language, messages] of Object.entries(catalogues)) expect(messages[id], `${code} in ${language}`).toBeTruthy();
    }
  });

  it('puts the values in: a guest refusal’s figures and day, a taken table in local time', () => {
    const intl = createIntl({ locale: 'de', messages: de });
    expect(messageForRefusal(intl, { code: 'invalid_request', params: { reason: { reason: 'partySize', min: 1, max: 8 } } })).toBe(
      'Online reservieren können Gruppen von 1 bis 8 Personen.',
    );
    expect(messageForRefusal(intl, { code: 'invalid_request', params: { reason: { reason: 'dayClosed', day: '2030-05-01' } } })).toContain('Mittwoch, 1. Mai 2030');
    const collisions = [{ tableNumber: '7', start: '2030-05-01T16:00:00.000Z', end: '2030-05-01T18:00:00.000Z' }] as never;
    expect(messageForRefusal(intl, { code: 'table_occupied', params: { collisions } }, 'Europe/Berlin')).toBe('Tisch 7 ist von 18:00 bis 20:00 belegt.');
    expect(messageForRefusal(intl, { code: 'extension_blocked', params: { at: '2030-05-01T17:30:00.000Z' } }, 'Europe/Berlin')).toContain('19:30');
  });

  it('reads the code and values of an answer, never its message', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    const refused = new ApiError(400, 'invalid_request', 'Server wording', { error: 'invalid_request', message: 'Server wording', params: { reason: 'beyondHorizon', days: 30 } });
    expect(messageForError(intl, refused)).toBe('Online bookings open 30 days ahead.');
    expect(messageForError(intl, new ApiError(400, 'invalid_request', 'Server wording', null))).toBe(en['error.code.invalid_request']);
    expect(messageForError(intl, new ApiError(502, 'http_502', 'Bad Gateway', null))).toBe(en['error.code.unknown']);
    expect(messageForError(intl, new TypeError('Failed to fetch'))).toBe(en['error.code.unknown']);
  });

  it("says a taken table, too many tries and no answer at all as the guest's booking page always has", () => {
    const intl = createIntl({ locale: 'de', messages: de });
    expect(messageForError(intl, new ApiError(409, 'slot_unavailable', 'That time was just booked by someone else', {}))).toBe(de['booking.error.slotTaken']);
    expect(messageForError(intl, new ApiError(429, 'rate_limited', 'Too many requests', {}))).toBe(de['booking.error.rateLimited']);
    expect(messageForError(intl, new ApiError(0, 'network', '', {}))).toBe(de['booking.error.generic']);
  });

  it('falls back to the generic message when the loaded catalogue lacks the code’s (a guest’s page)', () => {
    const guestShare = Object.fromEntries(Object.entries(es).filter(([id]) => guestMessagePattern.test(id)));
    const intl = createIntl({ locale: 'es', messages: guestShare });
    expect(messageForRefusal(intl, { code: 'invite_locked' })).toBe(es['error.code.unknown']);
    expect(messageForRefusal(intl, { code: 'slot_unavailable' })).toBe(es['booking.error.slotTaken']);
  });
});
