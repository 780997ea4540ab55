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
import { confirmationText, intlLocale } from '../email/messages';
import { restaurantRules } from './engine-input';
import type { PublishingService } from './publishing';
import type { ReservationRow } from './reservation-dto';

export type ConfirmationService = ReturnType<typeof confirmationService>;

export const manageUrlOf = (publicUrl: string, restaurantId: string, token: string) =>
  `${publicUrl}/r/${restaurantId}/guest/reservation/${encodeURIComponent(token)}`;

export function confirmationService(deps: { db: Database; mailer: Mailer; publishing: PublishingService; publicUrl: string }) {
  async function send(row: ReservationRow): Promise<{ file?: string }> {
    if (!row.customerEmail) throw new AppError('invalid_request', 'The reservation has no email address');
    const [config, rules] = await Promise.all([deps.publishing.appConfigOf(row.restaurantId), restaurantRules(deps.db, row.restaurantId)]);
    const language: Language = (languages as readonly string[]).includes(row.language ?? '')
      ? (row.language as Language)
      : ((config.languages[0] ?? 'en') as Language);
    const text = confirmationText[language];
    const local = toLocal(row.startTime, rules.timeZone);
    const date = new Intl.DateTimeFormat(intlLocale[language], { dateStyle: 'full', timeZone: rules.timeZone }).format(row.startTime);
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

  return { send };
}
