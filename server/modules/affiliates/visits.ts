// The restaurant's programme beyond the ledger (docs/decisions/014-affiliates.md): joining or leaving it, the spend
// the host enters at a referred visit (which reconciles that booking's commission), and the referred bookings that
// earn nothing with the reason both sides are shown.
import { scheduleInForce } from '../../../core/affiliates/commission';
import { AppError } from '../../../core/errors';
import type { CommissionItem, ReferredVisitFacts } from '../../../core/schemas/affiliates';
import type { UnearnedReferral } from '../../../core/schemas/affiliates';
import type { Database } from '../../platform/db/connection';
import type { z } from 'zod';
import { ledgerState, reconcileRestaurant } from './ledger';
import { findItem } from './repository/items';
import { insertSchedule, scheduleFactsOf, schedulesOf } from './repository/schedules';
import { findVisit, guestNames, setProgrammeFlag, setSpend, type VisitRow } from './repository/visits';

/** The newest items that earn nothing a screen lists. */
const unearnedLimit = 200;

export function visitService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  /** Leaving pauses every schedule row in force (a new row with active: false), so old links stop earning. */
  async function setMembership(restaurantId: string, joined: boolean, by: string) {
    const at = now();
    if (!(await setProgrammeFlag(db, restaurantId, joined, at))) throw new AppError('not_found', `No restaurant ${restaurantId}`);
    if (!joined) {
      const rows = await schedulesOf(db, restaurantId);
      const newest = new Map(rows.map((row) => [row.affiliateUserId, row]));
      for (const row of newest.values()) {
        if (!row.active) continue;
        const { affiliateUserId, basis, commissionRate, commissionCurrency, attributionWindowDays, capPerBooking } = row;
        const terms = { affiliateUserId, basis, commissionRate, commissionCurrency, attributionWindowDays, capPerBooking, platformFeePercentage: Number(row.platformFeePercentage) };
        await insertSchedule(db, restaurantId, { ...terms, active: false }, by, at);
      }
      await reconcileRestaurant(db, restaurantId, at);
    }
    return { joined };
  }

  async function referredPrimary(restaurantId: string, reservationId: string): Promise<VisitRow & { referralCode: string }> {
    const row = await findVisit(db, restaurantId, reservationId);
    const primary = row?.linkedReservationId ? await findVisit(db, restaurantId, row.linkedReservationId) : row;
    if (!primary) throw new AppError('not_found', `No reservation ${reservationId}`);
    if (!primary.referralCode) throw new AppError('visit_not_referred', 'The booking carries no referral code');
    return { ...primary, referralCode: primary.referralCode };
  }

  async function visit(restaurantId: string, reservationId: string): Promise<ReferredVisitFacts> {
    const row = await referredPrimary(restaurantId, reservationId);
    const at = now();
    await reconcileRestaurant(db, restaurantId, at);
    const { bookings, computed, stored } = await ledgerState(db, restaurantId, at);
    const booking = bookings.find((candidate) => candidate.id === row.id);
    const earned = computed.find((candidate) => candidate.bookingId === row.id);
    const mine = stored.filter((item) => item.bookingId === row.id);
    const shown = mine.find((item) => item.status === 'pending' || item.status === 'approved') ?? mine.at(-1);
    const creatorId = earned?.creatorId ?? null;
    const schedule = booking && creatorId ? scheduleInForce((await schedulesOf(db, restaurantId)).map(scheduleFactsOf), creatorId, booking.createdAt) : null;
    return {
      reservationId: row.id,
      referralCode: row.referralCode,
      checkedIn: row.checkedIn && row.deletedAt === null,
      spend: row.spend,
      spendCounts: schedule?.basis === 'percentOfSpend',
      currency: schedule?.commissionCurrency ?? null,
      item: shown ? ((await findItem(db, restaurantId, shown.id)) as CommissionItem) : null,
      reason: earned && !earned.earns ? earned.reason : null,
    };
  }

  /** Spec: only a checked-in referred booking takes a spend; its commission is reconciled at once. */
  async function enterSpend(restaurantId: string, reservationId: string, spend: number | null) {
    const row = await referredPrimary(restaurantId, reservationId);
    if (!row.checkedIn || row.deletedAt !== null) throw new AppError('visit_not_attended', 'Only a checked-in visit has a spend');
    await setSpend(db, restaurantId, row.id, spend);
    return visit(restaurantId, row.id);
  }

  async function unearned(restaurantId: string, affiliateUserId?: string): Promise<z.infer<typeof UnearnedReferral>[]> {
    const { bookings, computed } = await ledgerState(db, restaurantId, now());
    const byId = new Map(bookings.map((booking) => [booking.id, booking]));
    const rows = computed
      .flatMap((item) => (item.earns || (affiliateUserId && item.creatorId !== affiliateUserId) ? [] : [{ item, booking: byId.get(item.bookingId) }]))
      .flatMap(({ item, booking }) => (booking && !item.earns ? [{ booking, creatorId: item.creatorId, reason: item.reason }] : []))
      .sort((a, b) => b.booking.startTime.localeCompare(a.booking.startTime))
      .slice(0, unearnedLimit);
    const names = await guestNames(db, restaurantId, rows.map((row) => row.booking.id));
    return rows.map(({ booking, creatorId, reason }) => ({
      reservationId: booking.id,
      startTime: booking.startTime,
      partySize: booking.partySize,
      guestName: names.get(booking.id) ?? '',
      affiliateUserId: creatorId,
      reason,
    }));
  }

  return { setMembership, visit, enterSpend, unearned };
}
