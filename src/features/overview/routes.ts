import { staffRoute } from '../../shell/staff-route';

export const overviewRoutes = [staffRoute('Overview', () => import('./OverviewPage'))] as const;
