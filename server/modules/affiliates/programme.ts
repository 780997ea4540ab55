// The restaurant's side of the creator programme (docs/decisions/014-affiliates.md): its schedule history, the
// creators who sent guests with their figures, the ledger's items and decisions, and payouts.
import { figuresBy } from '../../../core/affiliates/figures';
import { AppError } from '../../../core/errors';
import type { CommissionDecision, CommissionItem, CommissionItemQuery, CommissionScheduleInput, PayoutInput, RestaurantCreatorRow } from '../../../core/schemas/affiliates';
import { localDateOf } from '../../../core/time';
import type { Database } from '../../platform/db/connection';
import type { z } from 'zod';
import { ledgerState, reconcileRestaurant } from './ledger';
import { approvedForPayout, findItem, itemPage, markPaid, setDecision } from './repository/items';
import { insertPayout, payoutDto, payoutsOf } from './repository/payouts';
import { creatorNames, isCreator } from './repository/referred-bookings';
import { restaurantTimeZone } from './repository/restaurant-zone';
import { insertSchedule, scheduleDto, schedulesOf, userNames } from './repository/schedules';

export function programmeService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  async function addSchedule(restaurantId: string, input: CommissionScheduleInput, by: string | null) {
    if (input.affiliateUserId !== null && !(await isCreator(db, input.affiliateUserId))) throw new AppError('unknown_user', `No creator ${input.affiliateUserId}`);
    const row = await insertSchedule(db, restaurantId, input, by, now());
    await reconcileRestaurant(db, restaurantId, now());
    return scheduleDto(row, (await userNames(db, [row.createdBy])).get(row.createdBy ?? '') ?? null);
  }

  async function creators(restaurantId: string, range: { from?: string; to?: string }): Promise<z.infer<typeof RestaurantCreatorRow>[]> {
    const at = now();
    await reconcileRestaurant(db, restaurantId, at);
    const timeZone = await restaurantTimeZone(db, restaurantId);
    const { bookings, computed, stored } = await ledgerState(db, restaurantId, at);
    const inRange = (iso: string) => {
      const date = localDateOf(new Date(iso), timeZone);
      return (!range.from || date >= range.from) && (!range.to || date <= range.to);
    };
    const money = stored.map((item) => ({ bookingId: item.bookingId, status: item.status, currency: item.currency, amount: item.amount }));
    const figures = figuresBy(bookings, computed, money, { groupOf: (booking, owner) => (inRange(booking.startTime) ? owner : null), now: at.toISOString() });
    const names = await creatorNames(db, [...figures.keys()]);
    return [...figures].map(([affiliateUserId, totals]) => ({ affiliateUserId, username: names.get(affiliateUserId)?.username ?? null, displayName: names.get(affiliateUserId)?.displayName ?? null, ...totals }));
  }

  async function items(restaurantId: string, query: z.infer<typeof CommissionItemQuery>) {
    await reconcileRestaurant(db, restaurantId, now());
    return { ...(await itemPage(db, restaurantId, query)), page: query.page, pageSize: query.pageSize };
  }

  async function decide(restaurantId: string, id: string, decision: z.infer<typeof CommissionDecision>, by: string) {
    if (!(await findItem(db, restaurantId, id))) throw new AppError('not_found', `No commission item ${id}`);
    if (!(await setDecision(db, restaurantId, id, decision, by, now()))) throw new AppError('commission_item_closed', 'A paid or withdrawn item cannot be decided');
    return (await findItem(db, restaurantId, id)) as CommissionItem;
  }

  /** One payout per currency of the creator's approved items whose visit falls in the period, in one transaction. */
  async function pay(restaurantId: string, input: z.infer<typeof PayoutInput>, by: string) {
    const at = now();
    return db.transaction(async (tx) => {
      const approved = await approvedForPayout(tx, restaurantId, input.affiliateUserId, input.periodStart, input.periodEnd);
      if (!approved.length) throw new AppError('nothing_to_pay', 'No approved commission for this creator in this period');
      const payouts = [];
      for (const currency of [...new Set(approved.map((item) => item.currency))].sort()) {
        const mine = approved.filter((item) => item.currency === currency);
        const row = await insertPayout(tx, {
          restaurantId,
          affiliateUserId: input.affiliateUserId,
          periodStart: input.periodStart,
          periodEnd: input.periodEnd,
          amount: mine.reduce((sum, item) => sum + item.amount, 0),
          platformFee: mine.reduce((sum, item) => sum + item.platformFee, 0),
          currency,
          itemCount: mine.length,
          reference: input.reference ?? null,
          paidAt: at,
          paidBy: by,
        });
        await markPaid(tx, restaurantId, mine.map((item) => item.id), row.id, at);
        payouts.push(payoutDto(row));
      }
      return payouts;
    });
  }

  return {
    schedules: async (restaurantId: string) => {
      const rows = await schedulesOf(db, restaurantId);
      const names = await userNames(db, rows.map((row) => row.createdBy));
      return rows.map((row) => scheduleDto(row, (row.createdBy && names.get(row.createdBy)) || null)).reverse();
    },
    addSchedule,
    creators,
    items,
    decide,
    pay,
    payouts: async (restaurantId: string, affiliateUserId?: string) => (await payoutsOf(db, restaurantId, affiliateUserId)).map(payoutDto),
  };
}
