// Restaurant metadata (spec §3, §7): the caller's own restaurant, public reads, the affiliate program list, the owner's
// settings (hosts and the program flag stay the admin's), and whether a restaurant is set up.
import { eq } from 'drizzle-orm';
import { staffHeaders } from './override-kit';
import { describe, expect, it } from 'vitest';
import { restaurants } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';
import { restaurantsKit, type Metadata } from './restaurants-kit';

const server = await fileServer();
const { createRestaurant } = restaurantsKit(server);

describe('restaurant metadata', () => {
  it("GET /restaurant-metadata is the caller's own restaurant", async () => {
    const own = await server.call({ method: 'GET', url: '/api/restaurant-metadata', as: demo.host });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ restaurantId: 'demo', name: 'Trattoria Demo', affiliateProgram: true });
    expect((await server.call({ method: 'GET', url: '/api/restaurant-metadata', as: demo.owner2 })).json().restaurantId).toBe('demo2');
    expect((await server.call({ method: 'GET', url: '/api/restaurant-metadata', as: demo.host, restaurant: 'demo2' })).statusCode).toBe(403);
  });

  it('public reads: one restaurant, all of them, and 404 for unknown ones', async () => {
    const one = await server.call({ method: 'GET', url: '/api/restaurant-metadata/demo2' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ restaurantId: 'demo2', name: 'Bistro Zwei', affiliateProgram: false });
    expect((await server.call({ method: 'GET', url: '/api/restaurant-metadata/nowhere' })).statusCode).toBe(404);
    const all = await server.call({ method: 'GET', url: '/api/restaurant-metadata/all' });
    expect((all.json().items as Metadata[]).map((r) => r.restaurantId)).toEqual(expect.arrayContaining(['demo', 'demo2']));
  });

  it('the affiliate program list is for affiliates and holds only program members', async () => {
    const res = await server.call({ method: 'GET', url: '/api/restaurant-metadata/affiliate-program', as: demo.creator });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().items as Metadata[]).map((r) => r.restaurantId);
    expect(ids).toContain('demo');
    expect(ids).not.toContain('demo2');
    expect((await server.call({ method: 'GET', url: '/api/restaurant-metadata/affiliate-program', as: demo.owner })).statusCode).toBe(403);
  });

  it('the owner updates the own settings; the host may not; hosts and the program flag stay admin-only', async () => {
    const res = await server.call({ method: 'PUT', url: '/api/restaurant-metadata', as: demo.owner2, payload: { name: 'Bistro Zwei Neu', settings: { partySizeMax: 12 }, hosts: ['evil.example'], affiliateProgram: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ restaurantId: 'demo2', name: 'Bistro Zwei Neu', hosts: [], affiliateProgram: false, settings: { partySizeMax: 12, timeZone: 'Europe/Berlin' } });
    const [demoRow] = await server.database.db.select().from(restaurants).where(eq(restaurants.id, 'demo'));
    expect(demoRow?.name).toBe('Trattoria Demo');
    const host = await server.call({ method: 'PUT', url: '/api/restaurant-metadata', as: demo.host, payload: { name: 'Hosted' } });
    expect(host.statusCode).toBe(403);
    const bad = await server.call({ method: 'PUT', url: '/api/restaurant-metadata', as: demo.owner2, payload: { settings: { partySizeMin: 10, partySizeMax: 4 } } });
    expect(bad.statusCode).toBe(400);
    const zone = await server.call({ method: 'PUT', url: '/api/restaurant-metadata', as: demo.owner2, payload: { settings: { timeZone: 'Mars/Olympus' } } });
    expect(zone.statusCode).toBe(400);
  });

  it('GET /status reports whether areas and tables are set up', async () => {
    const res = await server.call({ method: 'GET', url: '/api/status', as: demo.host });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ setup: { areas: true, tables: true } });
    const fresh = await createRestaurant();
    const empty = await server.call({ method: 'GET', url: '/api/status', as: demo.admin, headers: await staffHeaders(server.app, demo.admin, fresh.restaurantId) });
    expect(empty.json()).toEqual({ setup: { areas: false, tables: false } });
    expect((await server.call({ method: 'GET', url: '/api/status', as: demo.creator })).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/status', restaurant: 'demo' })).statusCode).toBe(401);
  });
});
