// The database trash (spec §1, §2 database-trash; docs/decisions/013-trash.md): every deleted item of every kind with
// who deleted it and when, filtered and paged; restore with what it needs; purge for good, logged.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';
import { trashKit } from './trash-kit';

const server = await fileServer();
const { services } = server.app;
const { db } = server.database;
const kit = trashKit(server);

const tableRows = (restaurantId: string) => db.select().from(schema.diningTables).where(eq(schema.diningTables.restaurantId, restaurantId));

describe('the trash lists every kind', () => {
  it('shows each deleted item with its restaurant, who deleted it and when; filters by kind and restaurant', async () => {
    const r = await kit.restaurant();
    const garden = await kit.area(r.id, 'Garden');
    const group = await kit.areaGroup(r.id, [garden]);
    const special = await kit.special(r.id);
    const role = await kit.role(r.id, 'Sommelier');
    const booking = await kit.booking(r.id);
    await kit.deleteBooking(r.id, booking);
    await services.specials.remove(r.id, special, kit.by);
    await services.areaGroups.remove(r.id, group, kit.by);
    await services.areas.remove(r.id, garden, kit.by);
    await services.roles.remove(r.id, role, kit.by);
    const staff = await services.users.insertUser({ id: `trash-user-${r.id}`, email: `${r.id}@example.test`, type: 'Restaurant', restaurantId: r.id, roleId: null });
    await services.users.softDelete(staff.id, kit.by);

    const items = await kit.inTrash(r.id);
    expect(items.map((item) => item.kind).sort()).toEqual(['area', 'areaGroup', 'reservation', 'role', 'special', 'user']);
    const restaurant = { id: r.id, name: `Trash ${r.id}` };
    expect(items).toContainEqual(expect.objectContaining({ kind: 'area', id: garden, label: 'Garden', restaurant, deletedBy: { id: 'demo-admin', name: expect.any(String) } }));
    expect(items).toContainEqual(expect.objectContaining({ kind: 'areaGroup', id: group, label: 'Garden and hall' }));
    expect(items).toContainEqual(expect.objectContaining({ kind: 'special', id: special, label: 'Truffle week' }));
    expect(items).toContainEqual(expect.objectContaining({ kind: 'role', id: role, label: 'Sommelier' }));
    expect(items).toContainEqual(expect.objectContaining({ kind: 'reservation', id: booking, label: 'Ada Trash · 2100-01-01 19:00' }));
    expect(items).toContainEqual(expect.objectContaining({ kind: 'user', id: staff.id, label: `${r.id}@example.test` }));
    for (const item of items) expect(Date.parse(item.deletedAt)).toBeGreaterThan(Date.now() - 60_000);

    const roles = await kit.list(`?restaurantId=${r.id}&kind=role`);
    expect(roles.items.map((item) => item.id)).toEqual([role]);
    expect(roles.total).toBe(1);
    await services.restaurants.softDelete(r.id, kit.by);
    expect((await kit.list('?kind=restaurant')).items).toContainEqual(expect.objectContaining({ kind: 'restaurant', id: r.id, restaurant }));
  });

  it('pages by page number, newest first', async () => {
    const r = await kit.restaurant();
    for (let i = 0; i < 3; i++) await kit.deleteBooking(r.id, await kit.booking(r.id), new Date(Date.now() - i * 1000));
    const all = await kit.list(`?restaurantId=${r.id}`);
    expect(all.total).toBe(3);
    const times = all.items.map((item) => item.deletedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await kit.list(`?restaurantId=${r.id}&page=1`)).items).toEqual([]);
  });

  it('a table the owner deletes lands in the trash with the owner as who deleted it', async () => {
    const created = await server.call({ method: 'POST', url: '/api/tables', as: demo.owner, payload: { tableNumber: 'TR1', level: 'Terrace' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    expect((await server.call({ method: 'DELETE', url: `/api/tables/${id}`, as: demo.owner })).statusCode).toBe(200);
    const [item] = (await kit.list('?restaurantId=demo&kind=table')).items.filter((entry) => entry.id === id);
    expect(item).toMatchObject({ label: 'Terrace TR1', restaurant: { id: 'demo', name: 'Trattoria Demo' }, deletedBy: { id: 'demo-owner' } });
    const restored = await kit.restore('table', id);
    expect(restored.json()).toEqual({ restored: [{ kind: 'table', id, label: 'Terrace TR1' }] });
    const back = await server.call({ method: 'GET', url: '/api/tables', as: demo.owner });
    expect(back.json().items).toContainEqual(expect.objectContaining({ _id: id, tableNumber: 'TR1', level: 'Terrace' }));
    await server.call({ method: 'DELETE', url: `/api/tables/${id}`, as: demo.owner });
    expect((await kit.purge('table', id)).statusCode).toBe(200);
  });
});

describe('restore brings back what the item needs', () => {
  it('a table comes back with its combinations, its partners learn its number again', async () => {
    const r = await kit.restaurant();
    const two = await kit.table(r.id, 'Hall', '2', ['1']);
    await services.tables.remove(r.id, two, kit.by);
    expect((await tableRows(r.id)).map((row) => [row.tableNumber, row.combinations])).toEqual([['1', []]]);
    expect((await kit.restore('table', two)).statusCode).toBe(200);
    const rows = await tableRows(r.id);
    expect(rows.map((row) => [row.tableNumber, row.combinations]).sort()).toEqual([['1', ['2']], ['2', ['1']]]);
  });

  it('a table whose area is in the trash too comes back with its area; partners still in the trash are dropped', async () => {
    const r = await kit.restaurant();
    const two = await kit.table(r.id, 'Hall', '2', ['1']);
    await services.tables.remove(r.id, r.tableId, kit.by);
    await services.tables.remove(r.id, two, kit.by);
    await services.areas.remove(r.id, r.areaId, kit.by);
    const res = await kit.restore('table', two);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().restored).toEqual([
      { kind: 'table', id: two, label: 'Hall 2' },
      { kind: 'area', id: r.areaId, label: 'Hall' },
    ]);
    expect((await tableRows(r.id)).map((row) => [row.tableNumber, row.combinations])).toEqual([['2', []]]);
    expect((await kit.inTrash(r.id)).map((item) => [item.kind, item.id])).toEqual([['table', r.tableId]]);
  });

  it('a reservation whose table is in the trash comes back with its table and area; availability is republished', async () => {
    const r = await kit.restaurant();
    const booking = await kit.booking(r.id);
    await kit.deleteBooking(r.id, booking);
    // A table with no upcoming bookings may go; the deleted booking does not hold it.
    await services.tables.remove(r.id, r.tableId, kit.by);
    await services.areas.remove(r.id, r.areaId, kit.by);
    const published = services.publishing.publishAvailability;
    let republished = '';
    services.publishing.publishAvailability = async (id: string) => {
      republished = id;
      return published(id);
    };
    try {
      const res = await kit.restore('reservation', booking);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().restored.map((entry: { kind: string }) => entry.kind)).toEqual(['reservation', 'area', 'table']);
    } finally {
      services.publishing.publishAvailability = published;
    }
    expect(republished).toBe(r.id);
    const [row] = await db.select().from(schema.reservations).where(and(eq(schema.reservations.restaurantId, r.id), eq(schema.reservations.id, booking)));
    expect(row).toMatchObject({ deletedAt: null, deletedBy: null });
  });

  it('a special comes back with its area group, and the group with its areas', async () => {
    const r = await kit.restaurant();
    const { special, group } = await kit.trashedSpecialAndGroup(r);
    await services.tables.remove(r.id, r.tableId, kit.by);
    await services.areas.remove(r.id, r.areaId, kit.by);
    const res = await kit.restore('special', special);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().restored.map((entry: { kind: string }) => entry.kind)).toEqual(['special', 'area', 'areaGroup']);
    expect((await services.areaGroups.list(r.id))[0]?.areaIds).toEqual([r.areaId]);
    expect((await services.specials.get(r.id, special)).areaGroupId).toBe(group);
  });

  it('a user comes back with their role', async () => {
    const r = await kit.restaurant();
    const role = await kit.role(r.id);
    const user = await services.users.insertUser({ id: `trash-role-user-${r.id}`, email: null, type: 'Restaurant', restaurantId: r.id, roleId: role });
    await services.users.softDelete(user.id, kit.by);
    // A role held by a deleted user is still held; the trash row is made as an older deletion would have left it.
    await db.update(schema.users).set({ roleId: null }).where(eq(schema.users.id, user.id));
    await services.roles.remove(r.id, role, kit.by);
    await db.update(schema.users).set({ roleId: role }).where(eq(schema.users.id, user.id));
    const res = await kit.restore('user', user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().restored.map((entry: { kind: string }) => entry.kind)).toEqual(['user', 'role']);
  });
});

