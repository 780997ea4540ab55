// The commission ledger as a function of the bookings (docs/decisions/014-affiliates.md): the server computes it,
// the database keeps what was captured and what the restaurant decided, and recomputing from the bookings gives the
// same items again. Pure: the caller passes everything it reads.
import { guestKeyOf, ownerOf, referralCodeOf, type Creator, type ReferralTouch } from './attribution';
import { commissionFor, scheduleInForce, type Earned, type ScheduleFacts } from './commission';

/** Two no-shows at the restaurant in the year before a booking make a guest a repeat no-show. */
export const repeatNoShowThreshold = 2;
const yearMs = 365 * 86_400_000;

export interface ReferredBooking {
  id: string;
  referralCode: string;
  referredAt: string | null;
  createdAt: string;
  startTime: string;
  endTime: string;
  partySize: number;
  checkedIn: boolean;
  deletedAt: string | null;
  guestEmail: string;
  /** Minor units, entered at the visit; only a percentage schedule reads it. */
  spend: number | null;
}

/** Why a referred booking earns nothing (yet): shown to the restaurant and the creator in plain words. */
export const noCommissionReasons = ['unknownCreator', 'selfReferral', 'noSchedule', 'outsideWindow', 'notAttended', 'repeatNoShow'] as const;
export type NoCommissionReason = (typeof noCommissionReasons)[number];

export type ComputedItem =
  /** `creatorId` is the owner: the first creator to refer this guest, which may not be the one the link named. */
  | ({ bookingId: string; creatorId: string; scheduleId: string; covers: number; earns: true } & Earned)
  | { bookingId: string; creatorId: string | null; earns: false; reason: NoCommissionReason };

export interface LedgerInput {
  bookings: readonly ReferredBooking[];
  schedules: readonly ScheduleFacts[];
  creators: readonly Creator[];
  /** No-show instants (a booking's start, see isNoShow) per guest key at this restaurant, referred or not. */
  noShows: ReadonlyMap<string, readonly string[]>;
}

/** A booking the guest did not come to: not cancelled, never checked in, and over (as analytics counts it). */
export const isNoShow = (booking: Pick<ReferredBooking, 'checkedIn' | 'deletedAt' | 'endTime'>, now: string): boolean =>
  !booking.checkedIn && booking.deletedAt === null && Date.parse(booking.endTime) < Date.parse(now);

/** One item per referred booking, in the bookings' order. */
export function computeLedger({ bookings, schedules, creators, noShows }: LedgerInput): ComputedItem[] {
  const byCode = new Map(creators.map((creator) => [referralCodeOf(creator.referralCode), creator]));
  const touches: ReferralTouch[] = [];
  for (const booking of bookings) {
    const creator = byCode.get(referralCodeOf(booking.referralCode));
    if (creator) touches.push(touchOf(booking, creator.userId));
  }
  return bookings.map((booking) => itemFor(booking, { byCode, creators, touches, schedules, noShows }));
}

function touchOf(booking: ReferredBooking, creatorId: string): ReferralTouch {
  return { bookingId: booking.id, creatorId, guestKey: guestKeyOf(booking.guestEmail), referredAt: booking.referredAt ?? booking.createdAt, createdAt: booking.createdAt };
}

interface Context {
  byCode: ReadonlyMap<string, Creator>;
  creators: readonly Creator[];
  touches: readonly ReferralTouch[];
  schedules: readonly ScheduleFacts[];
  noShows: ReadonlyMap<string, readonly string[]>;
}

function itemFor(booking: ReferredBooking, { byCode, creators, touches, schedules, noShows }: Context): ComputedItem {
  const none = (creatorId: string | null, reason: NoCommissionReason): ComputedItem => ({ bookingId: booking.id, creatorId, earns: false, reason });
  const named = byCode.get(referralCodeOf(booking.referralCode));
  if (!named) return none(null, 'unknownCreator');
  const touch = touchOf(booking, named.userId);
  const ownerId = ownerOf(touch, touches, schedules);
  if (ownerId === null) return none(named.userId, scheduleInForce(schedules, named.userId, booking.createdAt) ? 'outsideWindow' : 'noSchedule');
  const owner = creators.find((creator) => creator.userId === ownerId) as Creator;
  if (owner.email && guestKeyOf(owner.email) === touch.guestKey) return none(ownerId, 'selfReferral');
  if (!booking.checkedIn || booking.deletedAt !== null) return none(ownerId, 'notAttended');
  if (isRepeatNoShow(noShows.get(touch.guestKey) ?? [], booking.startTime)) return none(ownerId, 'repeatNoShow');
  const schedule = scheduleInForce(schedules, ownerId, booking.createdAt) as ScheduleFacts;
  const earned = commissionFor(schedule, { covers: booking.partySize, spend: booking.spend });
  return { bookingId: booking.id, creatorId: ownerId, scheduleId: schedule.id, covers: booking.partySize, earns: true, ...earned };
}

function isRepeatNoShow(noShowStarts: readonly string[], before: string): boolean {
  const end = Date.parse(before);
  return noShowStarts.filter((start) => Date.parse(start) < end && end - Date.parse(start) <= yearMs).length >= repeatNoShowThreshold;
}
