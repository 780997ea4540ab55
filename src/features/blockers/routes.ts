import { staffRoute } from '../../shell/staff-route';

export const blockersRoutes = [staffRoute('Blockers', () => import('./BlockersPage'))] as const;
