import type { Permission } from '../../../core/permissions';
import type { settingsPages } from '../../../core/routes/route-table';

export type SettingsPageId = (typeof settingsPages)[number];

/** What each settings page needs (spec §6; restaurant-wide configuration needs the owner-level ManageRoles). */
export const settingsPageRules: Record<SettingsPageId, { permissions: Permission[]; built: boolean }> = {
  tables: { permissions: ['ManageTables'], built: true },
  areas: { permissions: ['ManageAreas'], built: true },
  areaGroups: { permissions: ['ManageAreas'], built: true },
  specials: { permissions: ['ManageAreas'], built: true },
  users: { permissions: ['ManageUsers'], built: true },
  roles: { permissions: ['ManageRoles'], built: true },
  affiliates: { permissions: ['ManageRoles'], built: true },
  appConfig: { permissions: ['ManageRoles'], built: true },
  restaurantMigration: { permissions: ['ManageRoles'], built: true },
  language: { permissions: ['ManageRoles'], built: true },
};

/** What a list/detail settings page gets: the selected item (`new` for a new one) and how to link to items. */
export interface SettingsListProps {
  detail: string | null;
  link: (detailPage?: string) => string;
}
