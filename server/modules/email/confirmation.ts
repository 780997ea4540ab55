// The guest's reservation emails (spec §7 POST /reservations/{id}/email/confirmation, and on every online booking): in
// the guest's language, with the manage link and an .ics attachment. Emails that follow a committed change go through
// the outbox (./outbox.ts, docs/decisions/007); staff's explicit resend is sent here, while the request waits.
import { AppError } from '../../../core/errors';
import type { Language } from '../../../core/schemas/common';
import type { Database } from '../../platform/db/connection';
import type { Mailer } from './mailer';
import { emailLanguageOf, reservationEmail, type EmailKind, type EmailSender } from './reservation-email';
import type { ChangeFeed } from '../live';
import type { AppConfig } from '../../../core/schemas/restaurants';
import type { ReservationRow } from '../../platform/db/rows';
import { areaNamesOf, markNotified, restaurantContact } from './repository/sender';
import { SettingsMemo } from './settings-memo';

export { manageUrlOf } from './reservation-email';

export type ConfirmationService = ReturnType<typeof confirmationService>;

/** Where the restaurant's published settings come from (the publishing module's app config). */
export interface AppConfigSource {
  appConfigOf(restaurantId: string): Promise<AppConfig>;
}

export function confirmationService(deps: { db: Database; mailer: Mailer; publishing: AppConfigSource; publicUrl: string; feed: ChangeFeed }) {
  /**
   * What the restaurant's emails need: its name, languages, time zone and phone, and its areas' names in every
   * language (three reads at once), kept until the restaurant's settings change (./settings-memo.ts).
   */
  async function readSender(restaurantId: string): Promise<EmailSender> {
    const [config, restaurant, areaRows] = await Promise.all([
      deps.publishing.appConfigOf(restaurantId),
      restaurantContact(deps.db, restaurantId),
      areaNamesOf(deps.db, restaurantId),
    ]);
    if (!restaurant) throw new AppError('not_found', `Unknown restaurant ${restaurantId}`);
    return {
      restaurantName: config.restaurantName,
      defaultLanguage: (config.languages[0] ?? 'en') as Language,
      timeZone: restaurant.timeZone,
      contactPhone: restaurant.contactPhone,
      areaNames: new Map(areaRows.map((area) => [area.name, area.localizedNames])),
    };
  }
  const senders = new SettingsMemo(deps.feed, readSender);
  const senderOf = (restaurantId: string): Promise<EmailSender> => senders.get(restaurantId);

  /** The email for `row`, in `language` when it is one we write in, otherwise the restaurant's first language. */
  function compose(row: ReservationRow, kind: EmailKind, sender: EmailSender, language: string | null = row.language) {
    if (!row.customerEmail) throw new AppError('invalid_request', 'The reservation has no email address');
    return reservationEmail(row, kind, emailLanguageOf(language, sender), sender, deps.publicUrl);
  }

  /**
   * Sends now and answers with the outcome (the resend button: staff see at once whether it went out). Not durable:
   * a failure is the caller's to report, and nothing retries it.
   */
  async function send(row: ReservationRow, kind: EmailKind = 'confirmation'): Promise<{ file?: string }> {
    const mail = compose(row, kind, await senderOf(row.restaurantId));
    const result = await deps.mailer.send(mail);
    await markNotified(deps.db, row, new Date());
    return result.file ? { file: result.file } : {};
  }

  return { senderOf, compose, send };
}
