// The demo's creator programme (docs/decisions/014-affiliates.md): the trattoria pays its creators 2.50 € per
// attended cover (10 % to the platform) since before the history begins, so the demo creator's referred bookings of
// the history earn; what was visited more than a week ago is approved (so there is always a week of pending items
// to decide and last month to pay), and everything up to the month before last is paid.
import { addDays, localDateOf } from '../../core/time';
import { approvedForPayout, insertPayout, insertSchedule, itemsInPeriod, markPaid, reconcileWithin, setDecision } from '../modules/affiliates';
import type { Transaction } from '../platform/db/connection';

const day = 86_400_000;
export const demoCommissionPerCover = 250;
/** The most recent visits stay pending, for the owner to decide. */
const pendingDays = 7;

export async function seedDemoAffiliates(tx: Transaction, restaurantId: string, now: Date, zone: string): Promise<void> {
  const scheduleStart = new Date(now.getTime() - 200 * day);
  await insertSchedule(tx, restaurantId, { affiliateUserId: null, active: true, basis: 'perCover', commissionRate: demoCommissionPerCover, commissionCurrency: 'EUR', platformFeePercentage: 10, attributionWindowDays: 30, capPerBooking: null }, 'demo-owner', scheduleStart);
  await reconcileWithin(tx, restaurantId, now);

  const first = localDateOf(scheduleStart, zone);
  const monthStart = `${localDateOf(now, zone).slice(0, 7)}-01`;
  const decidedUntil = addDays(localDateOf(now, zone), -pendingDays);
  const decided = await itemsInPeriod(tx, restaurantId, { status: 'pending', from: first, to: decidedUntil });
  for (const item of decided) await setDecision(tx, restaurantId, item.id, { status: 'approved' }, 'demo-owner', now);

  const lastMonthStart = `${addDays(monthStart, -1).slice(0, 7)}-01`;
  const paidUntil = addDays(lastMonthStart, -1);
  const toPay = await approvedForPayout(tx, restaurantId, 'demo-creator', first, paidUntil);
  if (!toPay.length) return;
  const payout = await insertPayout(tx, {
    restaurantId,
    affiliateUserId: 'demo-creator',
    periodStart: first,
    periodEnd: paidUntil,
    amount: toPay.reduce((sum, item) => sum + item.amount, 0),
    platformFee: toPay.reduce((sum, item) => sum + item.platformFee, 0),
    currency: 'EUR',
    itemCount: toPay.length,
    reference: 'Demo transfer',
    paidAt: now,
    paidBy: 'demo-owner',
  });
  await markPaid(tx, restaurantId, toPay.map((item) => item.id), payout.id, now);
}
