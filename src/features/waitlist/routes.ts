import { staffRoute } from '../../shell/staff-route';

export const waitlistRoutes = [staffRoute('Waitlist', () => import('./WaitlistPage'))] as const;
