// GET /status (spec §3 service status, §2 route guard): a new restaurant's owner is sent to onboarding until one
// bookable area has a time slot and one bookable table exists. Both transitions, both ways, for the owner's own tenant.
import { randomUUID } from 'node:crypto';
import { staffHeaders } from './override-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, demo, emulatorSignUp, type TestServer } from '../support/test-server';

let server: TestServer;
let restaurantId: string;
let ownerToken: string;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const uniqueEmail = (tag: string) => `${tag}-${randomUUID()}@covers.test`;

/** The new restaurant's owner: invited by the admin to the restaurant's Owner role, then signed up with the code. */
async function inviteOwner(id: string): Promise<string> {
  const roles = await server.call({ method: 'GET', url: `/api/admin/restaurants/${id}/roles`, as: demo.admin });
  expect(roles.statusCode, roles.body).toBe(200);
  const owner = (roles.json().items as { _id: string; name: string }[]).find((role) => role.name === 'Owner');
  expect(owner).toBeDefined();
  const invite = await server.call({ method: 'POST', url: `/api/admin/restaurants/${id}/invites`, as: demo.admin, payload: { name: 'Olga Owner', email: uniqueEmail('owner'), roleId: owner?._id } });
  expect(invite.statusCode, invite.body).toBe(201);
  const { token } = await emulatorSignUp(uniqueEmail('owner-account'));
  const typed = await server.call({ method: 'POST', url: '/api/users/type', headers: bearer(token), payload: { type: 'Restaurant', inviteCode: invite.json().inviteCode } });
  expect(typed.statusCode, typed.body).toBe(200);
  expect(typed.json()).toMatchObject({ restaurantId: id });
  return token;
}

async function status() {
  const res = await server.call({ method: 'GET', url: '/api/status', headers: bearer(ownerToken) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { setup: { areas: boolean; tables: boolean } };
}

const asOwner = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  server.call({ method, url, headers: bearer(ownerToken), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const area = (extra: Record<string, unknown>) => ({ name: 'Garden', localizedNames: { en: 'Garden' }, ...extra });
const dinner = { start: 18 * 60, end: 20 * 60 };

beforeAll(async () => {
  server = await createTestServer();
  restaurantId = `s-${randomUUID().slice(0, 8)}`;
  const created = await server.call({ method: 'POST', url: '/api/admin/restaurant-metadata', as: demo.admin, payload: { restaurantId, name: 'Status Bistro' } });
  expect(created.statusCode, created.body).toBe(201);
  ownerToken = await inviteOwner(restaurantId);
});
afterAll(() => server.close());

describe('GET /status for a new restaurant', () => {
  it('starts with neither areas nor tables set up', async () => {
    expect(await status()).toEqual({ setup: { areas: false, tables: false } });
  });

  let areaId: string;
  it('areas: a non-bookable area or a bookable one without slots does not count; one slot on one day does', async () => {
    const closed = await asOwner('POST', '/api/areas', area({ bookable: false, timeslots: { monday: [dinner] } }));
    expect(closed.statusCode, closed.body).toBe(201);
    expect((await status()).setup.areas).toBe(false);

    const empty = await asOwner('POST', '/api/areas', area({ name: 'Bar', localizedNames: { en: 'Bar' }, bookable: true, timeslots: { monday: [], friday: [] } }));
    expect(empty.statusCode, empty.body).toBe(201);
    areaId = empty.json()._id as string;
    expect((await status()).setup.areas).toBe(false);

    const slotted = await asOwner('PUT', `/api/areas/${areaId}`, area({ name: 'Bar', localizedNames: { en: 'Bar' }, bookable: true, timeslots: { monday: [], friday: [dinner] } }));
    expect(slotted.statusCode, slotted.body).toBe(200);
    expect(await status()).toEqual({ setup: { areas: true, tables: false } });
  });

  let tableId: string;
  it('tables: a table that is not bookable does not count; a bookable one does', async () => {
    const hidden = await asOwner('POST', '/api/tables', { table: { tableNumber: '1', level: 'Bar', bookable: false, minCovers: 1, maxCovers: 4 } });
    expect(hidden.statusCode, hidden.body).toBe(201);
    tableId = hidden.json()._id as string;
    expect((await status()).setup.tables).toBe(false);

    const bookable = await asOwner('PUT', `/api/tables/${tableId}`, { table: { tableNumber: '1', level: 'Bar', bookable: true, minCovers: 1, maxCovers: 4 } });
    expect(bookable.statusCode, bookable.body).toBe(200);
    expect(await status()).toEqual({ setup: { areas: true, tables: true } });
  });

  it('goes back to incomplete when the last slot or the last bookable table goes', async () => {
    const noSlots = await asOwner('PUT', `/api/areas/${areaId}`, area({ name: 'Bar', localizedNames: { en: 'Bar' }, bookable: true, timeslots: {} }));
    expect(noSlots.statusCode, noSlots.body).toBe(200);
    expect(await status()).toEqual({ setup: { areas: false, tables: true } });

    const removed = await asOwner('DELETE', `/api/tables/${tableId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await status()).toEqual({ setup: { areas: false, tables: false } });
  });

  it("is the caller's own restaurant: other tenants are unaffected and cannot read it", async () => {
    expect((await server.call({ method: 'GET', url: '/api/status', as: demo.owner })).json()).toEqual({ setup: { areas: true, tables: true } });
    const foreign = await server.call({ method: 'GET', url: '/api/status', as: demo.owner2, restaurant: restaurantId });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('access_denied');
    const admin = await server.call({ method: 'GET', url: '/api/status', as: demo.admin, headers: await staffHeaders(server.app, demo.admin, restaurantId) });
    expect(admin.json()).toEqual({ setup: { areas: false, tables: false } });
  });
});
