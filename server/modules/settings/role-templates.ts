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
