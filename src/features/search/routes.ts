import { staffRoute } from '../../shell/staff-route';

export const searchRoutes = [staffRoute('Search', () => import('./SearchPage'))] as const;
