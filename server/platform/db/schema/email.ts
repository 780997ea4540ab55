// The guest emails waiting to be sent (docs/decisions/007).
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, text } from 'drizzle-orm/pg-core';
import { invites } from './accounts';
import { createdAt, instant } from './columns';
import { reservations } from './reservations';
import { tenantTable } from './tenant-table';
import { vouchers } from './vouchers';

/**
 * Guest emails still to send (docs/decisions/007): a row is written in the same statement or transaction as
 * the change that calls for the email, so both are committed or neither is. The outbox worker
 * (server/modules/email/outbox.ts) claims due rows, sends, and stamps sent_at; a failure is retried later
 * (attempts, next_attempt_at, last_error). Given up: sent_at and next_attempt_at both null, the last error kept.
 */
export const emailOutbox = tenantTable(
  'email_outbox',
  {
    /**
     * What to send: 'confirmation' (online booking), 'waitlist' (a waiting guest was given a table), 'voucher-buyer'
     * or 'voucher-recipient' (a voucher paid for: its PDF, to the buyer at once and to the recipient on the delivery
     * date, which is the row's first next_attempt_at), 'invite' (an invite to become a restaurant's staff).
     */
    kind: text('kind').notNull(),
    /** The booking the email is about; null for a voucher's email. */
    reservationId: text('reservation_id'),
    /** The voucher the email is about; null for a booking's email. */
    voucherId: text('voucher_id'),
    /** The invite the email is about ('invite': a new restaurant's owner is invited, spec §6). */
    inviteId: text('invite_id'),
    /** The guest's language when the email was asked for; null: the restaurant's first language when it is sent. */
    language: text('language'),
    /** Claims so far, each one send at most. */
    attempts: integer('attempts').notNull().default(0),
    /** Due from then on; while a worker sends, the end of its lease; null once sent or given up. */
    nextAttemptAt: instant('next_attempt_at').defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    foreignKey({ name: 'email_outbox_voucher_fk', columns: [t.restaurantId, t.voucherId], foreignColumns: [vouchers.restaurantId, vouchers.id] }).onDelete('cascade'),
    foreignKey({ name: 'email_outbox_invite_fk', columns: [t.restaurantId, t.inviteId], foreignColumns: [invites.restaurantId, invites.id] }).onDelete('cascade'),
    // Each email is about exactly one reservation, voucher or invite.
    check('email_outbox_subject_check', sql`num_nonnulls(${t.reservationId}, ${t.voucherId}, ${t.inviteId}) = 1`),
    foreignKey({ name: 'email_outbox_reservation_fk', columns: [t.restaurantId, t.reservationId], foreignColumns: [reservations.restaurantId, reservations.id] }).onDelete('cascade'),
    // The worker's claim reads only the rows still to send, oldest due first.
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
    index('email_outbox_reservation_idx').on(t.restaurantId, t.reservationId),
  ],
);
