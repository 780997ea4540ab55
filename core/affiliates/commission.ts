// What one attended, referred booking earns (docs/decisions/014-affiliates.md): the schedule in force when the booking
// was made, its basis, the cap, and the platform's share. Integers in the currency's minor units throughout.

export const commissionBases = ['perCover', 'perBooking', 'percentOfSpend'] as const;
export type CommissionBasis = (typeof commissionBases)[number];

/** One row of a restaurant's schedule history; a change is a new row, never an edit. */
export interface ScheduleFacts {
  id: string;
  /** null: every creator; otherwise this creator only, ahead of the general rows. */
  affiliateUserId: string | null;
  /** false: the programme was paused from this row on (bookings made meanwhile earn nothing). */
  active: boolean;
  basis: CommissionBasis;
  /** Minor units per cover or per booking; for percentOfSpend, basis points of the spend (1 % = 100). */
  commissionRate: number;
  commissionCurrency: string;
  /** The platform's share of each commission in percent (0–100, two decimals), taken from what the creator receives. */
  platformFeePercentage: number;
  attributionWindowDays: number;
  /** The most one booking earns, in minor units; null for no cap. */
  capPerBooking: number | null;
  /** ISO instant: spec §3 commissionScheduleCreatedAt. */
  createdAt: string;
}

/**
 * The schedule in force at `at` for `affiliateUserId`: the newest row created at or before `at`, a row for this
 * creator before a general one. A paused row in force means nothing is earned; null when none applies.
 */
export function scheduleInForce<S extends ScheduleFacts>(schedules: readonly S[], affiliateUserId: string, at: string): S | null {
  const moment = Date.parse(at);
  const newestOf = (rows: S[]) => rows.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1))[0];
  const inForce = schedules.filter((row) => Date.parse(row.createdAt) <= moment);
  const chosen = newestOf(inForce.filter((row) => row.affiliateUserId === affiliateUserId)) ?? newestOf(inForce.filter((row) => row.affiliateUserId === null));
  return chosen && chosen.active ? chosen : null;
}

export interface Earned {
  /** What the restaurant owes for the booking. */
  amount: number;
  /** The platform's share of it. */
  platformFee: number;
  /** What the creator receives: amount − platformFee. */
  creatorAmount: number;
  currency: string;
  /** True when the cap cut the amount. */
  capped: boolean;
}

/**
 * The commission for a booking under `schedule`. `spend` (minor units, entered at the visit) matters only for
 * percentOfSpend, which earns nothing until it is entered. Half-units round half up, the fee rounds down, so the
 * creator never receives less than the schedule promises after the stated fee.
 */
export function commissionFor(schedule: ScheduleFacts, booking: { covers: number; spend: number | null }): Earned {
  const raw = rawAmount(schedule, booking);
  const capped = schedule.capPerBooking !== null && raw > schedule.capPerBooking;
  const amount = capped ? (schedule.capPerBooking as number) : raw;
  // In hundredths of a percent, so that 12.5 % of 800 is 100 exactly and no binary fraction rounds a cent away.
  const platformFee = Math.floor((amount * Math.round(schedule.platformFeePercentage * 100)) / 10_000);
  return { amount, platformFee, creatorAmount: amount - platformFee, currency: schedule.commissionCurrency, capped };
}

function rawAmount(schedule: ScheduleFacts, { covers, spend }: { covers: number; spend: number | null }): number {
  switch (schedule.basis) {
    case 'perCover':
      return schedule.commissionRate * covers;
    case 'perBooking':
      return schedule.commissionRate;
    case 'percentOfSpend':
      return spend === null ? 0 : Math.floor((spend * schedule.commissionRate + 5_000) / 10_000);
  }
}
