// Throw-away resources in the demo tenant, for the authorization matrix, the malformed-input probes and other API tests.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AreaGroupInput, AreaInput, SpecialInput, TableInput } from '../../core/schemas/floor';
import { addDays, toInstant } from '../../core/time';
import * as schema from '../../server/platform/db/schema';
import { uniqueSuffix } from './api-surface';
import { paymentsThrowaways } from './payments-throwaways';

let throwawayReservations = 0;

/** Throw-away resources in the demo tenant, created through the services, so a state-changing call has its own victim. */
export function throwaways(app: FastifyInstance) {
  return { ...settingsThrowaways(app), ...frontOfHouseThrowaways(app), ...voucherThrowaways(app), ...paymentsThrowaways(app) };
}
export type Throwaways = ReturnType<typeof throwaways>;

/** Restaurants, roles, invites, staff, the floor and cities. */
function settingsThrowaways(app: FastifyInstance) {
  const { services } = app;
  async function restaurant(): Promise<string> {
    const created = await services.restaurants.create({
      restaurantId: `throwaway-${uniqueSuffix()}`,
      name: 'Throwaway Restaurant',
      cityId: null,
      affiliateProgram: false,
      hosts: [],
      timeZone: 'Europe/Berlin',
      restaurantEmail: '',
      languages: ['en'],
    });
    return created.restaurantId;
  }
  return {
    restaurant,
    async role(restaurantId = 'demo'): Promise<string> {
      const role = await services.roles.create(restaurantId, {
        name: `Throwaway ${uniqueSuffix()}`,
        description: '',
        permissions: ['ReadReservations'],
      });
      return role._id;
    },
    /** A draft invite (no code), which PUT may still edit. */
    async invite(restaurantId = 'demo', roleId = 'host'): Promise<string> {
      const invite = await services.invites.create(restaurantId, {
        name: 'Throwaway Invite',
        email: `invite-${uniqueSuffix()}@example.test`,
        roleId,
        issueCode: false,
      });
      return invite._id;
    },
    /** A live override session of the demo admin's for a restaurant (spec §6), to renew, end or act under. */
    async overrideSession(restaurantId = 'demo'): Promise<string> {
      const admin = await services.users.findById('demo-admin');
      if (!admin) throw new Error('The demo admin is missing');
      return (await services.overrides.start(admin, { target: { kind: 'restaurant', id: restaurantId }, reason: 'Throwaway session' }))._id;
    },
    /** A staff profile row with no Firebase account behind it. */
    async staffUser(restaurantId = 'demo', roleId = 'host'): Promise<string> {
      const row = await services.users.insertUser({
        id: `throwaway-${uniqueSuffix()}`,
        email: null,
        type: 'Restaurant',
        restaurantId,
        roleId,
      });
      return row.id;
    },
    async deletedRestaurant(): Promise<string> {
      const id = await restaurant();
      await services.restaurants.softDelete(id, 'demo-admin');
      return id;
    },
    /** A table in the database trash, deleted by the demo owner. */
    async deletedTable(restaurantId = 'demo'): Promise<string> {
      const table = await services.tables.create(restaurantId, TableInput.parse({ tableNumber: `X${uniqueSuffix()}`, level: 'Terrace' }));
      await services.tables.remove(restaurantId, table._id, 'demo-owner');
      return table._id;
    },
    /** An area without tables (so DELETE may remove it), not bookable. */
    async area(restaurantId = 'demo'): Promise<string> {
      const area = await services.areas.create(restaurantId, AreaInput.parse({ name: `Throwaway ${uniqueSuffix()}`, localizedNames: { en: 'Throwaway' } }));
      return area._id;
    },
    /** An unbookable table without combinations, so no offer changes. */
    async table(restaurantId = 'demo', level = 'Terrace'): Promise<string> {
      const table = await services.tables.create(restaurantId, TableInput.parse({ tableNumber: `X${uniqueSuffix()}`, level }));
      return table._id;
    },
    async areaGroup(restaurantId = 'demo'): Promise<string> {
      const group = await services.areaGroups.create(restaurantId, AreaGroupInput.parse({ name: { en: 'Throwaway group' }, areaIds: [] }));
      return group._id;
    },
    /** A disabled special, so guests never see it. */
    async special(restaurantId = 'demo'): Promise<string> {
      const special = await services.specials.create(restaurantId, SpecialInput.parse({ title: { en: 'Throwaway special' } }));
      return special._id;
    },
    async city(): Promise<string> {
      const city = await services.cities.create({ name: `Throwaway City ${uniqueSuffix()}`, country: 'DE', timeZone: 'Europe/Berlin', coverImageURL: null });
      return city._id;
    },
  };
}

