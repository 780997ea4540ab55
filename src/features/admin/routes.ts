import { staffRoute } from '../../shell/staff-route';

export const adminRoutes = [staffRoute('AdminDashboard', () => import('./AdminDashboardPage')), staffRoute('AdminUsers', () => import('./users/AdminUsersPage'))] as const;
