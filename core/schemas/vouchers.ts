// Vouchers and gift cards (docs/decisions/012-vouchers.md): what the staff calls, the guest's purchase and balance
// check, and the restaurant's voucher settings carry. Amounts are integers in the currency's minor units (cents);
// a voucher's balance is the sum of its ledger and never below zero (the database holds that, migration 0015).
import { z } from 'zod';
import { Email, EntityId, GuestName, IsoInstant, Language, LocalDate, LocalizedText, numberedPageOf } from './common';
import { ActionId } from './front-of-house';
import { VoucherCode } from './voucher-code';

export const voucherStatuses = ['pendingPayment', 'active', 'redeemed', 'expired', 'void', 'refunded'] as const;
export const VoucherStatus = z.enum(voucherStatuses);
export type VoucherStatus = z.infer<typeof VoucherStatus>;

/** An amount to spend, or a named experience ("Tasting menu for two") worth its value. */
export const VoucherKind = z.enum(['amount', 'experience']);
export type VoucherKind = z.infer<typeof VoucherKind>;

export const VoucherSource = z.enum(['online', 'staff']);
export type VoucherSource = z.infer<typeof VoucherSource>;

export const ledgerEntryKinds = ['purchase', 'redemption', 'refund', 'adjustment', 'void'] as const;
export const LedgerEntryKind = z.enum(ledgerEntryKinds);
export type LedgerEntryKind = z.infer<typeof LedgerEntryKind>;

/** ISO 4217 alphabetic code. */
export const Currency = z.string().regex(/^[A-Z]{3}$/, 'A currency is an ISO 4217 code such as EUR');
export type Currency = z.infer<typeof Currency>;

/** The most a voucher may be worth: 100,000.00 in any currency's minor units. */
export const maxVoucherMinor = 10_000_000;
/** A positive amount in minor units. */
export const Amount = z.number().int().min(1).max(maxVoucherMinor);

/** A code as a person types it: spaces, hyphens and case do not matter; the answer is the canonical form. */
export { VoucherCode };

export const VoucherRecipient = z.object({ name: GuestName, email: Email.optional() });
export const VoucherBuyer = z.object({ name: GuestName, email: Email });

export const VoucherLedgerEntry = z.object({
  _id: EntityId,
  kind: LedgerEntryKind,
  /** Signed: a purchase adds, a redemption takes away. */
  amount: z.number().int(),
  at: IsoInstant,
  /** The staff member (user id) who made it; null for the guest's purchase or the payment provider. */
  actorId: z.string().nullable(),
  /** How the screens name that staff member (display name, else email), as the actions log does; null when unknown. */
  actorName: z.string().nullable(),
  reservationId: EntityId.nullable(),
  reason: z.string().nullable(),
});
export type VoucherLedgerEntry = z.infer<typeof VoucherLedgerEntry>;

export const Voucher = z.object({
  _id: EntityId,
  restaurantId: z.string(),
  /** Canonical, ungrouped; shown grouped by formatVoucherCode. */
  code: z.string(),
  kind: VoucherKind,
  /** The experience's name (kind experience). */
  title: LocalizedText.nullable(),
  specialId: z.string().nullable(),
  initialValue: z.number().int(),
  currency: Currency,
  balance: z.number().int().min(0),
  status: VoucherStatus,
  buyer: VoucherBuyer.nullable(),
  recipient: VoucherRecipient.nullable(),
  message: z.string().nullable(),
  language: Language.nullable(),
  /** Restaurant-local date the recipient's email goes out; null: at once. */
  deliveryDate: LocalDate.nullable(),
  deliveredAt: IsoInstant.nullable(),
  /** When it was paid (or issued by staff); null while payment is pending. */
  issuedAt: IsoInstant.nullable(),
  /** The first instant it is no longer valid (the start of 1 January after its last year, restaurant time). */
  expiresAt: IsoInstant,
  source: VoucherSource,
  /** Held for a staff member's review before it is activated (an unusually large online purchase). */
  heldForReview: z.boolean(),
  /** 'stripe', or 'atRestaurant' when it is paid at the restaurant; null for a staff-issued voucher. */
  paymentProvider: z.enum(['stripe', 'atRestaurant']).nullable(),
  createdAt: IsoInstant,
  updatedAt: IsoInstant,
});
export type Voucher = z.infer<typeof Voucher>;

