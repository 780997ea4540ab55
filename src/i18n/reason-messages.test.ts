import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import type { RefusalReason } from '../../core/commands';
import type { GuestRefusal } from '../../core/reservations/guest-refusal';
import type { StaffRefusalReason } from '../../core/staff-refusal';
import { ApiError } from '../api/client';
import { messageForError, messageForRefusal } from './error-messages';
import { guestMessagePattern } from './message-sets';
import { reasonMessageIds } from './reason-messages';

const catalogues: Record<string, Record<string, string>> = { de, en, es };

// Every reason the server or the tablet's rules give, and whether it has words of its own (true) or is worded by its
// code (false): a reason added to a union without a choice here fails to compile.
const guestReasons: Record<GuestRefusal['reason'], boolean> = {
  partySize: true,
  slotNotOffered: true,
  beyondHorizon: true,
  noTableSeats: true,
  slotTaken: false, // slot_unavailable
  slotPassed: true,
  duplicateBooking: false, // duplicate_booking
  reservationBegun: true,
  dayPassed: true,
  waitlistBeyondHorizon: true,
  unknownArea: true,
  tableFree: false, // tables_available
  dayClosed: true,
};
const commandReasons: Record<RefusalReason, boolean> = {
  end_not_after_start: true,
  too_long: true,
  no_area: true,
  table_named_twice: true,
  unknown_tables: true,
  unknown_special: true,
  id_taken: true,
  table_taken: false, // table_occupied, with the table and times from its collisions
  no_reservation: true,
  reservation_deleted: true,
  swap_with_itself: true,
  no_table: true,
  holds_table: true,
  needs_action_id: false, // a client's mistake, not a host's: invalid_request
  blocker_end_not_after_start: true,
  blocker_too_long: true,
  blocker_tables_without_level: true,
  no_blocker: true,
  blocker_id_mismatch: false, // a client's mistake: invalid_request
  invalid_command: false, // invalid_request
  action: false, // the host action's own code (reservation_not_started, extension_blocked, …)
};
const staffReasons: Record<StaffRefusalReason, true> = {
  areaHasTables: true,
  areaNameTaken: true,
  unknownAreas: true,
  areaGroupInUse: true,
  unknownAreaGroup: true,
  roleHeld: true,
  roleNameTaken: true,
  timeslotBackwards: true,
  timeslotsOverlap: true,
  tableNumberNew: true,
  tableSelfCombined: true,
  unknownCombinationTables: true,
  tableCombinationsFull: true,
  tableNumberTaken: true,
  tableHasUpcoming: true,
  tableMoveOverlaps: true,
  cityHasRestaurants: true,
  deleteSelf: true,
  emailTaken: true,
  credentialsRejected: true,
  childOfChild: true,
  hostTaken: true,
  restaurantExists: true,
  partySizeRange: true,
  importHasUpcoming: true,
  importLocksOut: true,
  importOverlaps: true,
  exportTooLarge: true,
  imageMissing: true,
  imageDamaged: true,
  imageTooLarge: true,
  imageTooSmall: true,
  trashRestaurantDeleted: true,
  trashDependencyGone: true,
  trashNameTaken: true,
  trashEmailTaken: true,
  trashSlotTaken: true,
  analyticsRangeBackwards: true,
  analyticsRangeTooLong: true,
  voucherExpiryTooSoon: true,
  voucherCurrency: true,
  voucherNotPending: true,
  voucherExperienceTitle: true,
  voucherUnknownSpecial: true,
  voucherValidityTooShort: true,
};

const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)(?:\}|,)/g)].map((match) => match[1]))].sort();

describe('the reason → message map', () => {
  it('words every reason that has words of its own in every language, with the same placeholders', () => {
    for (const [reason, own] of Object.entries({ ...guestReasons, ...commandReasons, ...staffReasons })) {
      const found = reasonMessageIds(reason).filter((id) => id in en);
      expect(found.length, reason).toBe(own ? 1 : 0);
      const [id] = found;
      if (!id) continue;
      for (const [language, messages] of Object.entries(catalogues)) expect(placeholders(messages[id] ?? ''), `${reason} in ${language}`).toEqual(placeholders(en[id as keyof typeof en]));
    }
  });

  it('keeps the guest’s reasons in the guest’s share of the catalogue, and the others out of it', () => {
    for (const reason of Object.keys(guestReasons)) for (const id of reasonMessageIds(reason).filter((id) => id in en)) expect(guestMessagePattern.test(id), id).toBe(true);
    for (const reason of [...Object.keys(commandReasons), ...Object.keys(staffReasons)]) for (const id of reasonMessageIds(reason).filter((id) => id in en)) expect(guestMessagePattern.test(id), id).toBe(false);
  });

  it('puts the figures in: counts in the plural, lists joined, a day in full', () => {
    const intl = createIntl({ locale: 'de', messages: de });
    const areaHasTables = new ApiError(409, 'conflict', 'The area Terrace still has 1 table(s)', { params: { reason: 'areaHasTables', area: 'Terrasse', tables: 1 } });
    expect(messageForError(intl, areaHasTables)).toBe('Im Bereich Terrasse steht noch 1 Tisch: Verschieben oder löschen Sie sie zuerst.');
    const roleHeld = new ApiError(409, 'conflict', 'The role is held by 3 user(s)', { params: { reason: 'roleHeld', users: 3 } });
    expect(messageForError(createIntl({ locale: 'es', messages: es }), roleHeld)).toBe('3 usuarios tienen este rol: asígneles otro rol primero.');
    const unknownTables = { code: 'invalid_request', params: { reason: { reason: 'unknown_tables', level: 'Terrace', tableNumbers: ['7', '9'] } } };
    expect(messageForRefusal(createIntl({ locale: 'en', messages: en }), unknownTables)).toBe('Terrace has no table 7, 9.');
  });

  it('words a reason without words of its own, or an unknown one, by its code', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    expect(messageForRefusal(intl, { code: 'invalid_request', params: { reason: { reason: 'needs_action_id' } } })).toBe(en['error.code.invalid_request']);
    expect(messageForRefusal(intl, { code: 'conflict', params: { reason: { reason: 'somethingNew' } } })).toBe(en['error.code.conflict']);
  });
});
