// What a guest reads when the booking, the waitlist or the manage link refuses them, in the language the guest's page
// sent (the booking and the waitlist say it; a reservation keeps it), as the guest's emails are worded
// (server/modules/email/messages.ts). An API client without a language reads English. The error code stays the contract.
import { AppError, type ErrorCode } from '../../../core/errors';
import { intlLocaleOf, isLanguage, supportedLanguages, type Language } from '../../../core/i18n/locale';
import type { GuestRefusal } from '../../../core/reservations';

type Texts = { [Reason in GuestRefusal['reason']]: (refusal: Extract<GuestRefusal, { reason: Reason }>, day: (date: string) => string) => string };

const texts: Record<Language, Texts> = {
  en: {
    partySize: ({ min, max }) => `Online bookings are for ${min} to ${max} guests`,
    slotNotOffered: () => 'This is not a bookable time slot for that choice',
    beyondHorizon: ({ days }) => `Online bookings open ${days} days ahead`,
    noTableSeats: ({ partySize }) => `No table seats ${partySize} at that time`,
    slotTaken: ({ partySize }) => `No table is free for ${partySize} at that time any more`,
    slotPassed: () => 'This time has already passed',
    duplicateBooking: () => 'You already have a booking at this time. Your confirmation email has its details.',
    reservationBegun: () => 'This reservation has begun; it can no longer be cancelled online. Please call the restaurant.',
    dayPassed: ({ day }, date) => `${date(day)} has passed`,
    waitlistBeyondHorizon: ({ days }) => `The waitlist is open for the next ${days} days`,
    unknownArea: ({ area }) => `No area ${area}`,
    tableFree: ({ partySize, day }, date) => `A table for ${partySize} is free on ${date(day)}: book it instead of waiting`,
    dayClosed: ({ day }, date) => `No online bookings on ${date(day)}`,
  },
  de: {
    partySize: ({ min, max }) => `Online reservieren können Gruppen von ${min} bis ${max} Personen`,
    slotNotOffered: () => 'Diese Uhrzeit kann für diese Auswahl nicht reserviert werden',
    beyondHorizon: ({ days }) => `Online reservieren können Sie bis zu ${days} Tage im Voraus`,
    noTableSeats: ({ partySize }) => `Zu dieser Zeit gibt es keinen Tisch für ${partySize} Personen`,
    slotTaken: ({ partySize }) => `Zu dieser Zeit ist kein Tisch für ${partySize} Personen mehr frei`,
    slotPassed: () => 'Diese Uhrzeit ist schon vorbei',
    duplicateBooking: () => 'Sie haben zu dieser Zeit bereits eine Reservierung. Die Einzelheiten stehen in Ihrer Bestätigungs-E-Mail.',
    reservationBegun: () => 'Diese Reservierung hat schon begonnen und kann nicht mehr online storniert werden. Bitte rufen Sie das Restaurant an.',
    dayPassed: ({ day }, date) => `${date(day)} ist schon vorbei`,
    waitlistBeyondHorizon: ({ days }) => `Die Warteliste ist für die nächsten ${days} Tage offen`,
    unknownArea: ({ area }) => `Es gibt keinen Bereich ${area}`,
    tableFree: ({ partySize, day }, date) => `Am ${date(day)} ist ein Tisch für ${partySize} Personen frei: Reservieren Sie ihn, statt zu warten`,
    dayClosed: ({ day }, date) => `Am ${date(day)} gibt es keine Online-Reservierungen`,
  },
  es: {
    partySize: ({ min, max }) => `Las reservas en línea son para grupos de ${min} a ${max} personas`,
    slotNotOffered: () => 'Esta hora no se puede reservar para esa elección',
    beyondHorizon: ({ days }) => `Las reservas en línea se abren con ${days} días de antelación`,
    noTableSeats: ({ partySize }) => `A esa hora no hay mesa para ${partySize} personas`,
    slotTaken: ({ partySize }) => `A esa hora ya no queda mesa libre para ${partySize} personas`,
    slotPassed: () => 'Esta hora ya ha pasado',
    duplicateBooking: () => 'Ya tienes una reserva a esta hora. Encontrarás los detalles en tu correo de confirmación.',
    reservationBegun: () => 'Esta reserva ya ha comenzado y no se puede cancelar en línea. Llama al restaurante, por favor.',
    dayPassed: ({ day }, date) => `El ${date(day)} ya ha pasado`,
    waitlistBeyondHorizon: ({ days }) => `La lista de espera está abierta para los próximos ${days} días`,
    unknownArea: ({ area }) => `No hay ninguna zona ${area}`,
    tableFree: ({ partySize, day }, date) => `El ${date(day)} hay una mesa libre para ${partySize} personas: resérvala en lugar de esperar`,
    dayClosed: ({ day }, date) => `El ${date(day)} no hay reservas en línea`,
  },
};

// A day written as the guest's emails write their date (server/modules/email/reservation-email.ts).
const dayFormats = Object.fromEntries(
  supportedLanguages.map((language) => [language, new Intl.DateTimeFormat(intlLocaleOf[language], { dateStyle: 'full', timeZone: 'UTC' })]),
) as Record<Language, Intl.DateTimeFormat>;

/** The refusal in the guest's language (English for an unknown or missing one). */
export function guestRefusalText(refusal: GuestRefusal, language: string | null | undefined): string {
  const lang = isLanguage(language) ? language : 'en';
  const date = (day: string) => dayFormats[lang].format(new Date(`${day}T00:00:00Z`));
  // TypeScript cannot tie the text to the refusal's own variant through the lookup; the table's type guarantees it.
  const text = texts[lang][refusal.reason] as (refusal: GuestRefusal, date: (day: string) => string) => string;
  return text(refusal, date);
}

/**
 * The error a refused guest gets: the catalogue's code, the reason in their language for API callers, and the reason
 * with its figures as `params`, from which the guest's page words it (src/i18n/error-messages.ts).
 */
export function guestRefusal(code: ErrorCode, refusal: GuestRefusal, language: string | null | undefined): AppError {
  return new AppError(code, guestRefusalText(refusal, language), { params: refusal });
}