export const VoucherWithLedger = Voucher.extend({ ledger: z.array(VoucherLedgerEntry) });
export type VoucherWithLedger = z.infer<typeof VoucherWithLedger>;

/** POST /vouchers: staff issue one by hand (a complaint, a prize); it is active at once. */
export const VoucherIssue = z.object({
  kind: VoucherKind,
  initialValue: Amount,
  currency: Currency,
  title: LocalizedText.optional(),
  specialId: z.string().max(128).optional(),
  recipient: VoucherRecipient,
  message: z.string().trim().max(500).optional(),
  language: Language.optional(),
  expiresAt: IsoInstant.optional(),
  /** Why it was issued, kept on its first ledger entry. */
  reason: z.string().trim().max(500).optional(),
});
export type VoucherIssue = z.infer<typeof VoucherIssue>;

/** PUT /vouchers/{id}: what staff may change; expiry only later than the legal minimum, void with a reason. */
export const VoucherUpdate = z
  .object({
    recipient: VoucherRecipient.optional(),
    message: z.string().trim().max(500).nullable().optional(),
    expiresAt: IsoInstant.optional(),
    status: z.enum(['void']).optional(),
    /** Marks a pay-at-the-restaurant voucher paid, or releases one held for review. */
    activate: z.literal(true).optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type VoucherUpdate = z.infer<typeof VoucherUpdate>;

/** POST /vouchers/{id}/redemptions: the same actionId replayed counts once (the offline queue's id). */
export const VoucherRedemption = z.object({ amount: Amount, reservationId: EntityId.optional(), actionId: ActionId });
export type VoucherRedemption = z.infer<typeof VoucherRedemption>;

/** Its answer (201, and the same entry again, marked Idempotent-Replayed, for a replayed actionId): the voucher after it and its ledger row. */
export const VoucherRedemptionAnswer = z.object({ voucher: Voucher, entry: VoucherLedgerEntry });
export type VoucherRedemptionAnswer = z.infer<typeof VoucherRedemptionAnswer>;

/** POST /vouchers/{id}/refunds: the whole remaining balance when no amount is given; through the provider when paid online. */
export const VoucherRefund = z.object({ amount: Amount.optional(), reason: z.string().trim().min(1).max(500) });
export type VoucherRefund = z.infer<typeof VoucherRefund>;

/** POST /vouchers/{id}/adjustments: a correction either way, always with its reason. */
export const VoucherAdjustment = z.object({
  amount: z.number().int().min(-maxVoucherMinor).max(maxVoucherMinor).refine((n) => n !== 0, 'An adjustment is not zero'),
  reason: z.string().trim().min(1).max(500),
});
export type VoucherAdjustment = z.infer<typeof VoucherAdjustment>;

export const VoucherListQuery = z.object({
  /** Code (any grouping), name or email, part of it. */
  q: z.string().trim().max(120).optional(),
  status: VoucherStatus.optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type VoucherListQuery = z.infer<typeof VoucherListQuery>;

export const VoucherList = numberedPageOf(Voucher).extend({
  /** What the restaurant owes: the sum of active balances, per currency. */
  liability: z.array(z.object({ currency: Currency, outstanding: z.number().int(), vouchers: z.number().int() })),
  /** Active vouchers whose expiry falls in the next 90 days. */
  expiringSoon: z.array(z.object({ currency: Currency, amount: z.number().int(), vouchers: z.number().int() })),
});
export type VoucherList = z.infer<typeof VoucherList>;

/** A named experience the restaurant sells, e.g. the tasting menu for two. */
export const VoucherExperience = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  title: LocalizedText,
  value: Amount,
  specialId: z.string().max(128).nullable(),
});
export type VoucherExperience = z.infer<typeof VoucherExperience>;

/** GET/PUT /vouchers/settings (ManageSettings to change): what the gift-card page sells and how. */
export const VoucherSettings = z
  .object({
    enabled: z.boolean(),
    currency: Currency,
    presets: z.array(Amount).max(6),
    minAmount: Amount,
    maxAmount: Amount,
    /** An online purchase above this waits for a staff member's release (fraud: stolen cards buy big). */
    reviewAbove: Amount,
    /** Valid until the end of this many years after the year of issue; never below the legal minimum. */
    validityYears: z.number().int().min(1).max(30),
    experiences: z.array(VoucherExperience).max(12),
    terms: LocalizedText,
  })
  .refine((s) => s.minAmount <= s.maxAmount, 'The least amount is above the most')
  .refine((s) => s.presets.every((p) => p >= s.minAmount && p <= s.maxAmount), 'A preset lies outside the limits');
export type VoucherSettings = z.infer<typeof VoucherSettings>;

/** What the public gift-card page reads (GET /gift-cards/offer): the settings a buyer sees, and the legal expiry. */
export const GiftCardOffer = z.object({
  enabled: z.boolean(),
  currency: Currency,
  presets: z.array(z.number().int()),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  experiences: z.array(VoucherExperience),
  terms: LocalizedText,
  /** The expiry a voucher bought today gets. */
  expiresAt: IsoInstant,
  /** 'stripe' when the restaurant takes payment online, else 'atRestaurant'. */
  payment: z.enum(['stripe', 'atRestaurant']),
});
export type GiftCardOffer = z.infer<typeof GiftCardOffer>;

/** POST /gift-cards/checkout (public): an amount or an experience, for someone, now or on a date. */
export const GiftCardCheckout = z
  .object({
    amount: Amount.optional(),
    experienceId: z.string().max(40).optional(),
    recipient: VoucherRecipient,
    message: z.string().trim().max(500).optional(),
    deliveryDate: LocalDate.optional(),
    buyer: VoucherBuyer,
    language: Language,
  })
  .refine((body) => (body.amount === undefined) !== (body.experienceId === undefined), 'Choose an amount or an experience');
export type GiftCardCheckout = z.infer<typeof GiftCardCheckout>;

export const GiftCardCheckoutAnswer = z.object({
  voucherId: EntityId,
  status: VoucherStatus,
  /** Stripe Checkout's page to send the buyer to; null when paying at the restaurant. */
  checkoutUrl: z.string().nullable(),
});
export type GiftCardCheckoutAnswer = z.infer<typeof GiftCardCheckoutAnswer>;

/** GET /gift-cards/{code} (public, rate-limited): nothing about buyer or recipient; one shape for every unknown code. */
export const GiftCardBalance = z.object({ code: z.string(), balance: z.number().int(), currency: Currency, status: VoucherStatus, expiresAt: IsoInstant });
export type GiftCardBalance = z.infer<typeof GiftCardBalance>;

/** GET /gift-cards/vouchers/{voucherId} (public: the unguessable id is the bearer): what the voucher page shows. */
export const PublicVoucher = z.object({
  _id: EntityId,
  code: z.string(),
  kind: VoucherKind,
  title: LocalizedText.nullable(),
  initialValue: z.number().int(),
  balance: z.number().int(),
  currency: Currency,
  status: VoucherStatus,
  expiresAt: IsoInstant,
  recipientName: z.string().nullable(),
  message: z.string().nullable(),
});
export type PublicVoucher = z.infer<typeof PublicVoucher>;

export const VoucherCodeParams = z.object({ code: VoucherCode });
export const PaymentProviderParams = z.object({ provider: z.enum(['stripe']) });
