// The creator programme (docs/decisions/014-affiliates.md): a restaurant's commission schedule (spec §3 shape:
// commissionRate, commissionCurrency, platformFeePercentage, affiliateUserId, commissionScheduleCreatedAt), the
// commission ledger (capturedAt) and payouts, and what creators and the public read. Amounts are integers in the
// currency's minor units; the ledger is computed by the server from the bookings (core/affiliates/ledger.ts).
import { z } from 'zod';
import { commissionBases } from '../affiliates/commission';
import { noCommissionReasons } from '../affiliates/ledger';
import { commissionItemKinds, commissionItemStatuses } from '../affiliates/reconcile';
import { EntityId, IsoInstant, LocalDate, RestaurantId } from './common';
import { Currency } from './vouchers';

export const CommissionBasis = z.enum(commissionBases);
export const CommissionItemStatus = z.enum(commissionItemStatuses);
export const CommissionItemKind = z.enum(commissionItemKinds);
export const NoCommissionReason = z.enum(noCommissionReasons);

/** The attribution window a restaurant may choose (referral programmes use 30 to 60 days; 90 at most). */
export const maxAttributionWindowDays = 90;
export const defaultAttributionWindowDays = 30;

/** A new schedule row (POST /affiliates/schedules): a change never edits a row, so a booking keeps its terms. */
export const CommissionScheduleInput = z
  .object({
    /** null or absent: every creator; a creator's id: terms for that creator only. */
    affiliateUserId: z.string().min(1).max(128).nullable().default(null),
    active: z.boolean().default(true),
    basis: CommissionBasis,
    /** Minor units per cover or booking; basis points of the spend for percentOfSpend (500 = 5 %). */
    commissionRate: z.number().int().min(0).max(1_000_000),
    commissionCurrency: Currency,
    platformFeePercentage: z.number().min(0).max(100).multipleOf(0.01),
    attributionWindowDays: z.number().int().min(1).max(maxAttributionWindowDays).default(defaultAttributionWindowDays),
    capPerBooking: z.number().int().min(1).max(10_000_000).nullable().default(null),
  })
  .refine((input) => input.basis !== 'percentOfSpend' || input.commissionRate <= 10_000, {
    message: 'A share of the spend is at most 100 % (10000 basis points)',
    path: ['commissionRate'],
  });
export type CommissionScheduleInput = z.infer<typeof CommissionScheduleInput>;

export const CommissionSchedule = z.object({
  _id: EntityId,
  restaurantId: z.string(),
  affiliateUserId: z.string().nullable(),
  active: z.boolean(),
  basis: CommissionBasis,
  commissionRate: z.number().int(),
  commissionCurrency: Currency,
  platformFeePercentage: z.number(),
  attributionWindowDays: z.number().int(),
  capPerBooking: z.number().int().nullable(),
  commissionScheduleCreatedAt: IsoInstant,
  createdBy: z.string().nullable(),
  /** Who added the row, as the history names them (display name, else email); null when unknown. */
  createdByName: z.string().nullable(),
});
export type CommissionSchedule = z.infer<typeof CommissionSchedule>;

/** What the booking behind an item was, as the restaurant sees it (the creator never sees the guest). */
export const ReferredVisit = z.object({
  reservationId: EntityId,
  startTime: IsoInstant,
  partySize: z.number().int(),
  guestName: z.string(),
});

/**
 * What a commission comes to, in minor units of its currency: the whole amount, the platform's fee out of it and what
 * the creator receives after that fee. An item carries its own; a payout the sum of the items it paid.
 */
const commissionSplit = {
  amount: z.number().int(),
  platformFee: z.number().int(),
  creatorAmount: z.number().int(),
  currency: Currency,
};

export const CommissionItem = z.object({
  _id: EntityId,
  restaurantId: z.string(),
  affiliateUserId: z.string(),
  kind: CommissionItemKind,
  status: CommissionItemStatus,
  ...commissionSplit,
  scheduleId: z.string().nullable(),
  covers: z.number().int(),
  /** Spec §3 capturedAt: when the attended visit put the item in the ledger. */
  capturedAt: IsoInstant,
  decidedAt: IsoInstant.nullable(),
  decidedBy: z.string().nullable(),
  payoutId: z.string().nullable(),
  /** The restaurant's words when it rejected the item; null otherwise. */
  reason: z.string().nullable(),
  visit: ReferredVisit,
});
export type CommissionItem = z.infer<typeof CommissionItem>;

export const CommissionItemQuery = z.object({
  affiliateUserId: z.string().min(1).max(128).optional(),
  status: CommissionItemStatus.optional(),
  from: LocalDate.optional(),
  to: LocalDate.optional(),
  /** The items one payout paid (its CSV). */
  payoutId: z.string().min(1).max(128).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});

