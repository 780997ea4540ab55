// An invite's email as the outbox sends it (spec §6: a new restaurant's owner is invited): the code and the link that
// opens the sign-up with it, in the restaurant's first language. Read when it is sent, so an invite deleted, used or
// expired by then is not sent at all.
import { languages, type Language } from '../../../core/schemas/common';
import type { Database } from '../../platform/db/connection';
import type { AppConfigSource, InviteMailRow, OutgoingMail } from '../email';
import { inviteByCodeOrId } from './repository/invites';

interface InviteText {
  subject: (restaurant: string) => string;
  greeting: (name: string) => string;
  invited: (restaurant: string) => string;
  code: (code: string) => string;
  link: string;
  expires: (date: string) => string;
}

const inviteText: Record<Language, InviteText> = {
  en: {
    subject: (restaurant) => `Your invitation to ${restaurant} on Covers`,
    greeting: (name) => `Hello ${name},`,
    invited: (restaurant) => `you are invited to manage ${restaurant} on Covers.`,
    code: (code) => `Your invite code: ${code}`,
    link: 'Create your account with it here:',
    expires: (date) => `The invitation is valid until ${date}.`,
  },
  de: {
    subject: (restaurant) => `Ihre Einladung zu ${restaurant} bei Covers`,
    greeting: (name) => `Hallo ${name},`,
    invited: (restaurant) => `Sie sind eingeladen, ${restaurant} bei Covers zu verwalten.`,
    code: (code) => `Ihr Einladungscode: ${code}`,
    link: 'Hier legen Sie damit Ihr Konto an:',
    expires: (date) => `Die Einladung gilt bis ${date}.`,
  },
  es: {
    subject: (restaurant) => `Tu invitación a ${restaurant} en Covers`,
    greeting: (name) => `Hola, ${name}:`,
    invited: (restaurant) => `te invitamos a gestionar ${restaurant} en Covers.`,
    code: (code) => `Tu código de invitación: ${code}`,
    link: 'Crea tu cuenta con él aquí:',
    expires: (date) => `La invitación es válida hasta el ${date}.`,
  },
};

export const inviteUrl = (publicUrl: string, code: string) => `${publicUrl}/login?invite=${encodeURIComponent(code)}`;

export function inviteEmails(deps: { db: Database; publishing: AppConfigSource; publicUrl: string }) {
  /** The email of the row, or an Error saying why it can never be sent. */
  async function compose(row: InviteMailRow): Promise<OutgoingMail | Error> {
    const invite = await inviteByCodeOrId(deps.db, row.restaurantId, row.inviteId);
    if (!invite || invite.id !== row.inviteId) return new Error('the invite no longer exists');
    if (invite.redeemedAt) return new Error('the invite was used before its email went out');
    if (!invite.inviteCode) return new Error('the invite has no code');
    if (invite.expiresAt.getTime() <= Date.now()) return new Error('the invite expired before its email went out');
    const config = await deps.publishing.appConfigOf(row.restaurantId);
    const language: Language = (languages as readonly string[]).includes(row.language ?? '') ? (row.language as Language) : ((config.languages[0] ?? 'en') as Language);
    const text = inviteText[language];
    const until = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(invite.expiresAt);
    return {
      to: invite.email,
      subject: text.subject(config.restaurantName),
      text: [text.greeting(invite.name), '', text.invited(config.restaurantName), '', text.code(invite.inviteCode), text.link, inviteUrl(deps.publicUrl, invite.inviteCode), '', text.expires(until)].join('\n'),
    };
  }
  return { compose };
}
