import { guestRoute } from '../../shell/route-module';

// The guest's voucher pages: each its own lazy chunk, so the booking page's download stays as it is.
export const giftCardRoutes = [guestRoute('GiftCards', () => import('./GiftCardsPage')), guestRoute('Voucher', () => import('./VoucherPage'))] as const;
