// Every voucher route (docs/decisions/012-vouchers.md): the settings first, whose static path the router prefers to
// /vouchers/:id in any case; the staff's vouchers; the guests' gift-card reads.
import { routeGroup } from '../../platform/http/route-group';
import { giftCardRoutes } from './routes/public';
import { voucherSettingsRoutes } from './routes/settings';
import { voucherStaffRoutes } from './routes/staff';

export const voucherRoutes = routeGroup([voucherSettingsRoutes, voucherStaffRoutes, giftCardRoutes]);
