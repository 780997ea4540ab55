// The creator programme (docs/decisions/014-affiliates.md): schedule rows (a change is a new row), the commission
// ledger the server reconciles from the bookings, and payouts. Migration 0020 adds what the builder cannot say: the
// one-open-item-per-booking index and the checks.
import { boolean, date, foreignKey, index, integer, numeric, text } from 'drizzle-orm/pg-core';
import type { CommissionBasis } from '../../../../core/affiliates/commission';
import type { CommissionItemKind, CommissionItemStatus } from '../../../../core/affiliates/reconcile';
import { createdAt, instant } from './columns';
import { reservations } from './reservations';
import { tenantTable } from './tenant-table';

export const commissionSchedules = tenantTable(
  'commission_schedules',
  {
    affiliateUserId: text('affiliate_user_id'),
    active: boolean('active').notNull().default(true),
    basis: text('basis').$type<CommissionBasis>().notNull(),
    commissionRate: integer('commission_rate').notNull(),
    commissionCurrency: text('commission_currency').notNull(),
    /** numeric(5,2): read as a string by the drivers, a number on the wire. */
    platformFeePercentage: numeric('platform_fee_percentage', { precision: 5, scale: 2 }).notNull(),
    attributionWindowDays: integer('attribution_window_days').notNull(),
    capPerBooking: integer('cap_per_booking'),
    createdAt: createdAt(),
    createdBy: text('created_by'),
  },
  (t) => [index('commission_schedules_created_idx').on(t.restaurantId, t.createdAt)],
);

export const commissionPayouts = tenantTable('commission_payouts', {
  affiliateUserId: text('affiliate_user_id').notNull(),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  periodEnd: date('period_end', { mode: 'string' }).notNull(),
  amount: integer('amount').notNull(),
  platformFee: integer('platform_fee').notNull(),
  currency: text('currency').notNull(),
  itemCount: integer('item_count').notNull(),
  reference: text('reference'),
  paidAt: instant('paid_at').notNull().defaultNow(),
  paidBy: text('paid_by'),
});

export const commissionItems = tenantTable(
  'commission_items',
  {
    reservationId: text('reservation_id').notNull(),
    affiliateUserId: text('affiliate_user_id').notNull(),
    kind: text('kind').$type<CommissionItemKind>().notNull(),
    status: text('status').$type<CommissionItemStatus>().notNull(),
    amount: integer('amount').notNull(),
    platformFee: integer('platform_fee').notNull(),
    currency: text('currency').notNull(),
    scheduleId: text('schedule_id'),
    covers: integer('covers').notNull(),
    /** Spec §3 capturedAt. */
    capturedAt: instant('captured_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    decidedAt: instant('decided_at'),
    decidedBy: text('decided_by'),
    reason: text('reason'),
    payoutId: text('payout_id'),
  },
  (t) => [
    foreignKey({ columns: [t.restaurantId, t.reservationId], foreignColumns: [reservations.restaurantId, reservations.id], name: 'commission_items_reservation_fk' }).onDelete('cascade'),
    foreignKey({ columns: [t.restaurantId, t.payoutId], foreignColumns: [commissionPayouts.restaurantId, commissionPayouts.id], name: 'commission_items_payout_fk' }),
    index('commission_items_creator_idx').on(t.affiliateUserId, t.capturedAt),
    index('commission_items_restaurant_idx').on(t.restaurantId, t.status, t.capturedAt),
  ],
);
