import { staffRoute } from '../../shell/staff-route';

export const adminRoutes = [
  staffRoute('AdminDashboard', () => import('./AdminDashboardPage')),
  staffRoute('AdminDatabaseTrash', () => import('./trash/TrashPage')),
] as const;
