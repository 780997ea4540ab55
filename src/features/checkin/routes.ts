import { staffRoute } from '../../shell/staff-route';

export const checkinRoutes = [staffRoute('Checkin', () => import('./CheckinPage'))] as const;
