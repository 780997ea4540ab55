// Vouchers and gift cards (docs/decisions/012-vouchers.md): the voucher, its ledger, the restaurant's voucher
// settings, and the payment provider's events already handled. Migration 0015 adds what the builder cannot say: the
// trigger that keeps a voucher's balance the sum of its ledger, and the check that keeps it at zero or above.
import { boolean, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../../core/schemas/common';
import type { LedgerEntryKind, VoucherExperience, VoucherKind, VoucherSource, VoucherStatus } from '../../../../core/schemas/vouchers';
import { createdAt, instant } from './columns';
import { restaurants } from './restaurants';
import { tenantTable } from './tenant-table';

export const vouchers = tenantTable(
  'vouchers',
  {
    /** Canonical form (core/vouchers/code.ts), unique within the restaurant. */
    code: text('code').notNull(),
    kind: text('kind').$type<VoucherKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>(),
    specialId: text('special_id'),
    initialValue: integer('initial_value').notNull(),
    currency: text('currency').notNull(),
    /** The sum of the ledger, kept by the voucher_ledger trigger; never below zero (a check). Not written directly. */
    balance: integer('balance').notNull().default(0),
    status: text('status').$type<VoucherStatus>().notNull(),
    buyerName: text('buyer_name'),
    buyerEmail: text('buyer_email'),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    language: text('language'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveredAt: instant('delivered_at'),
    issuedAt: instant('issued_at'),
    expiresAt: instant('expires_at').notNull(),
    source: text('source').$type<VoucherSource>().notNull(),
    heldForReview: boolean('held_for_review').notNull().default(false),
    paymentProvider: text('payment_provider').$type<'stripe' | 'atRestaurant'>(),
    /** The provider's checkout session (Stripe: cs_…), and its payment for refunds (pi_…). */
    paymentSessionId: text('payment_session_id'),
    paymentIntentId: text('payment_intent_id'),
    /** The buyer's address as a salted hash, for the per-address checkout velocity limit; never the address itself. */
    checkoutFingerprint: text('checkout_fingerprint'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('vouchers_code_unique').on(t.restaurantId, t.code),
    index('vouchers_session_idx').on(t.paymentSessionId),
    index('vouchers_expiry_idx').on(t.restaurantId, t.status, t.expiresAt),
    index('vouchers_buyer_email_idx').on(t.restaurantId, t.buyerEmail, t.createdAt),
  ],
);

/** Every change of a voucher's value; rows are only ever added. */
export const voucherLedger = tenantTable(
  'voucher_ledger',
  {
    voucherId: text('voucher_id').notNull(),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    /** Signed minor units. */
    amount: integer('amount').notNull(),
    at: instant('at').notNull().defaultNow(),
    actorId: text('actor_id'),
    reservationId: text('reservation_id'),
    /** The client's id for a redemption (the offline queue's): the same one replayed counts once. */
    actionId: text('action_id'),
    reason: text('reason'),
    /** The provider's id for the money that moved (a Stripe refund re_…, a payment pi_…). */
    providerRef: text('provider_ref'),
  },
  (t) => [
    foreignKey({ name: 'voucher_ledger_voucher_fk', columns: [t.restaurantId, t.voucherId], foreignColumns: [vouchers.restaurantId, vouchers.id] }).onDelete('cascade'),
    unique('voucher_ledger_action_unique').on(t.restaurantId, t.actionId),
    index('voucher_ledger_voucher_idx').on(t.restaurantId, t.voucherId, t.at),
  ],
);

/** What a restaurant's gift-card page sells; a restaurant without a row sells nothing yet (defaults in the service). */
export const voucherSettings = pgTable('voucher_settings', {
  restaurantId: text('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  currency: text('currency').notNull(),
  presets: jsonb('presets').$type<number[]>().notNull(),
  minAmount: integer('min_amount').notNull(),
  maxAmount: integer('max_amount').notNull(),
  reviewAbove: integer('review_above').notNull(),
  validityYears: integer('validity_years').notNull(),
  experiences: jsonb('experiences').$type<VoucherExperience[]>().notNull().default([]),
  terms: jsonb('terms').$type<LocalizedText>().notNull().default({}),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Provider events already fulfilled (idempotency by event id): a replayed webhook finds its row and does nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    restaurantId: text('restaurant_id'),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('payment_events_received_idx').on(t.receivedAt)],
);
