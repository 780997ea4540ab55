import { staffRoute } from '../../shell/staff-route';

export const collisionsRoutes = [staffRoute('Collisions', () => import('./CollisionsPage'))] as const;
