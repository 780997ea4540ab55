import { staffRoute } from '../../shell/staff-route';

export const kitchenRoutes = [staffRoute('AnalyticsKitchen', () => import('./KitchenPage'))] as const;
