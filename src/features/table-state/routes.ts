import { staffRoute } from '../../shell/staff-route';

export const tableStateRoutes = [staffRoute('TableState', () => import('./TableStatePage'))] as const;
