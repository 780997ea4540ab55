// Guest emails: the confirmation and waitlist messages, the outbox that sends them after the commit
// (docs/decisions/007) and the mailer. What other modules may use.
export { confirmationService, manageUrlOf, type AppConfigSource, type ConfirmationService } from './confirmation';
export { createThreadedMailer } from './mail-thread';
export type { Mailer, OutgoingMail } from './mailer';
export type { InviteMailComposer, InviteMailRow } from './invite-mail';
export type { VoucherMailComposer, VoucherMailRow } from './voucher-mail';
export { emailOutboxService, outboxEntry, type EmailOutbox, type EmailOutboxOptions } from './outbox';
