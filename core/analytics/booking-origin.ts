// Where a booking came from and on what kind of device (spec §3 enumeration "platform desktop, mobile, all"; spec §7
// GET /analytics/bookings). Both are recorded on the reservation when it is made (docs/decisions/010-analytics.md), so
// the figures never re-derive them from fields that change later.
import { z } from 'zod';

/**
 * online: a guest booked through the booking flow; staff: staff booked ahead (phone, email); walk-in: staff seated a
 * guest who was already there; affiliate: a guest booking carrying a referral code; waitlist: staff turned a waitlist
 * entry into a reservation.
 */
export const reservationSources = ['online', 'staff', 'walk-in', 'affiliate', 'waitlist'] as const;
export const ReservationSource = z.enum(reservationSources);
export type ReservationSource = z.infer<typeof ReservationSource>;

/** The device a booking was made on: a guest's desktop or phone, or a staff screen. */
export const bookingPlatforms = ['desktop', 'mobile', 'staff'] as const;
export const BookingPlatform = z.enum(bookingPlatforms);
export type BookingPlatform = z.infer<typeof BookingPlatform>;

/** Spec §3 platform enumeration, as the analytics filter takes it. */
export const platformFilters = ['desktop', 'mobile', 'all'] as const;
export const PlatformFilter = z.enum(platformFilters);
export type PlatformFilter = z.infer<typeof PlatformFilter>;

/**
 * A staff booking whose start is at most this long after it was made is a walk-in: the guest is at the door. (The
 * staff form's default start is "now", spec §9; a phone booking is made well ahead of its time.)
 */
export const walkInWindowMinutes = 15;

export function staffBookingSource(startMs: number, createdAtMs: number): 'walk-in' | 'staff' {
  return startMs - createdAtMs <= walkInWindowMinutes * 60_000 ? 'walk-in' : 'staff';
}

/** An online booking's source: a referral code makes it the affiliate's (spec §3 commission schedule's referralCode). */
export function guestBookingSource(referralCode: string | null | undefined): 'online' | 'affiliate' {
  return referralCode ? 'affiliate' : 'online';
}

// Phones and small tablets say so in their user agent; iPadOS claims to be a Mac and counts as desktop, as it
// shows the desktop layout.
const mobileAgent = /Mobi|Android|iPhone|iPod|Windows Phone|Opera Mini|IEMobile|BlackBerry/i;

/** Spec §7: a guest booking's platform from the request's user agent; no agent at all counts as desktop. */
export function platformOfUserAgent(userAgent: string | undefined): 'desktop' | 'mobile' {
  return userAgent && mobileAgent.test(userAgent) ? 'mobile' : 'desktop';
}
