/**
 * The guest's share of the messages. A guest booking or managing a reservation downloads only these (issue 4: the
 * booking page's JavaScript budget); every other screen loads the whole catalogue. The build uses the same pattern
 * (build/vite-plugins.ts), and messages.test.ts checks that every id the guest's screens use matches it.
 */
export const guestRoutes: ReadonlySet<string> = new Set(['Booking', 'GuestReservation', 'OldGuestReservation']);

export const guestMessagePattern = /^(?:(?:app|booking|guest|cookies|error|language)\.|loading$|nav\.skip$|route\.(?:Booking|GuestReservation|OldGuestReservation)$)/;

export type MessageScope = 'guest' | 'all';
