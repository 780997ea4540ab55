// Demo data: restaurant `demo` with two areas, an area group, 23 tables, a special, lunch and dinner
// slots and reservations today; restaurant `demo2` for isolation; and the demo accounts' profiles.
import { eq, inArray } from 'drizzle-orm';
import { addDays, localDateOf, toInstant, weekdays } from '../../core/time';
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
import { newReservationToken } from '../modules/booking';
import { hostRoleTemplate, ownerRoleTemplate } from '../modules/settings';
import { demoAccounts } from './demo-accounts';

export const demoRestaurantIds = ['demo', 'demo2'] as const;

type Slot = { start: number; end: number };
const everyDay = (slots: Slot[]) => Object.fromEntries(weekdays.map((day) => [day, slots]));
const h = (hours: number, minutes = 0) => hours * 60 + minutes;

const terraceSlots: Slot[] = [
  { start: h(12), end: h(14) },
  { start: h(14), end: h(16) },
  { start: h(18), end: h(20) },
  { start: h(20), end: h(22) },
];
const diningSlots: Slot[] = [
  { start: h(12), end: h(14) },
  { start: h(17, 30), end: h(19, 30) },
  { start: h(19, 30), end: h(21, 30) },
  { start: h(21, 30), end: h(23, 30) },
];

type InLanguages = readonly [de: string, en: string, es: string];
const inLanguages = ([de, en, es]: InLanguages) => ({ de, en, es });

/** The demo's bookable areas, in their order, each open every day in its own slots. */
const demoAreas: { id: string; name: string; type: 'Indoor' | 'Outdoor'; slots: Slot[]; names: InLanguages; about: InLanguages }[] = [
  { id: 'terrace', name: 'Terrace', type: 'Outdoor', slots: terraceSlots, names: ['Terrasse', 'Terrace', 'Terraza'], about: ['Unter Olivenbäumen', 'Under the olive trees', 'Bajo los olivos'] },
  { id: 'dining-room', name: 'Dining Room', type: 'Indoor', slots: diningSlots, names: ['Speisesaal', 'Dining Room', 'Comedor'], about: ['Am Kamin', 'By the fireplace', 'Junto a la chimenea'] },
];

interface TableSeed {
  n: string;
  min: number;
  max: number;
  combos?: string[];
  overflow?: boolean;
}

const terraceTables: TableSeed[] = [
  { n: 'T1', min: 1, max: 2, combos: ['T2'] },
  { n: 'T2', min: 1, max: 2, combos: ['T1', 'T3'] },
  { n: 'T3', min: 1, max: 2, combos: ['T2'] },
  { n: 'T4', min: 2, max: 4, combos: ['T5'] },
  { n: 'T5', min: 2, max: 4, combos: ['T4'] },
  { n: 'T6', min: 2, max: 4 },
  { n: 'T7', min: 2, max: 4 },
  { n: 'T8', min: 4, max: 6 },
  { n: 'T9', min: 4, max: 6 },
  { n: 'T10', min: 6, max: 8 },
];
const diningTablesSeed: TableSeed[] = [
  { n: '1', min: 1, max: 2, combos: ['2'] },
  { n: '2', min: 1, max: 2, combos: ['1', '3'] },
  { n: '3', min: 1, max: 2, combos: ['2'] },
  { n: '4', min: 2, max: 4, combos: ['5'] },
  { n: '5', min: 2, max: 4, combos: ['4', '6'] },
  { n: '6', min: 2, max: 4, combos: ['5'] },
  { n: '7', min: 2, max: 4 },
  { n: '8', min: 4, max: 6, combos: ['9'] },
  { n: '9', min: 4, max: 6, combos: ['8'] },
  { n: '10', min: 6, max: 8 },
  { n: '11', min: 8, max: 12 },
  { n: '12', min: 2, max: 4 },
  { n: 'B1', min: 1, max: 4, overflow: true },
];

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
  await seedFloor(tx, 'demo', now);
  await seedSmallFloor(tx, 'demo2');
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

  const zone = 'Europe/Berlin';
  const today = localDateOf(now, zone);
  const guests: [string, string, number, string, number, number][] = [
    ['Giulia Rossi', 'Dining Room', 2, '1', h(12), h(14)],
    ['Max Mustermann', 'Dining Room', 4, '4', h(17, 30), h(19, 30)],
    ['Ana García', 'Dining Room', 6, '10', h(19, 30), h(21, 30)],
    ['Lena Schmidt', 'Dining Room', 2, '2', h(19, 30), h(21, 30)],
    ['Tom Becker', 'Terrace', 4, 'T4', h(18), h(20)],
    ['Sofia Müller', 'Terrace', 2, 'T1', h(20), h(22)],
    ['Jonas Weber', 'Dining Room', 3, '7', h(21, 30), h(23, 30)],
    ['Carmen López', 'Terrace', 5, 'T8', h(12), h(14)],
  ];
  const createdAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  await tx.insert(reservations).values(
    guests.map(([name, level, partySize, tableNumber, start, end], index) => {
      const startTime = toInstant(today, start, zone);
      const endTime = toInstant(today, end, zone);
      return {
        restaurantId,
        token: newReservationToken(),
        customerName: name,
        customerEmail: `guest${index + 1}@example.test`,
        customerPhone: `+49 151 555 01${String(index).padStart(2, '0')}`,
        level,
        tableNumber,
        partySize,
        startTime,
        endTime,
        originalStartTime: startTime,
        originalEndTime: endTime,
        language: 'de',
        createdAt,
        source: 'online' as const,
        platform: index % 2 === 0 ? ('mobile' as const) : ('desktop' as const),
      };
    }),
  );
  // Tomorrow's book is not empty either, so the grid has something to page to.
  const tomorrow = addDays(today, 1);
  const start = toInstant(tomorrow, h(19, 30), zone);
  const end = toInstant(tomorrow, h(21, 30), zone);
  await tx.insert(reservations).values({
    restaurantId,
    token: newReservationToken(),
    customerName: 'Paul Fischer',
    customerEmail: 'paul@example.test',
    level: 'Dining Room',
    tableNumber: '8',
    partySize: 5,
    startTime: start,
    endTime: end,
    originalStartTime: start,
    originalEndTime: end,
    createdAt,
    source: 'staff',
    platform: 'staff',
  });
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
