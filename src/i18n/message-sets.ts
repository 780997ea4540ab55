/**
 * The guest's share of the messages. A guest booking or managing a reservation downloads only these (the
 * booking page's JavaScript budget); every other screen loads the whole catalogue. The build uses the same pattern
 * (build/vite-plugins.ts), and messages.test.ts checks that every id the guest's screens use matches it.
 */
export const guestRoutes: ReadonlySet<string> = new Set(['Booking', 'GuestReservation', 'OldGuestReservation']);

/** The error codes a guest can meet (the booking, the waitlist, the manage link, reaching the server at all). */
const guestErrorCodes = 'invalid_request|not_found|conflict|duplicate_booking|idempotency_key_reused|payload_too_large|internal_error|missing_app_config|timeout|network_error|invalid_response|unknown';

export const guestMessagePattern = new RegExp(
  `^(?:(?:app|booking|guest|cookies|language)\\.|error\\.(?!code\\.)|error\\.code\\.(?:${guestErrorCodes})$|loading$|nav\\.skip$|route\\.(?:Booking|GuestReservation|OldGuestReservation)$)`,
);

/**
 * What of the guest's share a guest reads only after sending something (a refusal's reason, an answer to a booking or
 * a cancellation): fetched once the page is interactive (./I18nProvider.tsx), not before its first screen. Until it
 * arrives such a message falls back to the generic one (./error-messages.ts), which loads with the first screen.
 */
export const guestLaterPattern = /^(?:guest\.refusal\.|error\.code\.(?:invalid_request|conflict|duplicate_booking|idempotency_key_reused|payload_too_large)$)/;

export type MessageScope = 'guest' | 'all';
/** How a catalogue is fetched: whole, or the guest's share in two parts (the first screen's, and the rest). */
export type MessagePart = 'all' | 'guest' | 'guestLater';
