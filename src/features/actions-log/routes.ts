import { staffRoute } from '../../shell/staff-route';

export const actionsLogRoutes = [staffRoute('ActionsLog', () => import('./ActionsLogPage'))] as const;
