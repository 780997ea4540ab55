// Why the online booking, the waitlist or the manage link turns a guest away, as data: the server words it in the
// guest's language (server/i18n/guest-refusals.ts), and the guest reads it on the booking page (spec §8: a request
// that fails shows the server's reason).

export type GuestRefusal =
  | { reason: 'partySize'; min: number; max: number }
  | { reason: 'slotNotOffered' }
  | { reason: 'beyondHorizon'; days: number }
  | { reason: 'noTableSeats'; partySize: number }
  | { reason: 'slotTaken'; partySize: number }
  | { reason: 'slotPassed' }
  | { reason: 'duplicateBooking' }
  | { reason: 'reservationBegun' }
  | { reason: 'dayPassed'; day: string }
  | { reason: 'waitlistBeyondHorizon'; days: number }
  | { reason: 'unknownArea'; area: string }
  | { reason: 'tableFree'; partySize: number; day: string }
  | { reason: 'dayClosed'; day: string };
