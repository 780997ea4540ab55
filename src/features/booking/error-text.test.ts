import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de.json';
import { ApiError } from '../../api/client';
import { guestErrorText } from './error-text';

const intl = createIntl({ locale: 'de', messages: de });

describe('guestErrorText', () => {
  it("says a taken table and too many tries in the guest's language", () => {
    expect(guestErrorText(new ApiError(409, 'slot_unavailable', 'That time was just booked by someone else', {}), intl)).toBe(de['booking.error.slotTaken']);
    expect(guestErrorText(new ApiError(429, 'rate_limited', 'Too many requests', {}), intl)).toBe(de['booking.error.rateLimited']);
  });
  it("passes on the server's own reason for anything else", () => {
    expect(guestErrorText(new ApiError(400, 'invalid_request', 'Online bookings are for 1 to 8 guests', {}), intl)).toBe('Online bookings are for 1 to 8 guests');
  });
  it('falls back to the generic message without an answer from the server', () => {
    expect(guestErrorText(new ApiError(0, 'network', '', {}), intl)).toBe(de['booking.error.generic']);
    expect(guestErrorText(new TypeError('Failed to fetch'), intl)).toBe(de['booking.error.generic']);
  });
});
