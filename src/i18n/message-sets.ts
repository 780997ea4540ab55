/**
 * The guest's share of the messages. A guest booking or managing a reservation downloads only these (the
 * booking page's JavaScript budget); every other screen loads the whole catalogue. The build uses the same pattern
 * (build/vite-plugins.ts), and messages.test.ts checks that every id the guest's screens use matches it.
 */
export const guestRoutes: ReadonlySet<string> = new Set(['Booking', 'GuestReservation', 'OldGuestReservation', 'GiftCards', 'Voucher', 'SlugHub', 'AllHub']);

/** The error codes a guest can meet (the booking, the waitlist, the manage link, reaching the server at all). */
const guestErrorCodes = 'invalid_request|not_found|conflict|duplicate_booking|idempotency_key_reused|payload_too_large|internal_error|missing_app_config|timeout|network_error|invalid_response|unknown';

export const guestMessagePattern = new RegExp(
  `^(?:(?:app|booking|guest|giftCard|cookies|language|publicPages)\\.|error\\.(?!code\\.)|error\\.code\\.(?:${guestErrorCodes})$|loading$|nav\\.skip$|route\\.(?:Booking|GuestReservation|OldGuestReservation|GiftCards|Voucher|SlugHub|AllHub)$)`,
);

/**
 * What of the guest's share the booking home does not say: the booking flow's and the manage link's words, a
 * refusal's reason, the answers a guest meets only after sending something, the cookie banner (shown once the page is
 * interactive), the creators' public pages (they wait for these words behind the server's markup). Fetched once the home is interactive
 * (./I18nProvider.tsx), not before it; the flow and the manage page wait for it (useRestOfMessages), and an error
 * message not yet there falls back to the generic one (./error-messages.ts), which comes with the first part.
 */
export const guestLaterPattern =
  /^(?:guest\.|giftCard\.|cookies\.|publicPages\.|booking\.(?!(?:call|intro|start|welcome|error\.availability)$)|error\.code\.(?:invalid_request|conflict|duplicate_booking|idempotency_key_reused|payload_too_large)$)/;

export type MessageScope = 'guest' | 'all';
/** How a catalogue is fetched: whole, or the guest's share in two parts (the first screen's, and the rest). */
export type MessagePart = 'all' | 'guest' | 'guestLater';
