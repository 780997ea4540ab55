// Demo data: restaurant `demo` with two areas, an area group, 23 tables, a special, lunch and dinner slots,
// reservations today and about 120 days of history, and vouchers (./demo-vouchers.ts); restaurant `demo2` for
// isolation; and the demo accounts' profiles.
import { eq, inArray } from 'drizzle-orm';
import { localDateOf } from '../../core/time';
import type { Database, Transaction } from '../platform/db/connection';
import {
  appConfigs,
  areaGroups,
  areas,
  diningTables,
  restaurantMetadata,
  restaurants,
  reservations,
  roles,
  specials,
  users,
} from '../platform/db/schema';
import { hostRoleTemplate, kitchenRoleTemplate, ownerRoleTemplate } from '../modules/settings';
import { demoAccounts } from './demo-accounts';
import { demoAreas, diningTablesSeed, everyDay, h, inLanguages, terraceTables } from './demo-floor';
import { demoHistory } from './demo-history';
import { demoToday } from './demo-today';
import { seedDemoAffiliates } from './demo-affiliates';
import { seedDemoVouchers } from './demo-vouchers';

export const demoRestaurantIds = ['demo', 'demo2'] as const;

/** Creates the demo tenants when they do not exist yet; returns whether it created anything. */
export async function seedDemoIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, 'demo')).limit(1);
  if (existing) return false;
  await db.transaction((tx) => seedDemo(tx, now));
  return true;
}

/** Removes and recreates the demo tenants and accounts (npm run seed). */
export async function reseedDemo(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(users).where(inArray(users.id, demoAccounts.map((a) => a.uid)));
    await tx.delete(restaurants).where(inArray(restaurants.id, [...demoRestaurantIds]));
    await seedDemo(tx, now);
  });
}

async function seedDemo(tx: Transaction, now: Date): Promise<void> {
  await seedRestaurant(tx, {
    id: 'demo',
    name: 'Trattoria Demo',
    email: 'ciao@trattoria-demo.test',
    colors: { COLOR_PRIMARY: '#8c2f39', COLOR_SECONDARY: '#f4ede4', COLOR_ACCENT: '#d9a441' },
    languages: ['de', 'en', 'es'],
  });
  await seedRestaurant(tx, {
    id: 'demo2',
    name: 'Bistro Zwei',
    email: 'hallo@bistro-zwei.test',
    colors: { COLOR_PRIMARY: '#1f4e5f', COLOR_SECONDARY: '#eef3f5', COLOR_ACCENT: '#e07a5f' },
    languages: ['en', 'de'],
  });
  // The accounts first: the creator programme's demo (in seedFloor) reconciles the creator's referred bookings.
  for (const account of demoAccounts) {
    await tx.insert(users).values({
      id: account.uid,
      email: account.email,
      type: account.type,
      username: account.username ?? null,
      restaurantId: account.restaurantId ?? null,
      roleId: account.roleId ?? null,
      publicInformation: { displayName: account.displayName },
    });
  }
  await seedFloor(tx, 'demo', now);
  await seedSmallFloor(tx, 'demo2');
}

async function seedRestaurant(
  tx: Transaction,
  r: { id: string; name: string; email: string; colors: Record<string, string>; languages: string[] },
) {
  await tx.insert(restaurants).values({ id: r.id, name: r.name, timeZone: 'Europe/Berlin', contactPhone: '+49 30 1234567' });
  await tx.insert(restaurantMetadata).values({ restaurantId: r.id, affiliateProgram: r.id === 'demo' });
  await tx.insert(roles).values([
    { restaurantId: r.id, id: 'owner', ...ownerRoleTemplate },
    { restaurantId: r.id, id: 'host', ...hostRoleTemplate },
    { restaurantId: r.id, id: 'kitchen', ...kitchenRoleTemplate },
  ]);
  await tx.insert(appConfigs).values({
    restaurantId: r.id,
    config: {
      restaurantName: r.name,
      restaurantEmail: r.email,
      ...r.colors,
      STRINGS: { BOOKING_SPECIALS: 'Specials' },
      languages: r.languages,
    },
  });
}

async function seedFloor(tx: Transaction, restaurantId: string, now: Date) {
  await tx.insert(areas).values(
    demoAreas.map((area, index) => ({
      restaurantId,
      id: area.id,
      name: area.name,
      bookable: true,
      type: area.type,
      sorting: index + 1,
      localizedNames: inLanguages(area.names),
      description: inLanguages(area.about),
      timeslots: everyDay(area.slots),
    })),
  );
  await tx.insert(areaGroups).values({
    restaurantId,
    id: 'anywhere',
    name: { de: 'Egal wo', en: 'Anywhere', es: 'Donde sea' },
    areaIds: ['terrace', 'dining-room'],
    description: { de: 'Der erste freie Tisch', en: 'The first free table', es: 'La primera mesa libre' },
  });
  const tableRows = [
    ...terraceTables.map((t, i) => ({ ...t, level: 'Terrace', order: i })),
    ...diningTablesSeed.map((t, i) => ({ ...t, level: 'Dining Room', order: i })),
  ].map((t) => ({
    restaurantId,
    label: t.level === 'Terrace' ? t.n : `Table ${t.n}`,
    tableNumber: t.n,
    level: t.level,
    bookable: !t.overflow,
    overflow: Boolean(t.overflow),
    frontendGroupOrder: t.order,
    combinations: t.combos ?? [],
    minCovers: t.min,
    maxCovers: t.max,
  }));
  await tx.insert(diningTables).values(tableRows);
  await tx.insert(specials).values({
    restaurantId,
    id: 'tasting-menu',
    title: { de: 'Degustationsmenü', en: 'Tasting menu', es: 'Menú degustación' },
    enabled: true,
    weekdays: ['thursday', 'friday', 'saturday'],
    timeslots: [{ start: h(19, 30), end: h(21, 30) }],
    description: {
      de: 'Sieben Gänge aus der Küche des Hauses',
      en: 'Seven courses from the kitchen',
      es: 'Siete platos de la cocina',
    },
    areaGroupId: 'anywhere',
  });

  const history = await seedBook(tx, restaurantId, now);
  await seedDemoVouchers(tx, restaurantId, now, 'Europe/Berlin', history);
  await seedDemoAffiliates(tx, restaurantId, now, 'Europe/Berlin');
}

/** Today's and tomorrow's bookings (./demo-today.ts) and about 120 days of history (./demo-history.ts); answers the history. */
async function seedBook(tx: Transaction, restaurantId: string, now: Date) {
  const zone = 'Europe/Berlin';
  const history = demoHistory(localDateOf(now, zone), zone);
  const rows = [...history, ...demoToday(restaurantId, now, zone)];
  // Batches keep each statement well under PostgreSQL's 65,535 parameters, and the first start quick.
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(reservations).values(rows.slice(i, i + 1000));
  return history;
}

async function seedSmallFloor(tx: Transaction, restaurantId: string) {
  await tx.insert(areas).values({
    restaurantId,
    id: 'main',
    name: 'Main',
    bookable: true,
    type: 'Indoor',
    localizedNames: { de: 'Gastraum', en: 'Main room' },
    timeslots: everyDay([
      { start: h(18), end: h(20) },
      { start: h(20), end: h(22) },
    ]),
  });
  await tx.insert(diningTables).values(
    ['1', '2', '3', '4'].map((n, i) => ({
      restaurantId,
      label: `Table ${n}`,
      tableNumber: n,
      level: 'Main',
      bookable: true,
      frontendGroupOrder: i,
      minCovers: 1,
      maxCovers: i < 2 ? 2 : 4,
    })),
  );
}
