import type { IntlShape } from 'react-intl';
import { ApiError } from '../../api/client';

/**
 * What a guest reads when the server refuses: the server's reason (spec §8: "a reservation request fails with the
 * server's error text"), in the guest's language where the reason is one a guest meets in the normal course (a table
 * taken meanwhile, one freed on a day the guest wants to wait for, too many tries); without an answer at all (offline,
 * a dropped connection), the generic message.
 */
export function guestErrorText(error: unknown, intl: IntlShape): string {
  if (!(error instanceof ApiError) || error.status === 0) return intl.formatMessage({ id: 'booking.error.generic' });
  if (error.code === 'slot_unavailable') return intl.formatMessage({ id: 'booking.error.slotTaken' });
  if (error.code === 'tables_available') return intl.formatMessage({ id: 'booking.waitlist.tableFree' });
  if (error.code === 'rate_limited') return intl.formatMessage({ id: 'booking.error.rateLimited' });
  return error.message || intl.formatMessage({ id: 'booking.error.generic' });
}
