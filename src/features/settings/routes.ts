import { staffRoute } from '../../shell/staff-route';

export const settingsRoutes = [staffRoute('Settings', () => import('./SettingsPage'))] as const;
