// What the restaurant migration tests share (spec §2 settings page restaurantMigration): a server whose demo restaurant
// has a blocker tomorrow, so blockers take part in every file, and the export and import calls.
import type { LightMyRequestResponse } from 'fastify';
import { staffHeaders } from './override-kit';
import { beforeAll, expect } from 'vitest';
import type { RestaurantExport } from '../../core/schemas/restaurant-export';
import { addDays, localDateOf, toInstant } from '../../core/time';
import { blockers } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { uniqueSuffix } from './api-surface';
import { fileServer } from './file-server';
import { restaurantsKit } from './restaurants-kit';

export const exportUrl = (withReservations: boolean) => `/api/restaurant-migration/export?reservations=${withReservations}`;

/** Registers the file's server (see fileServer) and returns it with the migration's calls. */
export async function migrationServerForFile() {
  const server = await fileServer();
  const { createRestaurant } = restaurantsKit(server);
  beforeAll(async () => {
    // A blocker tomorrow, so blockers take part in the round trip and in the availability comparison.
    const tomorrow = addDays(localDateOf(new Date(), 'Europe/Berlin'), 1);
    await server.database.db.insert(blockers).values({
      restaurantId: 'demo',
      start: toInstant(tomorrow, 12 * 60, 'Europe/Berlin'),
      end: toInstant(tomorrow, 16 * 60, 'Europe/Berlin'),
      level: 'Terrace',
      tableNumbers: ['T6', 'T7'],
      note: 'Private party',
    });
  });

  async function exportOf(restaurantId: string, withReservations: boolean, as: string = demo.admin): Promise<RestaurantExport> {
    const reply = await server.call({ method: 'GET', url: exportUrl(withReservations), as, headers: await staffHeaders(server.app, as, restaurantId) });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as RestaurantExport;
  }

  async function importInto(restaurantId: string, file: unknown, as: string = demo.admin): Promise<LightMyRequestResponse> {
    return server.call({
      method: 'POST',
      url: '/api/restaurant-migration/import',
      as,
      headers: await staffHeaders(server.app, as, restaurantId),
      payload: file as Record<string, unknown>,
    });
  }

  /** A new restaurant with nothing set up yet: where an import goes. */
  async function freshRestaurant(): Promise<string> {
    const created = await createRestaurant({ restaurantId: `moved-${uniqueSuffix()}`, name: 'Empty Shell', languages: ['en'] });
    return created.restaurantId;
  }

  return { server, exportOf, importInto, freshRestaurant };
}
