/** The demo accounts of the README; their uids are fixed so the emulator's users match the database rows. */
export const demoPassword = 'covers-demo';

export interface DemoAccount {
  uid: string;
  email: string;
  displayName: string;
  type: 'Admin' | 'Restaurant' | 'Affiliate';
  restaurantId?: string;
  roleId?: string;
  username?: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  { uid: 'demo-admin', email: 'admin@covers.test', displayName: 'Ada Admin', type: 'Admin' },
  { uid: 'demo-owner', email: 'owner@covers.test', displayName: 'Olga Owner', type: 'Restaurant', restaurantId: 'demo', roleId: 'owner' },
  { uid: 'demo-host', email: 'host@covers.test', displayName: 'Hugo Host', type: 'Restaurant', restaurantId: 'demo', roleId: 'host' },
  { uid: 'demo-kitchen', email: 'kitchen@covers.test', displayName: 'Kim Kitchen', type: 'Restaurant', restaurantId: 'demo', roleId: 'kitchen' },
  { uid: 'demo-owner2', email: 'owner2@covers.test', displayName: 'Otto Owner', type: 'Restaurant', restaurantId: 'demo2', roleId: 'owner' },
  { uid: 'demo-creator', email: 'creator@covers.test', displayName: 'Clara Creator', type: 'Affiliate', username: 'creator' },
];
