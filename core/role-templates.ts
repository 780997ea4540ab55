// Roles a restaurant starts from (spec §3 Role, §6 permissions). The server seeds and creates restaurants with them;
// the roles settings offer them when a role is made, named in the reader's language (`settings.roles.template.*`).
import { permissions, type Permission } from './permissions';

export interface RoleTemplate {
  name: string;
  description: string;
  permissions: Permission[];
}

/** Every new restaurant starts with an Owner role holding every permission, so its first user can set it up. */
export const ownerRoleTemplate: RoleTemplate = {
  name: 'Owner',
  description: 'Every permission',
  permissions: [...permissions],
};

export const hostRoleTemplate: RoleTemplate = {
  name: 'Host',
  description: 'Runs the service: reservations, tables and blockers',
  permissions: ['ReadReservations', 'ManageReservations', 'ManageTables', 'ManageBlockers'],
};

/** Docs/decisions/010: the kitchen wall screen and nothing else (it reads the day's reservations). */
export const kitchenRoleTemplate: RoleTemplate = {
  name: 'Kitchen',
  description: 'The kitchen screen: covers per quarter hour',
  permissions: ['ReadReservations', 'ViewKitchen'],
};

export const roleTemplateIds = ['owner', 'host', 'kitchen'] as const;
export type RoleTemplateId = (typeof roleTemplateIds)[number];

/** The templates by id, in the order they are offered. */
export const roleTemplates: Readonly<Record<RoleTemplateId, RoleTemplate>> = {
  owner: ownerRoleTemplate,
  host: hostRoleTemplate,
  kitchen: kitchenRoleTemplate,
};