/** Reservations, blockers, a full day, waitlist entries and actions log entries. */
function frontOfHouseThrowaways(app: FastifyInstance) {
  return {
    /** A reservation at `demo` far beyond the booking horizon (so no offer changes), each on its own period. */
    async reservation(restaurantId = 'demo'): Promise<{ id: string; token: string }> {
      const start = new Date(Date.UTC(2100, 0, 1) + throwawayReservations++ * 3 * 3_600_000);
      const end = new Date(start.getTime() + 2 * 3_600_000);
      const [row] = await app.database.db
        .insert(schema.reservations)
        .values({
          restaurantId,
          token: randomBytes(24).toString('base64url'),
          customerName: 'Throwaway Guest',
          customerEmail: `throwaway-${uniqueSuffix()}@example.test`,
          customerPhone: '+49 30 1234567',
          level: 'Terrace',
          tableNumber: 'T1',
          partySize: 2,
          startTime: start,
          endTime: end,
          originalStartTime: start,
          originalEndTime: end,
          source: 'online',
          language: 'en',
        })
        .returning({ id: schema.reservations.id, token: schema.reservations.token });
      return row as { id: string; token: string };
    },
    /** A blocker at `demo` in 2098 (beyond the horizon: no offer changes). */
    async blocker(restaurantId = 'demo'): Promise<string> {
      const [row] = await app.database.db
        .insert(schema.blockers)
        .values({ restaurantId, start: new Date(Date.UTC(2098, 0, 1, 12)), end: new Date(Date.UTC(2098, 0, 1, 14)), level: 'Terrace', tableNumbers: ['T1'] })
        .returning({ id: schema.blockers.id });
      return (row as { id: string }).id;
    },
    /**
     * Fills a restaurant-local day for every party with a blocker over the whole restaurant, as a private party would:
     * the waitlist takes guests only for a full day. Returns what frees the day again.
     */
    async fullDay(day: string, restaurantId = 'demo'): Promise<() => Promise<void>> {
      const { db } = app.database;
      const [restaurant] = await db.select({ timeZone: schema.restaurants.timeZone }).from(schema.restaurants).where(eq(schema.restaurants.id, restaurantId));
      const timeZone = restaurant?.timeZone ?? 'Europe/Berlin';
      const [row] = await db
        .insert(schema.blockers)
        .values({ restaurantId, start: toInstant(day, 0, timeZone), end: toInstant(addDays(day, 1), 0, timeZone), note: 'Private party' })
        .returning({ id: schema.blockers.id });
      const id = (row as { id: string }).id;
      return async () => {
        await db.delete(schema.blockers).where(and(eq(schema.blockers.restaurantId, restaurantId), eq(schema.blockers.id, id)));
      };
    },
    async waitlistEntry(restaurantId = 'demo'): Promise<string> {
      const [row] = await app.database.db
        .insert(schema.waitlist)
        .values({ restaurantId, day: '2031-05-17', level: 'Terrace', partySize: 2, customerName: 'Throwaway Waiting', customerPhone: '+49 30 1234567', customerEmail: `waiting-${uniqueSuffix()}@example.test` })
        .returning({ id: schema.waitlist.id });
      return (row as { id: string }).id;
    },
    async logEntry(restaurantId = 'demo'): Promise<string> {
      const [row] = await app.database.db
        .insert(schema.actionsLog)
        .values({ restaurantId, action: 'checkIn', entity: 'reservation', entityId: 'throwaway', userId: 'demo-host' })
        .returning({ id: schema.actionsLog.id });
      return (row as { id: string }).id;
    },
  };
}

/** Vouchers issued by hand through the service (docs/decisions/012-vouchers.md). */
function voucherThrowaways(app: FastifyInstance) {
  return {
    /** An active 50 € voucher at `demo`, issued by its owner: its id and code. */
    async voucher(restaurantId = 'demo'): Promise<{ id: string; code: string }> {
      const voucher = await app.services.vouchers.issue(restaurantId, 'demo-owner', {
        kind: 'amount',
        initialValue: 5_000,
        currency: 'EUR',
        recipient: { name: 'Throwaway Recipient', email: `voucher-${uniqueSuffix()}@example.test` },
      });
      return { id: voucher._id, code: voucher.code };
    },
  };
}
