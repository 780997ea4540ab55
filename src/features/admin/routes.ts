import { staffRoute } from '../../shell/staff-route';

export const adminRoutes = [staffRoute('AdminDashboard', () => import('./AdminDashboardPage'))] as const;
