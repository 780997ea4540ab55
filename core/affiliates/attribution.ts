// Which creator a referred booking belongs to (docs/decisions/014-affiliates.md): a referral code names a creator
// (their username), the first creator to refer a guest to a restaurant keeps that guest for the attribution window,
// and nobody earns on their own bookings.
import { scheduleInForce, type ScheduleFacts } from './commission';

const dayMs = 86_400_000;

/** A creator's referral code is their username; a link may carry it in any case. */
export const referralCodeOf = (text: string): string => text.trim().toLowerCase();

/**
 * One guest, one mailbox: case, surrounding spaces and a "+tag" in the local part do not make a new guest, so
 * a creator cannot refer themself as me+1@… (self-referral) nor pass as a new guest the same way.
 */
export function guestKeyOf(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
}

export interface Creator {
  userId: string;
  referralCode: string;
  email: string | null;
}

export interface ReferralTouch {
  bookingId: string;
  /** The creator the booking's referral code names. */
  creatorId: string;
  guestKey: string;
  /** When the guest first opened the creator's link (as the device kept it), else when the booking was made. */
  referredAt: string;
  createdAt: string;
}

/** Whether `touch` still attributes a booking made at `at`: within the window of the schedule in force then. */
export function withinWindow(touch: ReferralTouch, at: string, schedules: readonly ScheduleFacts[]): boolean {
  const schedule = scheduleInForce(schedules, touch.creatorId, at);
  if (!schedule) return false;
  const age = Date.parse(at) - Date.parse(touch.referredAt);
  return age >= 0 && age <= schedule.attributionWindowDays * dayMs;
}

/**
 * The creator who owns the booking `touch` stands for: among the same guest's referral touches at this restaurant
 * that reached them before this booking was made and are still within their window, the earliest one's creator
 * (first referrer wins). Ties on the instant go to the earlier booking id, so the answer never depends on order.
 */
export function ownerOf(touch: ReferralTouch, sameGuest: readonly ReferralTouch[], schedules: readonly ScheduleFacts[]): string | null {
  const candidates = [touch, ...sameGuest.filter((other) => other.bookingId !== touch.bookingId && other.guestKey === touch.guestKey)]
    .filter((other) => Date.parse(other.referredAt) <= Date.parse(touch.createdAt) && Date.parse(other.createdAt) <= Date.parse(touch.createdAt))
    .filter((other) => withinWindow(other, touch.createdAt, schedules))
    .sort((a, b) => Date.parse(a.referredAt) - Date.parse(b.referredAt) || (a.bookingId < b.bookingId ? -1 : 1));
  return candidates[0]?.creatorId ?? null;
}
