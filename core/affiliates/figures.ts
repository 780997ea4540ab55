// The figures of referred bookings a restaurant and a creator read (core/schemas/affiliates.ts ReferralFigures), by
// any grouping: per creator, per month, per partner. Bookings count for the creator who owns them (the first
// referrer); the money comes from the stored ledger items, whose visit carries the grouping too.
import { addCounts } from '../counts';
import type { ComputedItem, ReferredBooking } from './ledger';
import { isNoShow } from './ledger';
import type { CommissionItemStatus } from './reconcile';

export interface FigureTotals {
  referredBookings: number;
  /** Referred bookings the guest came to (checked in). */
  attendedVisits: number;
  attendedCovers: number;
  cancellations: number;
  noShows: number;
  commission: { currency: string; pending: number; approved: number; paid: number }[];
}

export interface LedgerMoney {
  bookingId: string;
  status: CommissionItemStatus;
  currency: string;
  /** The amount the reader cares about: what the restaurant owes, or what the creator receives. */
  amount: number;
}

export const emptyFigures = (): FigureTotals => ({ referredBookings: 0, attendedVisits: 0, attendedCovers: 0, cancellations: 0, noShows: 0, commission: [] });

const bookingCounts = ['referredBookings', 'attendedVisits', 'attendedCovers', 'cancellations', 'noShows'] as const satisfies readonly (keyof FigureTotals)[];
const moneyCounts = ['pending', 'approved', 'paid'] as const;

/** Adds `more` into `into` (same currencies summed): a creator's figures over months and partners. */
export function addFigures(into: FigureTotals, more: FigureTotals): FigureTotals {
  addCounts(into, more, bookingCounts);
  for (const line of more.commission) {
    const mine = into.commission.find((candidate) => candidate.currency === line.currency);
    if (mine) addCounts(mine, line, moneyCounts);
    else into.commission.push({ ...line });
  }
  return into;
}

/**
 * Totals per group key. `groupOf` names a booking's group (null leaves it out), e.g. its owner or its visit's month;
 * money follows the booking it belongs to. Rejected and reversed items count nowhere.
 */
export function figuresBy(
  bookings: readonly ReferredBooking[],
  computed: readonly ComputedItem[],
  money: readonly LedgerMoney[],
  { groupOf, now }: { groupOf: (booking: ReferredBooking, owner: string) => string | null; now: string },
): Map<string, FigureTotals> {
  const groups = new Map<string, FigureTotals>();
  const groupOfBooking = new Map<string, string>();
  const owners = new Map(computed.map((item) => [item.bookingId, item.creatorId]));
  for (const booking of bookings) {
    const owner = owners.get(booking.id);
    const key = owner ? groupOf(booking, owner) : null;
    if (key === null) continue;
    groupOfBooking.set(booking.id, key);
    const totals = groups.get(key) ?? emptyFigures();
    totals.referredBookings += 1;
    if (booking.deletedAt !== null) totals.cancellations += 1;
    else if (booking.checkedIn) {
      totals.attendedVisits += 1;
      totals.attendedCovers += booking.partySize;
    }
    else if (isNoShow(booking, now)) totals.noShows += 1;
    groups.set(key, totals);
  }
  for (const item of money) {
    const key = groupOfBooking.get(item.bookingId);
    if (key === undefined || (item.status !== 'pending' && item.status !== 'approved' && item.status !== 'paid')) continue;
    const totals = groups.get(key) as FigureTotals;
    let line = totals.commission.find((candidate) => candidate.currency === item.currency);
    if (!line) totals.commission.push((line = { currency: item.currency, pending: 0, approved: 0, paid: 0 }));
    line[item.status] += item.amount;
  }
  return groups;
}
