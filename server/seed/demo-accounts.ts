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
  /** A creator's public page (spec §2 /{slug}); others show their display name only. */
  publicInformation?: Record<string, unknown>;
}

/** The demo creator's page at /creator: a bio in each language and the trattoria (in the programme) to book. */
const creatorProfile = {
  displayName: 'Clara Creator',
  bio: 'I eat my way through Berlin and share the tables worth booking.',
  bios: {
    de: 'Ich esse mich durch Berlin und teile die Tische, die sich lohnen.',
    en: 'I eat my way through Berlin and share the tables worth booking.',
    es: 'Recorro Berlín comiendo y comparto las mesas que merecen la pena.',
  },
  links: ['https://example.com/clara-eats'],
  partners: ['demo'],
};

export const demoAccounts: readonly DemoAccount[] = [
  { uid: 'demo-admin', email: 'admin@covers.test', displayName: 'Ada Admin', type: 'Admin' },
  { uid: 'demo-owner', email: 'owner@covers.test', displayName: 'Olga Owner', type: 'Restaurant', restaurantId: 'demo', roleId: 'owner' },
  { uid: 'demo-host', email: 'host@covers.test', displayName: 'Hugo Host', type: 'Restaurant', restaurantId: 'demo', roleId: 'host' },
  { uid: 'demo-kitchen', email: 'kitchen@covers.test', displayName: 'Kim Kitchen', type: 'Restaurant', restaurantId: 'demo', roleId: 'kitchen' },
  { uid: 'demo-owner2', email: 'owner2@covers.test', displayName: 'Otto Owner', type: 'Restaurant', restaurantId: 'demo2', roleId: 'owner' },
  { uid: 'demo-creator', email: 'creator@covers.test', displayName: 'Clara Creator', type: 'Affiliate', username: 'creator', publicInformation: creatorProfile },
];
