import { staffRoute } from '../../shell/staff-route';

export const onboardingRoutes = [staffRoute('RestaurantOnboarding', () => import('./RestaurantOnboardingPage'))] as const;
