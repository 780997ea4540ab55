// The creator's side of the programme (docs/decisions/014-affiliates.md): their figures across partner restaurants,
// by month of the visit (the restaurant's local month) and by partner, in what they receive (after the platform's
// fee), never naming a guest.
import { addFigures, emptyFigures, figuresBy, type FigureTotals } from '../../../core/affiliates/figures';
import { AppError } from '../../../core/errors';
import type { CreatorOverview } from '../../../core/schemas/affiliates';
import { localDateOf } from '../../../core/time';
import type { Database } from '../../platform/db/connection';
import type { z } from 'zod';
import { ledgerState, reconcileRestaurant } from './ledger';
import { restaurantsReferredBy } from './repository/creator-restaurants';

export function creatorService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  async function overview(user: { id: string; username: string | null }): Promise<z.infer<typeof CreatorOverview>> {
    if (!user.username) throw new AppError('conflict', 'Choose a username first: it is your referral code');
    const at = now();
    const totals = emptyFigures();
    const months = new Map<string, FigureTotals>();
    const byPartner: z.infer<typeof CreatorOverview>['byPartner'] = [];
    for (const restaurant of await restaurantsReferredBy(db, user.id, user.username)) {
      await reconcileRestaurant(db, restaurant.id, at);
      const { bookings, computed, stored } = await ledgerState(db, restaurant.id, at);
      const money = stored.filter((item) => item.creatorId === user.id).map((item) => ({ bookingId: item.bookingId, status: item.status, currency: item.currency, amount: item.amount - item.platformFee }));
      const mine = (owner: string) => owner === user.id;
      const byMonth = figuresBy(bookings, computed, money, { groupOf: (booking, owner) => (mine(owner) ? localDateOf(new Date(booking.startTime), restaurant.timeZone).slice(0, 7) : null), now: at.toISOString() });
      const partner = emptyFigures();
      for (const [month, figures] of byMonth) {
        months.set(month, addFigures(months.get(month) ?? emptyFigures(), figures));
        addFigures(partner, figures);
      }
      addFigures(totals, partner);
      if (partner.referredBookings > 0) byPartner.push({ restaurantId: restaurant.id, restaurantName: restaurant.name, ...partner });
    }
    const byMonth = [...months].sort(([a], [b]) => b.localeCompare(a)).map(([month, figures]) => ({ month, ...figures }));
    return { totals, byMonth, byPartner, referralCode: user.username };
  }

  return { overview };
}
