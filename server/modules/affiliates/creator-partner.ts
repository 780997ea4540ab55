// One partner restaurant as the creator sees it (spec §2 /c/partner/{restaurantId}; docs/decisions/014-affiliates.md):
// the terms in force for them now, their figures there and their items, in what they receive, never naming a guest.
import { scheduleInForce } from '../../../core/affiliates/commission';
import { figuresBy } from '../../../core/affiliates/figures';
import { AppError } from '../../../core/errors';
import type { CreatorPartner, CreatorTerms } from '../../../core/schemas/affiliates';
import type { Database } from '../../platform/db/connection';
import type { z } from 'zod';
import { ledgerState, reconcileRestaurant } from './ledger';
import { creatorItemsAt } from './repository/creator-items';
import { programmeRestaurants } from './repository/creator-restaurants';
import { scheduleFactsOf, schedulesOf } from './repository/schedules';

type Creator = { id: string; username: string | null };

async function termsFor(db: Database, restaurantId: string, creatorId: string, at: Date): Promise<z.infer<typeof CreatorTerms> | null> {
  const rows = (await schedulesOf(db, restaurantId)).map(scheduleFactsOf);
  const row = scheduleInForce(rows, creatorId, at.toISOString());
  if (!row) return null;
  const { basis, commissionRate, commissionCurrency, platformFeePercentage, attributionWindowDays, capPerBooking, createdAt, affiliateUserId } = row;
  return { basis, commissionRate, commissionCurrency, platformFeePercentage, attributionWindowDays, capPerBooking, commissionScheduleCreatedAt: createdAt, personal: affiliateUserId === creatorId };
}

export function creatorPartnerService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  async function partner(user: Creator, restaurantId: string): Promise<CreatorPartner> {
    if (!user.username) throw new AppError('conflict', 'Choose a username first: it is your referral code');
    const [restaurant] = await programmeRestaurants(db, [restaurantId]);
    if (!restaurant) throw new AppError('restaurant_not_in_programme', 'This restaurant is not in the affiliate programme');
    const at = now();
    await reconcileRestaurant(db, restaurant.id, at);
    const { bookings, computed, stored } = await ledgerState(db, restaurant.id, at);
    const money = stored.filter((item) => item.creatorId === user.id).map((item) => ({ bookingId: item.bookingId, status: item.status, currency: item.currency, amount: item.amount - item.platformFee }));
    const grouped = figuresBy(bookings, computed, money, { groupOf: (_booking, owner) => (owner === user.id ? 'mine' : null), now: at.toISOString() });
    const figures = grouped.get('mine') ?? { referredBookings: 0, attendedVisits: 0, attendedCovers: 0, cancellations: 0, noShows: 0, commission: [] };
    return {
      restaurantId: restaurant.id,
      restaurantName: restaurant.name,
      referralCode: user.username,
      terms: await termsFor(db, restaurant.id, user.id, at),
      figures,
      items: await creatorItemsAt(db, restaurant.id, user.id),
    };
  }

  /** Refuses a recommended restaurant outside the programme (spec §1 partners: programme restaurants only). */
  async function assertPartners(ids: readonly string[]): Promise<void> {
    const known = new Set((await programmeRestaurants(db, ids)).map((row) => row.id));
    const outside = ids.filter((id) => !known.has(id));
    if (outside.length) throw new AppError('partner_not_in_programme', `Not in the affiliate programme: ${outside.join(', ')}`);
  }

  return { partner, assertPartners };
}
