// An invite's email waits in the same outbox as a guest's (docs/decisions/007); the accounts module writes it. The
// outbox knows only this shape, so it depends on no other module.
import type { OutgoingMail } from './mailer';

export interface InviteMailRow {
  restaurantId: string;
  inviteId: string;
  language: string | null;
}

/** The email of a row, or an Error saying why it can never be sent (the row is given up); a throw is retried. */
export type InviteMailComposer = (row: InviteMailRow) => Promise<OutgoingMail | Error>;
