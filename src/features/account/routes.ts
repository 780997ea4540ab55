import { staffRoute } from '../../shell/staff-route';

export const accountRoutes = [
  staffRoute('Login', () => import('./LoginPage')),
  staffRoute('UserOnboarding', () => import('./UserOnboardingPage')),
  staffRoute('AuthFailed', () => import('./AuthFailedPage')),
  staffRoute('EmulatorConfig', () => import('./EmulatorConfigPage')),
] as const;
