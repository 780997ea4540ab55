import { useIntl } from 'react-intl';
import type { GuestAvailability } from '../../api/booking';
import type { Selection } from './booking-state';
import { choiceLabel, longDateLabel, slotLabel } from './labels';

/** What the guest has chosen so far, on one line. */
export function BookingSummary({ selection, av, language }: { selection: Selection; av: GuestAvailability; language: string }) {
  const intl = useIntl();
  if (selection.partySize === null) return null;
  const parts = [intl.formatMessage({ id: 'booking.size.option' }, { n: selection.partySize })];
  if (selection.date) parts.push(longDateLabel(selection.date, intl.locale));
  if (selection.choice) parts.push(choiceLabel(selection.choice, av.display, language));
  if (selection.slot) parts.push(slotLabel(selection.slot, intl.formatMessage({ id: 'booking.slot.openEnd' })));
  return <p className="booking__summary">{parts.join(' · ')}</p>;
}
