// The guest's email about a reservation, built without I/O: the text in the guest's language, the manage link and an
// .ics attachment. Which wording depends on why it is sent (its kind).
import { intlLocaleOf, localized } from '../../../core/i18n/locale';
import { languages, type Language } from '../../../core/schemas/common';
import { formatMinutes, toLocal } from '../../../core/time';
import { calendarEvent } from './ics';
import type { OutgoingMail } from './mailer';
import { confirmationText, waitlistConfirmedText, type ConfirmationText } from './messages';

/** Why a guest is emailed: an online booking, or a waiting guest given a table by staff. */
export const emailKinds = ['confirmation', 'waitlist'] as const;
export type EmailKind = (typeof emailKinds)[number];
export const isEmailKind = (value: string): value is EmailKind => (emailKinds as readonly string[]).includes(value);

const textsOf: Record<EmailKind, Record<Language, ConfirmationText>> = { confirmation: confirmationText, waitlist: waitlistConfirmedText };

/** What an email needs of its restaurant; read once for a batch of emails. */
export interface EmailSender {
  restaurantName: string;
  /** The restaurant's first language: the email's language when the guest chose none. */
  defaultLanguage: Language;
  timeZone: string;
  /** The restaurant's phone, for what the guest cannot do through the manage link; none when the restaurant set none. */
  contactPhone: string | null;
  /** An area's name in each language the restaurant gave it (by the area's own name, as a reservation records it). */
  areaNames: ReadonlyMap<string, Readonly<Record<string, string>>>;
}

/** What an email needs of the reservation. */
export interface EmailReservation {
  id: string;
  restaurantId: string;
  customerName: string;
  customerEmail: string;
  level: string;
  partySize: number;
  startTime: Date;
  endTime: Date;
  token: string;
}

export const manageUrlOf = (publicUrl: string, restaurantId: string, token: string) =>
  `${publicUrl}/r/${restaurantId}/guest/reservation/${encodeURIComponent(token)}`;

export const emailLanguageOf = (asked: string | null | undefined, sender: EmailSender): Language =>
  (languages as readonly string[]).includes(asked ?? '') ? (asked as Language) : sender.defaultLanguage;

// Making an Intl.DateTimeFormat costs far more than using one; a burst of bookings needs only a handful.
const fullDateFormats = new Map<string, Intl.DateTimeFormat>();
function fullDateFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = fullDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone });
    fullDateFormats.set(key, format);
  }
  return format;
}

export function reservationEmail(
  row: EmailReservation,
  kind: EmailKind,
  language: Language,
  sender: EmailSender,
  publicUrl: string,
): OutgoingMail {
  const text = textsOf[kind][language];
  const local = toLocal(row.startTime, sender.timeZone);
  const date = fullDateFormat(intlLocaleOf[language], sender.timeZone).format(row.startTime);
  const when = `${date}, ${formatMinutes(local.minutes)}`;
  const manageUrl = manageUrlOf(publicUrl, row.restaurantId, row.token);
  const subject = text.subject(sender.restaurantName);
  const body = [
    text.greeting(row.customerName),
    '',
    text.confirmed(sender.restaurantName, when, row.partySize),
    text.area(localized(sender.areaNames.get(row.level), language, row.level)),
    '',
    text.manage,
    manageUrl,
    '',
    ...(sender.contactPhone ? [text.call(sender.contactPhone), ''] : []),
    text.calendar,
    '',
    text.closing(sender.restaurantName),
  ].join('\n');
  const ics = calendarEvent({
    uid: `${row.id}@covers`,
    start: row.startTime,
    end: row.endTime,
    summary: subject,
    description: `${text.manage} ${manageUrl}`,
    location: sender.restaurantName,
    url: manageUrl,
  });
  return {
    to: row.customerEmail,
    subject,
    text: body,
    attachments: [{ filename: 'reservation.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}
