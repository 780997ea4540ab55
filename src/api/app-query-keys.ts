// The keys of what every page reads, the guest's included (./query-keys.ts holds them all): the guest's pages import
// these alone, so the staff screens' keys stay off the booking page. No dependency here: the guest pages read through
// the small read cache (./resource.ts) and no query library.
export const appQueryKeys = {
  // The app's own reads: the app config of a restaurant (or of the custom host) and its setup status.
  appConfigs: () => ['app-config'] as const,
  appConfig: (restaurantId: string | null) => ['app-config', restaurantId ?? 'host'] as const,
  statuses: () => ['status'] as const,
  status: (restaurantId: string | null) => ['status', restaurantId] as const,
  // The guest's reads.
  availability: (restaurantId: string | null) => ['availability', restaurantId] as const,
  guestReservation: (token: string) => ['guest-reservation', token] as const,
  giftCardOffer: (restaurantId: string | null) => ['gift-card-offer', restaurantId] as const,
  publicVoucher: (voucherId: string) => ['public-voucher', voucherId] as const,
  // The public creator pages (spec §2 /{slug}, /all/{collection}), by address.
  publicPage: (address: string) => ['public-page', address] as const,
};
