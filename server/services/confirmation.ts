// The booking confirmation email (spec §7 POST /reservations/{id}/email/confirmation, and on every online booking): in
// the guest's language, with the manage link and an .ics attachment.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import { languages, type Language } from '../../core/schemas/common';
import { formatMinutes, toLocal } from '../../core/time';
import type { Database } from '../db/connection';
import { reservations } from '../db/schema';
import { calendarEvent } from '../email/ics';
import type { Mailer } from '../email/mailer';
import { confirmationText, intlLocale, type ConfirmationText } from '../email/messages';
import { restaurantRules } from './engine-input';
import type { PublishingService } from './publishing';
import type { ReservationRow } from './reservation-dto';

export type ConfirmationService = ReturnType<typeof confirmationService>;

export const manageUrlOf = (publicUrl: string, restaurantId: string, token: string) =>
  `${publicUrl}/r/${restaurantId}/guest/reservation/${encodeURIComponent(token)}`;

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

export function confirmationService(deps: { db: Database; mailer: Mailer; publishing: PublishingService; publicUrl: string }) {
  /** `texts`: the confirmation by default; a waitlist entry turned into a reservation gets its own wording. */
  async function send(row: ReservationRow, texts: Record<Language, ConfirmationText> = confirmationText): Promise<{ file?: string }> {
    if (!row.customerEmail) throw new AppError('invalid_request', 'The reservation has no email address');
    const [config, rules] = await Promise.all([deps.publishing.appConfigOf(row.restaurantId), restaurantRules(deps.db, row.restaurantId)]);
    const language: Language = (languages as readonly string[]).includes(row.language ?? '')
      ? (row.language as Language)
      : ((config.languages[0] ?? 'en') as Language);
    const text = texts[language];
    const local = toLocal(row.startTime, rules.timeZone);
    const date = fullDateFormat(intlLocale[language], rules.timeZone).format(row.startTime);
    const when = `${date}, ${formatMinutes(local.minutes)}`;
    const manageUrl = manageUrlOf(deps.publicUrl, row.restaurantId, row.token);
    const body = [
      text.greeting(row.customerName),
      '',
      text.confirmed(config.restaurantName, when, row.partySize),
      text.area(row.level),
      '',
      text.manage,
      manageUrl,
      '',
      text.calendar,
      '',
      text.closing(config.restaurantName),
    ].join('\n');
    const ics = calendarEvent({
      uid: `${row.id}@covers`,
      start: row.startTime,
      end: row.endTime,
      summary: text.subject(config.restaurantName),
      description: `${text.manage} ${manageUrl}`,
      location: config.restaurantName,
      url: manageUrl,
    });
    const result = await deps.mailer.send({
      to: row.customerEmail,
      subject: text.subject(config.restaurantName),
      text: body,
      attachments: [{ filename: 'reservation.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    });
    await deps.db
      .update(reservations)
      .set({ notifiedAt: new Date() })
      .where(and(eq(reservations.restaurantId, row.restaurantId), eq(reservations.id, row.id)));
    return result.file ? { file: result.file } : {};
  }

  // Online bookings send their confirmation after answering the guest. A burst of bookings must not turn into a burst
  // of email work competing with the next bookings for the CPU and the database: at most a few are sent at a time,
  // the rest wait their turn in order. Shutdown waits until every queued confirmation has gone (drain).
  const maxSending = 2;
  const waiting: { row: ReservationRow; onError: (error: unknown) => void }[] = [];
  let sending = 0;
  let idle: Promise<void> = Promise.resolve();
  let markIdle: () => void = () => undefined;

  function pump(): void {
    while (sending < maxSending && waiting.length > 0) {
      const next = waiting.shift() as (typeof waiting)[number];
      sending++;
      send(next.row)
        .catch(next.onError)
        .finally(() => {
          sending--;
          if (sending === 0 && waiting.length === 0) markIdle();
          pump();
        });
    }
  }

  /** Sends the confirmation soon, in order; a failure goes to `onError` (the booking itself stands). */
  function enqueue(row: ReservationRow, onError: (error: unknown) => void): void {
    if (sending === 0 && waiting.length === 0) idle = new Promise<void>((resolve) => (markIdle = resolve));
    waiting.push({ row, onError });
    pump();
  }

  /** Resolves when no confirmation is waiting or being sent. */
  function drain(): Promise<void> {
    return sending === 0 && waiting.length === 0 ? Promise.resolve() : idle;
  }

  return { send, enqueue, drain };
}
