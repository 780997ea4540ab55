// The admin's restaurants (spec §3, §6 admin management, §7 calls): create, update and delete restaurants, custom
// hosts, the database trash for restaurants and users, and cities.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissions } from '../../core/permissions';
import { appConfigs, restaurantMetadata, restaurants, roles, users } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { fileServer, uniqueEmail } from './file-server';
import { newId, restaurantsKit, type Metadata } from './restaurants-kit';

const server = await fileServer();
const { createRestaurant, publishedConfig } = restaurantsKit(server);

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
    const ownerRole = (await server.call({ method: 'GET', url: `/api/admin/restaurants/${id}/roles`, as: demo.admin })).json().items[0]._id as string;
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
    expect(trash).toContainEqual(expect.objectContaining({ kind: 'restaurant', id, label: 'Short Lived', restaurant: { id, name: 'Short Lived' }, deletedBy: { id: 'demo-admin', name: expect.any(String) } }));
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
    expect((await server.call({ method: 'POST', url: '/api/admin/database-trash/voucher/x/restore', as: demo.admin })).statusCode).toBe(400);
    expect((await server.call({ method: 'GET', url: '/api/admin/database-trash', as: demo.owner })).statusCode).toBe(403);
    expect((await server.call({ method: 'DELETE', url: '/api/admin/database-trash/restaurant/demo', as: demo.owner })).statusCode).toBe(403);
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
