// The database trash as its tests use it (docs/decisions/013-trash.md): a fresh restaurant with a floor, deleting items
// of every kind the way the product does, and the admin's trash calls.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { AreaGroupInput, AreaInput, SpecialInput, TableInput } from '../../core/schemas/floor';
import type { TrashItem, TrashPage, TrashPurgePage } from '../../core/schemas/trash';
import * as schema from '../../server/platform/db/schema';
import { demo, type TestServer } from '../support/test-server';
import { uniqueSuffix } from './api-surface';

export function trashKit(server: TestServer) {
  const { services } = server.app;
  const { db } = server.database;
  const by = 'demo-admin';
  let bookings = 0;

  /** A restaurant of its own, with an area `Hall` holding table `1`. */
  async function restaurant(): Promise<{ id: string; areaId: string; tableId: string }> {
    const id = `trash-${uniqueSuffix()}`;
    await services.restaurants.create({ restaurantId: id, name: `Trash ${id}`, cityId: null, affiliateProgram: false, hosts: [], timeZone: 'Europe/Berlin', restaurantEmail: '', languages: ['en'] });
    const area = await services.areas.create(id, AreaInput.parse({ name: 'Hall', localizedNames: { en: 'Hall' } }));
    const table = await services.tables.create(id, TableInput.parse({ tableNumber: '1', level: 'Hall' }));
    return { id, areaId: area._id, tableId: table._id };
  }

  const area = async (restaurantId: string, name: string) => (await services.areas.create(restaurantId, AreaInput.parse({ name, localizedNames: { en: name } })))._id;
  const table = async (restaurantId: string, level: string, tableNumber: string, combinations: string[] = []) =>
    (await services.tables.create(restaurantId, TableInput.parse({ tableNumber, level, combinations })))._id;
  const areaGroup = async (restaurantId: string, areaIds: string[]) => (await services.areaGroups.create(restaurantId, AreaGroupInput.parse({ name: { en: 'Garden and hall' }, areaIds })))._id;
  const special = async (restaurantId: string, areaGroupId: string | null = null) =>
    (await services.specials.create(restaurantId, SpecialInput.parse({ title: { en: 'Truffle week' }, areaGroupId })))._id;
  const role = async (restaurantId: string, name = `Role ${uniqueSuffix()}`) => (await services.roles.create(restaurantId, { name, description: '', permissions: ['ReadReservations'] }))._id;

  /** A special offered in an area group of the restaurant's area, both then moved to the trash: the special first. */
  async function trashedSpecialAndGroup(r: { id: string; areaId: string }): Promise<{ special: string; group: string }> {
    const group = await areaGroup(r.id, [r.areaId]);
    const made = await special(r.id, group);
    await services.specials.remove(r.id, made, by);
    await services.areaGroups.remove(r.id, group, by);
    return { special: made, group };
  }

  /** A booking in 2100 (no offer changes) on `level`/`tableNumber`, two hours from `hour` on its own day. */
  async function booking(restaurantId: string, level = 'Hall', tableNumber = '1', start = new Date(Date.UTC(2100, 0, 1 + bookings++, 18))): Promise<string> {
    const end = new Date(start.getTime() + 2 * 3_600_000);
    const [row] = await db
      .insert(schema.reservations)
      .values({ restaurantId, token: randomBytes(24).toString('base64url'), customerName: 'Ada Trash', customerEmail: `ada-${uniqueSuffix()}@example.test`, level, tableNumber, startTime: start, endTime: end, originalStartTime: start, originalEndTime: end, source: 'staff' })
      .returning({ id: schema.reservations.id });
    return (row as { id: string }).id;
  }

  /** Deletes a booking as staff do (spec §4 soft delete). */
  async function deleteBooking(restaurantId: string, id: string, deletedAt = new Date()): Promise<void> {
    await db.update(schema.reservations).set({ deletedAt, deletedBy: by }).where(and(eq(schema.reservations.restaurantId, restaurantId), eq(schema.reservations.id, id)));
  }

  async function list(query = ''): Promise<TrashPage> {
    const res = await server.call({ method: 'GET', url: `/api/admin/database-trash${query}`, as: demo.admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TrashPage;
  }

  const inTrash = async (restaurantId: string): Promise<TrashItem[]> => (await list(`?restaurantId=${restaurantId}`)).items;
  const restore = (kind: string, id: string) => server.call({ method: 'POST', url: `/api/admin/database-trash/${kind}/${id}/restore`, as: demo.admin });
  const purge = (kind: string, id: string) => server.call({ method: 'DELETE', url: `/api/admin/database-trash/${kind}/${id}`, as: demo.admin });
  async function purges(): Promise<TrashPurgePage> {
    const res = await server.call({ method: 'GET', url: '/api/admin/database-trash/purges', as: demo.admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TrashPurgePage;
  }

  /** Expects the restore to be refused with restore_refused and `reason`. */
  async function expectRefused(kind: string, id: string, params: Record<string, unknown>): Promise<void> {
    const res = await restore(kind, id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: 'restore_refused', params });
  }

  return { by, restaurant, area, table, areaGroup, special, trashedSpecialAndGroup, role, booking, deleteBooking, list, inTrash, restore, purge, purges, expectRefused };
}