describe('purge', () => {
  it('deletes for good and logs who purged what', async () => {
    const r = await kit.restaurant();
    await services.tables.remove(r.id, r.tableId, kit.by);
    expect((await kit.purge('table', r.tableId)).statusCode).toBe(200);
    expect(await kit.inTrash(r.id)).toEqual([]);
    expect((await kit.restore('table', r.tableId)).statusCode).toBe(404);
    expect((await kit.purge('table', r.tableId)).statusCode).toBe(404);
    const log = await kit.purges();
    expect(log.items).toContainEqual(expect.objectContaining({ kind: 'table', id: r.tableId, label: 'Hall 1', restaurant: { id: r.id, name: `Trash ${r.id}` }, byRetention: false, purgedBy: { id: 'demo-admin', name: expect.any(String) } }));
  });

  it('purges a booking with its extra-table rows; a live item cannot be purged', async () => {
    const r = await kit.restaurant();
    expect((await kit.purge('table', r.tableId)).statusCode).toBe(404);
    const booking = await kit.booking(r.id);
    await kit.deleteBooking(r.id, booking);
    expect((await kit.purge('reservation', booking)).statusCode).toBe(200);
    expect(await db.select().from(schema.reservations).where(eq(schema.reservations.restaurantId, r.id))).toEqual([]);
  });
});

describe('the API document', () => {
  it('lists the trash routes with their filters', async () => {
    const doc = server.app.swagger() as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
    const list = doc.paths['/api/admin/database-trash']?.get;
    expect(list?.parameters?.map((p) => p.name).sort()).toEqual(['kind', 'page', 'restaurantId']);
    expect(doc.paths['/api/admin/database-trash/purges']?.get).toBeDefined();
    expect(Object.keys(doc.paths['/api/admin/database-trash/{kind}/{id}'] ?? {})).toContain('delete');
  });
});
