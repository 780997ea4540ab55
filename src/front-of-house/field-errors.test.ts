import { describe, expect, it } from 'vitest';
import { reservationActionTypes } from '../../core/schemas/reservation-actions';
import { fieldErrorKinds } from '../../core/schemas/front-of-house';
import { ApiError } from '../api/client';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { formErrorsOf, requiredErrors } from './field-errors';

describe('form errors (spec §5)', () => {
  it('takes the fields of a schema’s issues by kind, never the server’s English words', () => {
    const failure = new ApiError(400, 'invalid_request', 'Name MissingValue: Name is required', {
      error: 'invalid_request',
      fieldErrors: [
        { field: 'Name', kind: 'MissingValue', message: 'customer.name: Name is required' },
        { field: 'Email', kind: 'InvalidFormat', message: 'Not an email address' },
        { field: null, kind: 'Other', message: 'Unknown key' },
      ],
    });
    expect(formErrorsOf(failure, 'Some of the details are not valid.')).toEqual({
      fields: { Name: { kind: 'MissingValue', message: '' }, Email: { kind: 'InvalidFormat', message: '' } },
      general: 'Some of the details are not valid.',
    });
  });
  it('puts a rule’s refusal, in the reader’s words, at the field it names', () => {
    const failure = new ApiError(400, 'invalid_request', 'A reservation lasts at most 24 hours', {
      error: 'invalid_request',
      fieldErrors: [{ field: 'Timeslot', kind: 'Other', message: 'A reservation lasts at most 24 hours' }],
      params: { reason: 'too_long' },
    });
    expect(formErrorsOf(failure, 'Eine Reservierung dauert höchstens 24 Stunden.')).toEqual({
      fields: { Timeslot: { kind: 'Other', message: 'Eine Reservierung dauert höchstens 24 Stunden.' } },
      general: null,
    });
  });
  it('shows a refusal without field errors as a general error in the reader’s words', () => {
    expect(formErrorsOf(new ApiError(409, 'table_occupied', 'Table 4 is taken', { error: 'table_occupied' }), 'Tisch 4 ist belegt.')).toEqual({ fields: {}, general: 'Tisch 4 ist belegt.' });
  });
  it('requires a name and a party size', () => {
    expect(requiredErrors({ name: ' ', partySize: '' })).toEqual({ Name: { kind: 'MissingValue', message: '' }, PartySize: { kind: 'MissingValue', message: '' } });
    expect(requiredErrors({ name: 'Ana', partySize: 'x' })).toEqual({ PartySize: { kind: 'InvalidFormat', message: '' } });
    expect(requiredErrors({ name: 'Ana', partySize: '2' })).toEqual({});
  });
});

describe('messages built from names', () => {
  it('exist in every language', () => {
    const ids = [
      ...reservationActionTypes.filter((type) => type !== 'softDelete').map((type) => `reservations.action.${type}`),
      ...reservationActionTypes.map((type) => `reservations.log.action.${type}`),
      ...fieldErrorKinds.map((kind) => `reservations.error.${kind}`),
      ...['Grid', 'List', 'New'].map((mode) => `reservations.mode.${mode}`),
      ...['current', 'previous', 'next'].map((which) => `reservations.tableState.${which}`),
      ...['restaurant', 'area', 'tables'].map((scope) => `reservations.blockers.scope.${scope}`),
      ...['none', 'red', 'orange', 'yellow', 'green', 'blue', 'purple'].map((colour) => `reservations.colour.${colour}`),
      'reservations.checkin.checkInFor',
      'reservations.checkin.undoFor',
      'reservations.form.editTitle',
      'reservations.form.create',
      'reservations.blockers.edit',
      'reservations.log.markRead',
      'reservations.log.markUnread',
      'route.Waitlist',
    ];
    for (const [language, catalogue] of Object.entries({ de, en, es })) {
      expect(ids.filter((id) => !(id in catalogue)), language).toEqual([]);
    }
  });
});
