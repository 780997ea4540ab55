// Test support for the guest emails (the unit tests here and bench/email.ts): a restaurant that sends them, and a
// message with an .ics attachment as the mailers get it.
import type { EmailSender } from './reservation-email';

/** Trattoria Demo in Berlin, its Terrace named in every language. */
export const demoSender: EmailSender = {
  restaurantName: 'Trattoria Demo',
  defaultLanguage: 'de',
  timeZone: 'Europe/Berlin',
  contactPhone: '+49 30 1234567',
  areaNames: new Map([['Terrace', { de: 'Terrasse', en: 'Terrace', es: 'Terraza' }]]),
};

/** A confirmation-like message to `to`, with a calendar attachment. */
export const sampleMail = (to: string) => ({
  to,
  subject: 'Your table at Trattoria Demo',
  text: 'See you on Friday.',
  attachments: [{ filename: 'reservation.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', contentType: 'text/calendar' }],
});
