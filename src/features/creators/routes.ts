import { staffRoute } from '../../shell/staff-route';

/** The creator area (spec §2 /c/…): overview, profile and one partner. */
export const creatorRoutes = [
  staffRoute('CreatorOverview', () => import('./CreatorOverviewPage')),
  staffRoute('CreatorProfile', () => import('./CreatorProfilePage')),
  staffRoute('CreatorPartner', () => import('./CreatorPartnerPage')),
] as const;
