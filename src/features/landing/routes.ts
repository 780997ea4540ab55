import { guestRoute } from '../../shell/route-module';

export const landingRoutes = [guestRoute('Landing', () => import('./LandingPage'))] as const;
