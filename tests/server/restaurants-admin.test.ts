// Restaurants (spec §3 metadata, §6 admin management, §7 calls): metadata, admin create/update/delete, the app config
// and its published file, run-cache, cities, the database trash, service status, slugs and public users.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../../core/permissions';
import { appConfigs, restaurantMetadata, restaurants, roles, users } from '../../server/platform/db/schema';
import { createTestServer, demo, emulatorSignUp, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

interface Metadata {
  restaurantId: string;
  name: string;
  cityId: string | null;
  affiliateProgram: boolean;
  hosts: string[];
  settings: Record<string, unknown>;
}

const newId = () => `r-${randomUUID().slice(0, 8)}`;
const uniqueEmail = (tag: string) => `${tag}-${randomUUID()}@covers.test`;

async function createRestaurant(body: Record<string, unknown> = {}): Promise<Metadata> {
  const res = await server.call({ method: 'POST', url: '/api/admin/restaurant-metadata', as: demo.admin, payload: { restaurantId: newId(), name: 'Neu', ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Metadata;
}

const publishedConfig = (id: string, query = '') => server.call({ method: 'GET', url: `/files/app-config/${id}.json${query}` });

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
    const empty = await server.call({ method: 'GET', url: '/api/status', as: demo.admin, restaurant: fresh.restaurantId });
    expect(empty.json()).toEqual({ setup: { areas: false, tables: false } });
    expect((await server.call({ method: 'GET', url: '/api/status', as: demo.creator })).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/status', restaurant: 'demo' })).statusCode).toBe(401);
  });
});

describe('admin: create, update, delete restaurants', () => {
  it('creating a restaurant makes an Owner role with every permission and publishes its app config', async () => {
    const id = newId();
    const created = await createRestaurant({ restaurantId: id, name: 'Osteria Nuova', restaurantEmail: 'ciao@nuova.test', languages: ['en', 'de'] });
    expect(created).toMatchObject({ restaurantId: id, name: 'Osteria Nuova', cityId: null, affiliateProgram: false, hosts: [] });
    const roleRows = await server.database.db.select().from(roles).where(eq(roles.restaurantId, id));
    expect(roleRows).toHaveLength(1);
    expect(roleRows[0]?.name).toBe('Owner');
    expect([...(roleRows[0]?.permissions ?? [])].sort()).toEqual([...permissions].sort());

    const file = await publishedConfig(id);
    expect(file.statusCode).toBe(200);
    expect(file.json()).toMatchObject({ restaurantId: id, restaurantName: 'Osteria Nuova', restaurantEmail: 'ciao@nuova.test', languages: ['en', 'de'] });
    const api = await server.call({ method: 'GET', url: '/api/app-config', restaurant: id });
    expect(api.json()).toEqual(file.json());
    expect((await server.call({ method: 'GET', url: `/api/restaurant-metadata/${id}` })).json().name).toBe('Osteria Nuova');
  });

  it('refuses a duplicate id, a bad id and an unknown city', async () => {
    const dup = await server.call({ method: 'POST', url: '/api/admin/restaurant-metadata', as: demo.admin, payload: { restaurantId: 'demo', name: 'Again' } });
    expect(dup.statusCode).toBe(409);
    const [row] = await server.database.db.select().from(restaurants).where(eq(restaurants.id, 'demo'));
    expect(row?.name).toBe('Trattoria Demo');
    const bad = await server.call({ method: 'POST', url: '/api/admin/restaurant-metadata', as: demo.admin, payload: { restaurantId: 'Bad Id!', name: 'X' } });
    expect(bad.statusCode).toBe(400);
    const id = newId();
    const city = await server.call({ method: 'POST', url: '/api/admin/restaurant-metadata', as: demo.admin, payload: { restaurantId: id, name: 'X', cityId: 'no-such-city' } });
    expect(city.statusCode).toBe(404);
    expect(await server.database.db.select().from(restaurants).where(eq(restaurants.id, id))).toEqual([]);
  });

  it('is for administrators only', async () => {
    const id = newId();
    const res = await server.call({ method: 'POST', url: '/api/admin/restaurant-metadata', as: demo.owner, payload: { restaurantId: id, name: 'Mine' } });
    expect(res.statusCode).toBe(403);
    expect((await server.call({ method: 'PUT', url: '/api/admin/restaurant-metadata/demo', as: demo.owner, payload: { affiliateProgram: false } })).statusCode).toBe(403);
    expect((await server.call({ method: 'DELETE', url: '/api/admin/restaurant/demo2', as: demo.owner })).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/admin/restaurant-metadata/all', as: demo.owner })).statusCode).toBe(403);
    expect(await server.database.db.select().from(restaurants).where(eq(restaurants.id, id))).toEqual([]);
    expect((await server.database.db.select().from(restaurantMetadata).where(eq(restaurantMetadata.restaurantId, 'demo')))[0]?.affiliateProgram).toBe(true);
  });

  it('a custom host serves the restaurant at the root; two restaurants cannot claim one host', async () => {
    const host = `book-${randomUUID().slice(0, 8)}.example.test`;
    const created = await createRestaurant({ name: 'Hosted', hosts: [host.toUpperCase()] });
    expect(created.hosts).toEqual([host]);
    const byHost = await server.call({ method: 'GET', url: '/api/app-config', headers: { host } });
    expect(byHost.statusCode).toBe(200);
    expect(byHost.json().restaurantId).toBe(created.restaurantId);

    const clash = await server.call({ method: 'POST', url: '/api/admin/restaurant-metadata', as: demo.admin, payload: { restaurantId: newId(), name: 'Thief', hosts: [host] } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('conflict');
    const clashUpdate = await server.call({ method: 'PUT', url: '/api/admin/restaurant-metadata/demo2', as: demo.admin, payload: { hosts: [host] } });
    expect(clashUpdate.statusCode).toBe(409);
    expect((await server.call({ method: 'GET', url: '/api/restaurant-metadata/demo2' })).json().hosts).toEqual([]);
    // Re-saving a restaurant with its own host is fine.
    const same = await server.call({ method: 'PUT', url: `/api/admin/restaurant-metadata/${created.restaurantId}`, as: demo.admin, payload: { hosts: [host], name: 'Hosted Again' } });
    expect(same.statusCode).toBe(200);
    const again = await server.call({ method: 'GET', url: '/api/app-config', headers: { host } });
    expect(again.json().restaurantId).toBe(created.restaurantId);
  });

  it('updates metadata: city, program flag, hosts and settings; the city filter finds it', async () => {
    const city = await server.call({ method: 'POST', url: '/api/admin/cities', as: demo.admin, payload: { name: 'Berlin', country: 'de' } });
    expect(city.statusCode).toBe(201);
    const cityId = city.json()._id as string;
    const fresh = await createRestaurant();
    const res = await server.call({ method: 'PUT', url: `/api/admin/restaurant-metadata/${fresh.restaurantId}`, as: demo.admin, payload: { cityId, affiliateProgram: true, settings: { sameDayCutoffHour: 12 } } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cityId, affiliateProgram: true, settings: { sameDayCutoffHour: 12 } });
    const inCity = await server.call({ method: 'GET', url: `/api/admin/restaurant-metadata/all?cityId=${cityId}`, as: demo.admin });
    expect((inCity.json().items as Metadata[]).map((r) => r.restaurantId)).toEqual([fresh.restaurantId]);
    const cleared = await server.call({ method: 'PUT', url: `/api/admin/restaurant-metadata/${fresh.restaurantId}`, as: demo.admin, payload: { cityId: null } });
    expect(cleared.json().cityId).toBeNull();
    expect((await server.call({ method: 'PUT', url: '/api/admin/restaurant-metadata/nowhere', as: demo.admin, payload: { name: 'X' } })).statusCode).toBe(404);
  });

  it('delete moves a restaurant to the trash; restore brings it and its file back; purge removes it for good', async () => {
    const fresh = await createRestaurant({ name: 'Short Lived' });
    const id = fresh.restaurantId;
    const ownerRole = (await server.call({ method: 'GET', url: '/api/roles', as: demo.admin, restaurant: id })).json().items[0]._id as string;
    const email = uniqueEmail('short-lived-owner');
    const staff = await server.call({ method: 'POST', url: '/api/admin/users', as: demo.admin, payload: { email, password: 'secret-123', type: 'Restaurant', restaurantId: id, roleId: ownerRole } });
    expect(staff.statusCode).toBe(201);
    expect((await server.call({ method: 'GET', url: '/api/restaurant-metadata', headers: { authorization: `Bearer ${await server.tokenFor(email, 'secret-123')}` } })).statusCode).toBe(200);

    const del = await server.call({ method: 'DELETE', url: `/api/admin/restaurant/${id}`, as: demo.admin });
    expect(del.statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: `/api/restaurant-metadata/${id}` })).statusCode).toBe(404);
    expect((await publishedConfig(id)).statusCode).toBe(404);
    expect((await server.call({ method: 'GET', url: '/api/app-config', restaurant: id })).statusCode).toBe(404);
    const all = (await server.call({ method: 'GET', url: '/api/restaurant-metadata/all' })).json().items as Metadata[];
    expect(all.map((r) => r.restaurantId)).not.toContain(id);
    const staffToken = await server.tokenFor(email, 'secret-123');
    expect((await server.call({ method: 'GET', url: '/api/restaurant-metadata', headers: { authorization: `Bearer ${staffToken}` } })).statusCode).toBe(404);
    const trash = (await server.call({ method: 'GET', url: '/api/admin/database-trash', as: demo.admin })).json().items;
    expect(trash).toContainEqual(expect.objectContaining({ kind: 'restaurant', id, label: 'Short Lived', deletedBy: 'demo-admin' }));
    expect((await server.call({ method: 'DELETE', url: `/api/admin/restaurant/${id}`, as: demo.admin })).statusCode).toBe(404);

    const restore = await server.call({ method: 'POST', url: `/api/admin/database-trash/restaurant/${id}/restore`, as: demo.admin });
    expect(restore.statusCode).toBe(200);
    expect((await publishedConfig(id)).json()).toMatchObject({ restaurantId: id, restaurantName: 'Short Lived' });
    expect((await server.call({ method: 'GET', url: '/api/restaurant-metadata', headers: { authorization: `Bearer ${staffToken}` } })).statusCode).toBe(200);
    expect((await server.call({ method: 'POST', url: `/api/admin/database-trash/restaurant/${id}/restore`, as: demo.admin })).statusCode).toBe(404);
    // Only trashed restaurants can be purged.
    expect((await server.call({ method: 'DELETE', url: `/api/admin/database-trash/restaurant/${id}`, as: demo.admin })).statusCode).toBe(404);

    await server.call({ method: 'DELETE', url: `/api/admin/restaurant/${id}`, as: demo.admin });
    const purge = await server.call({ method: 'DELETE', url: `/api/admin/database-trash/restaurant/${id}`, as: demo.admin });
    expect(purge.statusCode).toBe(200);
    expect(await server.database.db.select().from(restaurants).where(eq(restaurants.id, id))).toEqual([]);
    expect(await server.database.db.select().from(roles).where(eq(roles.restaurantId, id))).toEqual([]);
    expect(await server.database.db.select().from(appConfigs).where(eq(appConfigs.restaurantId, id))).toEqual([]);
    const after = (await server.call({ method: 'GET', url: '/api/admin/database-trash', as: demo.admin })).json().items as { id: string }[];
    expect(after.map((i) => i.id)).not.toContain(id);
    expect((await server.call({ method: 'POST', url: `/api/admin/database-trash/restaurant/${id}/restore`, as: demo.admin })).statusCode).toBe(404);
  });
});

describe('the database trash for users', () => {
  it('restores a deleted user, and purging deletes the profile and the sign-in account', async () => {
    const email = uniqueEmail('trash-user');
    const created = await server.call({ method: 'POST', url: '/api/admin/users', as: demo.admin, payload: { email, password: 'secret-123', type: 'Affiliate' } });
    const id = created.json()._id as string;
    const token = await server.tokenFor(email, 'secret-123');
    const asUser = { authorization: `Bearer ${token}` };

    expect((await server.call({ method: 'DELETE', url: `/api/admin/database-trash/user/${id}`, as: demo.admin })).statusCode).toBe(404);
    await server.call({ method: 'DELETE', url: `/api/admin/users/${id}`, as: demo.admin });
    expect((await server.call({ method: 'GET', url: '/api/users/me', headers: asUser })).statusCode).toBe(403);
    const restore = await server.call({ method: 'POST', url: `/api/admin/database-trash/user/${id}/restore`, as: demo.admin });
    expect(restore.statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/users/me', headers: asUser })).json()).toMatchObject({ _id: id, type: 'Affiliate' });

    await server.call({ method: 'DELETE', url: `/api/admin/users/${id}`, as: demo.admin });
    const purge = await server.call({ method: 'DELETE', url: `/api/admin/database-trash/user/${id}`, as: demo.admin });
    expect(purge.statusCode).toBe(200);
    expect(await server.database.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    await expect(server.tokenFor(email, 'other-password-to-skip-cache')).rejects.toThrow();
    const signIn = await fetch(`http://${server.config.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
    });
    expect(signIn.ok).toBe(false);
  });

  it('rejects an unknown kind, and is for administrators only', async () => {
    expect((await server.call({ method: 'POST', url: '/api/admin/database-trash/table/x/restore', as: demo.admin })).statusCode).toBe(400);
    expect((await server.call({ method: 'GET', url: '/api/admin/database-trash', as: demo.owner })).statusCode).toBe(403);
    expect((await server.call({ method: 'DELETE', url: '/api/admin/database-trash/restaurant/demo', as: demo.owner })).statusCode).toBe(403);
  });
});

describe('the app config and its published file', () => {
  it('PUT /app-config changes the config, republishes the file, and the change is visible', async () => {
    await server.call({ method: 'POST', url: '/api/admin/management/run-cache', as: demo.admin });
    const before = await publishedConfig('demo', '?v=2024-01-01');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toMatch(/^application\/json/);
    expect(before.headers['cache-control']).toBe('public, no-cache');
    expect(before.headers['access-control-allow-origin']).toBe('*');
    const etag = before.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await server.call({ method: 'GET', url: '/files/app-config/demo.json', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const res = await server.call({ method: 'PUT', url: '/api/app-config', as: demo.owner, payload: { COLOR_PRIMARY: '#123456', STRINGS: { BOOKING_SPECIALS: 'Angebote' }, restaurantId: 'demo2' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ restaurantId: 'demo', COLOR_PRIMARY: '#123456', restaurantName: 'Trattoria Demo', STRINGS: { BOOKING_SPECIALS: 'Angebote' } });

    const after = await publishedConfig('demo', '?v=forced-1');
    expect(after.json()).toEqual(res.json());
    expect(after.headers.etag).not.toBe(etag);
    expect((await server.call({ method: 'GET', url: '/files/app-config/demo.json', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/app-config', restaurant: 'demo' })).json()).toEqual(res.json());
    // demo2 is untouched.
    expect((await publishedConfig('demo2')).json()).toMatchObject({ restaurantId: 'demo2', COLOR_PRIMARY: '#1f4e5f' });
  });

  it('an invalid config is refused and the file does not change', async () => {
    const before = (await publishedConfig('demo')).body;
    for (const payload of [{ COLOR_PRIMARY: 'red' }, { languages: [] }, { languages: ['de', 'de'] }, { restaurantName: '' }]) {
      const res = await server.call({ method: 'PUT', url: '/api/app-config', as: demo.owner, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await publishedConfig('demo')).body).toBe(before);
  });

  it('the host may not change the app config', async () => {
    const res = await server.call({ method: 'PUT', url: '/api/app-config', as: demo.host, payload: { COLOR_PRIMARY: '#000000' } });
    expect(res.statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/app-config', restaurant: 'demo' })).json().COLOR_PRIMARY).not.toBe('#000000');
  });

  it('public GET /app-config needs a known restaurant', async () => {
    expect((await server.call({ method: 'GET', url: '/api/app-config' })).json().error).toBe('missing_restaurant_id');
    expect((await server.call({ method: 'GET', url: '/api/app-config', restaurant: 'nowhere' })).statusCode).toBe(404);
    expect((await publishedConfig('nowhere')).statusCode).toBe(404);
  });

  it('admin PUT /admin/management/app-config changes config and metadata; null leaves a part alone', async () => {
    const res = await server.call({ method: 'PUT', url: '/api/admin/management/app-config', as: demo.admin, payload: { restaurantId: 'demo2', appConfig: { COLOR_ACCENT: '#abcdef', restaurantEmail: 'neu@bistro.test' }, metadata: { affiliateProgram: true } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().appConfig).toMatchObject({ restaurantId: 'demo2', COLOR_ACCENT: '#abcdef', restaurantEmail: 'neu@bistro.test' });
    expect(res.json().metadata).toMatchObject({ restaurantId: 'demo2', affiliateProgram: true });
    expect((await publishedConfig('demo2')).json()).toMatchObject({ COLOR_ACCENT: '#abcdef' });

    const onlyMeta = await server.call({ method: 'PUT', url: '/api/admin/management/app-config', as: demo.admin, payload: { restaurantId: 'demo2', appConfig: null, metadata: { affiliateProgram: false } } });
    expect(onlyMeta.statusCode).toBe(200);
    expect(onlyMeta.json().appConfig.COLOR_ACCENT).toBe('#abcdef');
    expect(onlyMeta.json().metadata.affiliateProgram).toBe(false);
    const onlyConfig = await server.call({ method: 'PUT', url: '/api/admin/management/app-config', as: demo.admin, payload: { restaurantId: 'demo2', appConfig: { COLOR_ACCENT: '#000001' }, metadata: null } });
    expect(onlyConfig.json().metadata.affiliateProgram).toBe(false);
    expect((await publishedConfig('demo2')).json().COLOR_ACCENT).toBe('#000001');

    expect((await server.call({ method: 'PUT', url: '/api/admin/management/app-config', as: demo.admin, payload: { restaurantId: 'nowhere', appConfig: { COLOR_ACCENT: '#000001' } } })).statusCode).toBe(404);
    expect((await server.call({ method: 'PUT', url: '/api/admin/management/app-config', as: demo.owner2, payload: { restaurantId: 'demo2', appConfig: { COLOR_ACCENT: '#ffffff' } } })).statusCode).toBe(403);
    expect((await publishedConfig('demo2')).json().COLOR_ACCENT).toBe('#000001');
  });

  it('run-cache republishes every live restaurant', async () => {
    const fresh = await createRestaurant({ name: 'Cached' });
    await server.database.db.update(appConfigs).set({ config: { restaurantName: 'Cached v2', restaurantEmail: '', COLOR_PRIMARY: '#111111', COLOR_SECONDARY: '#222222', COLOR_ACCENT: '#333333', STRINGS: { BOOKING_SPECIALS: '' }, languages: ['es'] } }).where(eq(appConfigs.restaurantId, fresh.restaurantId));
    expect((await publishedConfig(fresh.restaurantId)).json().restaurantName).toBe('Cached');
    const res = await server.call({ method: 'POST', url: '/api/admin/management/run-cache', as: demo.admin });
    expect(res.statusCode).toBe(200);
    const live = (await server.call({ method: 'GET', url: '/api/restaurant-metadata/all' })).json().items as Metadata[];
    expect(res.json()).toEqual({ published: live.length });
    expect((await publishedConfig(fresh.restaurantId)).json()).toMatchObject({ restaurantName: 'Cached v2', languages: ['es'] });
    for (const r of live) expect((await publishedConfig(r.restaurantId)).statusCode, r.restaurantId).toBe(200);
    expect((await server.call({ method: 'POST', url: '/api/admin/management/run-cache', as: demo.owner })).statusCode).toBe(403);
  });
});

describe('cities', () => {
  it('admin creates, updates and deletes cities; everyone can read them', async () => {
    const created = await server.call({ method: 'POST', url: '/api/admin/cities', as: demo.admin, payload: { name: ' Madrid ', country: 'es' } });
    expect(created.statusCode).toBe(201);
    const city = created.json();
    expect(city).toMatchObject({ name: 'Madrid', country: 'ES', coverImageURL: null });
    expect((await server.call({ method: 'GET', url: `/api/cities/${city._id}` })).json()).toEqual(city);
    expect((await server.call({ method: 'GET', url: '/api/cities' })).json().items).toContainEqual(city);

    const updated = await server.call({ method: 'PUT', url: `/api/admin/cities/${city._id}`, as: demo.admin, payload: { name: 'Madrid Centro', country: 'ES', coverImageURL: 'https://img.example/madrid.jpg' } });
    expect(updated.json()).toMatchObject({ name: 'Madrid Centro', coverImageURL: 'https://img.example/madrid.jpg' });

    const fresh = await createRestaurant({ cityId: city._id });
    const inUse = await server.call({ method: 'DELETE', url: `/api/admin/cities/${city._id}`, as: demo.admin });
    expect(inUse.statusCode).toBe(409);
    await server.call({ method: 'PUT', url: `/api/admin/restaurant-metadata/${fresh.restaurantId}`, as: demo.admin, payload: { cityId: null } });
    expect((await server.call({ method: 'DELETE', url: `/api/admin/cities/${city._id}`, as: demo.admin })).statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: `/api/cities/${city._id}` })).statusCode).toBe(404);
    expect((await server.call({ method: 'PUT', url: `/api/admin/cities/${city._id}`, as: demo.admin, payload: { name: 'X', country: 'ES' } })).statusCode).toBe(404);
  });

  it('refuses bad input and non-admins', async () => {
    expect((await server.call({ method: 'POST', url: '/api/admin/cities', as: demo.admin, payload: { name: 'X', country: 'ESP' } })).statusCode).toBe(400);
    expect((await server.call({ method: 'POST', url: '/api/admin/cities', as: demo.owner, payload: { name: 'Mine', country: 'DE' } })).statusCode).toBe(403);
    const names = ((await server.call({ method: 'GET', url: '/api/cities' })).json().items as { name: string }[]).map((c) => c.name);
    expect(names).not.toContain('Mine');
  });
});

describe('slugs, public users and username validation', () => {
  it('GET /api/slugs/user/{id} resolves an affiliate by slug or by user id', async () => {
    const bySlug = await server.call({ method: 'GET', url: '/api/slugs/user/creator' });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ userId: 'demo-creator', slug: 'creator', displayName: 'Clara Creator' });
    const byId = await server.call({ method: 'GET', url: '/api/slugs/user/demo-creator' });
    expect(byId.json()).toEqual(bySlug.json());
    expect((await server.call({ method: 'GET', url: '/api/slugs/user/CREATOR' })).json().userId).toBe('demo-creator');
    for (const id of ['demo-owner', 'demo-admin', 'nobody']) {
      const res = await server.call({ method: 'GET', url: `/api/slugs/user/${id}` });
      expect(res.statusCode, id).toBe(404);
    }
  });

  it('a deleted affiliate has no slug page', async () => {
    const { uid, token } = await emulatorSignUp(uniqueEmail('slug'));
    const username = `s-${randomUUID().slice(0, 8)}`;
    await server.call({ method: 'POST', url: '/api/users/type', headers: { authorization: `Bearer ${token}` }, payload: { type: 'Affiliate', username } });
    expect((await server.call({ method: 'GET', url: `/api/slugs/user/${username}` })).statusCode).toBe(200);
    await server.call({ method: 'DELETE', url: `/api/admin/users/${uid}`, as: demo.admin });
    expect((await server.call({ method: 'GET', url: `/api/slugs/user/${username}` })).statusCode).toBe(404);
    const publicUsers = (await server.call({ method: 'GET', url: '/api/users/public' })).json().items as { _id: string }[];
    expect(publicUsers.map((u) => u._id)).not.toContain(uid);
  });

  it('GET /users/public lists affiliates with public fields only', async () => {
    const res = await server.call({ method: 'GET', url: '/api/users/public' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Record<string, unknown>[];
    expect(items).toContainEqual({ _id: 'demo-creator', username: 'creator', publicInformation: { displayName: 'Clara Creator' } });
    expect(items.map((u) => u._id)).not.toContain('demo-owner');
    expect(res.body).not.toContain('@covers.test');
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['_id', 'publicInformation', 'username']);
  });

  it('GET /users/validate/affiliate-username/{name} checks format and availability', async () => {
    expect((await server.call({ method: 'GET', url: '/api/users/validate/affiliate-username/creator' })).json()).toMatchObject({ valid: true, available: false });
    expect((await server.call({ method: 'GET', url: '/api/users/validate/affiliate-username/Creator' })).json()).toMatchObject({ valid: true, available: false });
    const free = `free-${randomUUID().slice(0, 8)}`;
    expect((await server.call({ method: 'GET', url: `/api/users/validate/affiliate-username/${free}` })).json()).toMatchObject({ valid: true, available: true });
    for (const name of ['ab', '-lead', 'has%20space', 'x'.repeat(41)]) {
      const res = await server.call({ method: 'GET', url: `/api/users/validate/affiliate-username/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toMatchObject({ valid: false, available: false });
    }
  });
});
