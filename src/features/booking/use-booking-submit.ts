import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { parseSlot, slotsFor, type Choice } from '../../../core/availability/offer';
import { toInstant } from '../../../core/time';
import { ApiError } from '../../api/client';
import { requestBooking, type GuestAvailability } from '../../api/booking';
import { appQueryKeys } from '../../api/app-query-keys';
import { invalidateResources } from '../../api/resource';
import { withRetry } from '../../api/retry';
import { messageForError } from '../../i18n/error-messages';
import { currentReferral } from './referral';
import { bookingAttempt, type BookingAttempt } from './booking-attempt';
import { keepBooking, restoredBooking, type Booked } from './booking-done';
import type { Selection } from './booking-state';
import type { ContactValue } from './contact-value';
import type { Marker } from './use-booking-progress';
import type { Language } from '../../../core/i18n/locale';

interface SubmitContext {
  restaurantId: string | null | undefined;
  av: GuestAvailability | undefined;
  search: string;
  selection: Selection;
  contact: ContactValue;
  language: Language;
  update(next: Selection): void;
  mark(marker: Marker): void;
  /** A slot was taken meanwhile: the free tables come from the API from now on. */
  onSlotTaken(): void;
}

/** Sends the booking once per tap, under one Idempotency-Key per attempt, and keeps its answer or its failure. */
export function useBookingSubmit(context: SubmitContext) {
  const intl = useIntl();
  const { search, selection, contact, language, update, mark } = context;
  const [booked, setBooked] = useState<Booked | null>(() => restoredBooking(search));
  // One Idempotency-Key per attempt: a double tap or a retry of the same attempt is answered once by the server.
  const attempt = useRef<BookingAttempt | null>(null);
  const sending = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit() {
    const { restaurantId, av } = context;
    if (!restaurantId || !av || selection.partySize === null || !selection.date || !selection.choice || !selection.slot) return;
    // A second tap while the first is on its way sends nothing (the first answer decides).
    if (sending.current) return;
    sending.current = true;
    try {
      await send(restaurantId, av, selection.partySize, selection.date, selection.choice, selection.slot);
    } finally {
      sending.current = false;
    }
  }

  async function send(restaurantId: string, av: GuestAvailability, partySize: number, date: string, choice: Choice, slot: string) {
    const { internationalPhone } = await import('./PhoneField');
    const { start, end } = parseSlot(slot);
    const startInstant = toInstant(date, start, av.timeZone);
    mark('contact');
    // The time began (or today's online bookings closed) while the guest filled in the form: said at once, without
    // asking the server, and the times still open are offered.
    if (!slotsFor(av, date, choice, partySize, Date.now()).includes(slot)) {
      setFailure(intl.formatMessage({ id: 'booking.error.slotPassed' }));
      mark('failed');
      update({ ...selection, outcome: 'failure' });
      return;
    }
    update({ ...selection, outcome: 'submitting' });
    try {
      const referral = currentReferral();
      attempt.current = bookingAttempt(attempt.current, {
        customer: { name: contact.name.trim(), email: contact.email.trim(), phone: internationalPhone(contact) },
        partySize,
        startTime: startInstant.toISOString(),
        // The slot's length, not a second wall-clock conversion: a slot ending after midnight keeps its duration.
        endTime: new Date(startInstant.getTime() + (end - start) * 60_000).toISOString(),
        ...(choice.kind === 'area' ? { level: choice.name } : choice.kind === 'areaGroup' ? { areaGroupId: choice.id } : { specialId: choice.id }),
        ...(contact.note.trim() ? { note: contact.note.trim() } : {}),
        ...(contact.voucherCode.trim() ? { voucherCode: contact.voucherCode.trim() } : {}),
        language,
        ...(referral ? { referralCode: referral.code, referredAt: referral.at } : {}),
      });
      const { key, body } = attempt.current;
      // Busy (429), failing or unanswered: the same attempt again, under the same key, after the server's Retry-After.
      const result = await withRetry(() => requestBooking(restaurantId, body, key), { attempts: 4 });
      setBooked(result);
      keepBooking(search, result);
      mark('success');
      update({ ...selection, outcome: 'success' });
      void invalidateResources(appQueryKeys.availability(restaurantId));
    } catch (error) {
      setFailure(messageForError(intl, error));
      if (error instanceof ApiError && error.code === 'slot_unavailable') context.onSlotTaken();
      mark('failed');
      update({ ...selection, outcome: 'failure' });
    }
  }

  return { submit, booked, failure };
}
