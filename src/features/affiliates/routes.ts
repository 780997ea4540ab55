import { staffRoute } from '../../shell/staff-route';

export const affiliatesRoutes = [staffRoute('Affiliates', () => import('./AffiliatesPage'))] as const;
