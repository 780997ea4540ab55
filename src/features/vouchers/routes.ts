import { staffRoute } from '../../shell/staff-route';

export const vouchersRoutes = [staffRoute('Vouchers', () => import('./VouchersPage'))] as const;