/** The restaurant approves or rejects an open item (PUT /affiliates/items/{id}). */
export const CommissionDecision = z.object({ status: z.enum(['approved', 'rejected']), reason: z.string().trim().max(500).optional() });

/** A payout marks the creator's approved items of a period paid (POST /affiliates/payouts). */
export const PayoutInput = z
  .object({ affiliateUserId: z.string().min(1).max(128), periodStart: LocalDate, periodEnd: LocalDate, reference: z.string().trim().max(200).optional() })
  .refine((input) => input.periodStart <= input.periodEnd, { message: 'The period ends before it starts', path: ['periodEnd'] });

export const Payout = z.object({
  _id: EntityId,
  restaurantId: z.string(),
  affiliateUserId: z.string(),
  periodStart: LocalDate,
  periodEnd: LocalDate,
  ...commissionSplit,
  itemCount: z.number().int(),
  reference: z.string().nullable(),
  paidAt: IsoInstant,
  paidBy: z.string().nullable(),
});
export type Payout = z.infer<typeof Payout>;

/** Figures of referred bookings, by creator, month or partner: what the restaurant and the creator read. */
export const ReferralFigures = z.object({
  referredBookings: z.number().int(),
  attendedVisits: z.number().int(),
  attendedCovers: z.number().int(),
  cancellations: z.number().int(),
  noShows: z.number().int(),
  /** Per currency: what is owed to the creator, by status of the items. */
  commission: z.array(z.object({ currency: Currency, pending: z.number().int(), approved: z.number().int(), paid: z.number().int() })),
});
export type ReferralFigures = z.infer<typeof ReferralFigures>;

/** GET /affiliates/creators: the creators who sent guests to this restaurant. */
export const RestaurantCreatorRow = ReferralFigures.extend({
  affiliateUserId: z.string(),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
});

/** GET /creator/overview: the creator's own figures, by month and by partner. */
export const CreatorOverview = z.object({
  totals: ReferralFigures,
  byMonth: z.array(ReferralFigures.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) })),
  byPartner: z.array(ReferralFigures.extend({ restaurantId: RestaurantId, restaurantName: z.string() })),
  referralCode: z.string(),
});

/** The terms a creator earns under at a partner now: the schedule row in force for them (scheduleInForce). */
export const CreatorTerms = CommissionSchedule.pick({ basis: true, commissionRate: true, commissionCurrency: true, platformFeePercentage: true, attributionWindowDays: true, capPerBooking: true, commissionScheduleCreatedAt: true }).extend({
  /** True when the restaurant set these terms for this creator alone. */
  personal: z.boolean(),
});

/** One of the creator's commission items at a partner: the visit's date and covers, never the guest. */
export const CreatorCommissionItem = CommissionItem.pick({ _id: true, kind: true, status: true, creatorAmount: true, currency: true, covers: true }).extend({
  /** The visit's local date at the restaurant. */
  visitDate: LocalDate,
  capturedAt: CommissionItem.shape.capturedAt,
});
export type CreatorCommissionItem = z.infer<typeof CreatorCommissionItem>;

/** GET /creator/partners/{restaurantId}: a programme restaurant's terms for the creator, their figures and items there. */
export const CreatorPartner = z.object({
  restaurantId: RestaurantId,
  restaurantName: z.string(),
  referralCode: z.string(),
  /** null while the restaurant has no terms in force for this creator (none set, or the programme is paused). */
  terms: CreatorTerms.nullable(),
  figures: ReferralFigures,
  items: z.array(CreatorCommissionItem),
});
export type CreatorPartner = z.infer<typeof CreatorPartner>;

/** PUT /affiliates/programme: the restaurant joins or leaves the programme (its metadata flag affiliateProgram). */
export const ProgrammeMembership = z.object({ joined: z.boolean() });

/** A referred booking that earns nothing, with the reason both sides are shown. */
export const UnearnedReferral = ReferredVisit.extend({ affiliateUserId: z.string().nullable(), reason: NoCommissionReason });

/** PUT /affiliates/visits/{reservationId}/spend: what the table spent, in minor units; null clears it. */
export const VisitSpendInput = z.object({ spend: z.number().int().min(0).max(100_000_000).nullable() });

/** A referred visit as the host sees it on the reservation: the spend entered and what the booking earns. */
export const ReferredVisitFacts = z.object({
  reservationId: EntityId,
  referralCode: z.string(),
  checkedIn: z.boolean(),
  spend: z.number().int().nullable(),
  /** Whether the schedule in force when the booking was made pays a share of the spend (and in which currency). */
  spendCounts: z.boolean(),
  currency: Currency.nullable(),
  item: CommissionItem.nullable(),
  reason: NoCommissionReason.nullable(),
});
export type ReferredVisitFacts = z.infer<typeof ReferredVisitFacts>;
