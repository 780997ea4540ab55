import { staffRoute } from '../../shell/staff-route';

// The page chunk carries the charting library (docs/decisions/011-charts.md): it loads with this route only.
export const analyticsRoutes = [staffRoute('Analytics', () => import('./AnalyticsPage'))] as const;
