import type { Me } from '../../core/schemas/users';
import type { GuardUser } from './guard';

export function guardUserOf(me: Me | null): GuardUser | null {
  return me ? { type: me.type, restaurantId: me.restaurantId, permissions: me.permissions } : null;
}

/** Spec §2: search engines get the error page rather than a fatal route. */
export function isCrawler(userAgent: string): boolean {
  return /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|lighthouse/i.test(userAgent) && !/headlesschrome/i.test(userAgent);
}
