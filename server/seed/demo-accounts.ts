/** The demo accounts of the README; their uids are fixed so the emulator's users match the database rows. */
import type { z } from 'zod';
import type { PublicInformation } from '../../core/schemas/users';

export const demoPassword = 'covers-demo';

export interface DemoAccount {
  uid: string;
  email: string;
  displayName: string;
  type: 'Admin' | 'Restaurant' | 'Affiliate';
  restaurantId?: string;
  roleId?: string;
  username?: string;
  /** More of the public profile than the display name (the demo creator's page, spec §1). */
  profile?: Omit<z.infer<typeof PublicInformation>, 'displayName'>;
}

/** The demo creator's page at /creator: a bio in each language and the trattoria (in the programme) to book. */
export const demoAccounts: readonly DemoAccount[] = [
  { uid: 'demo-admin', email: 'admin@covers.test', displayName: 'Ada Admin', type: 'Admin' },
  { uid: 'demo-owner', email: 'owner@covers.test', displayName: 'Olga Owner', type: 'Restaurant', restaurantId: 'demo', roleId: 'owner' },
  { uid: 'demo-host', email: 'host@covers.test', displayName: 'Hugo Host', type: 'Restaurant', restaurantId: 'demo', roleId: 'host' },
  { uid: 'demo-kitchen', email: 'kitchen@covers.test', displayName: 'Kim Kitchen', type: 'Restaurant', restaurantId: 'demo', roleId: 'kitchen' },
  { uid: 'demo-owner2', email: 'owner2@covers.test', displayName: 'Otto Owner', type: 'Restaurant', restaurantId: 'demo2', roleId: 'owner' },
  {
    uid: 'demo-creator',
    email: 'creator@covers.test',
    displayName: 'Clara Creator',
    type: 'Affiliate',
    username: 'creator',
    profile: {
      bios: {
        de: 'Ich esse mich durch die Stadt und empfehle nur, wo ich selbst wieder hingehe: ehrliche Küche, guter Wein, herzlicher Service.',
        en: 'I eat my way through the city and only recommend places I go back to myself: honest cooking, good wine, warm service.',
        es: 'Recorro la ciudad comiendo y solo recomiendo los sitios a los que yo misma vuelvo: cocina honesta, buen vino y un trato cálido.',
      },
      links: ['https://example.com/clara-creator'],
      partners: ['demo'],
    },
  },
];
