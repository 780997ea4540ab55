import { permissions } from '../../../core/permissions';

/** Every new restaurant starts with an Owner role holding every permission, so its first user can set it up. */
export const ownerRoleTemplate = {
  name: 'Owner',
  description: 'Every permission',
  permissions: [...permissions],
};

export const hostRoleTemplate = {
  name: 'Host',
  description: 'Runs the service: reservations, tables and blockers',
  permissions: ['ReadReservations', 'ManageReservations', 'ManageTables', 'ManageBlockers'],
};

/** Docs/decisions/010: the kitchen wall screen and nothing else (it reads the day's reservations). */
export const kitchenRoleTemplate = {
  name: 'Kitchen',
  description: 'The kitchen screen: covers per quarter hour',
  permissions: ['ReadReservations', 'ViewKitchen'],
};
