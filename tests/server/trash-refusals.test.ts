// Restoring from the database trash is refused, with restore_refused and a reason, when what the item needs is gone
// for good or its place is taken (docs/decisions/013-trash.md); nothing is restored then, and tenants stay apart.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';
import { trashKit } from './trash-kit';

const server = await fileServer();
const { services } = server.app;
const { db } = server.database;
const kit = trashKit(server);

describe('restore refusals', () => {
  it('an item of a restaurant in the trash: restore the restaurant first', async () => {
    const r = await kit.restaurant();
    await services.tables.remove(r.id, r.tableId, kit.by);
    await services.restaurants.softDelete(r.id, kit.by);
    await kit.expectRefused('table', r.tableId, { reason: 'trashRestaurantDeleted', restaurant: `Trash ${r.id}` });
    expect((await kit.restore('restaurant', r.id)).statusCode).toBe(200);
    expect((await kit.restore('table', r.tableId)).statusCode).toBe(200);
  });

  it('a table whose area was deleted for good', async () => {
    const r = await kit.restaurant();
    await services.tables.remove(r.id, r.tableId, kit.by);
    await services.areas.remove(r.id, r.areaId, kit.by);
    expect((await kit.purge('area', r.areaId)).statusCode).toBe(200);
    await kit.expectRefused('table', r.tableId, { reason: 'trashDependencyGone', dependency: 'area', label: 'Hall' });
    expect((await kit.inTrash(r.id)).map((item) => item.id)).toEqual([r.tableId]);
  });

  it('a reservation whose table was deleted for good', async () => {
    const r = await kit.restaurant();
    const booking = await kit.booking(r.id);
    await kit.deleteBooking(r.id, booking);
    await services.tables.remove(r.id, r.tableId, kit.by);
    await kit.purge('table', r.tableId);
    await kit.expectRefused('reservation', booking, { reason: 'trashDependencyGone', dependency: 'table', label: 'Hall 1' });
  });

  it('a special whose area group was deleted for good', async () => {
    const { special, group } = await kit.trashedSpecialAndGroup(await kit.restaurant());
    await kit.purge('areaGroup', group);
    await kit.expectRefused('special', special, { reason: 'trashDependencyGone', dependency: 'areaGroup' });
  });

  it('a reservation whose table is now booked at that time; nothing else comes back', async () => {
    const r = await kit.restaurant();
    const start = new Date(Date.UTC(2100, 5, 1, 18));
    const booking = await kit.booking(r.id, 'Hall', '1', start);
    await kit.deleteBooking(r.id, booking);
    await kit.booking(r.id, 'Hall', '1', new Date(start.getTime() + 3_600_000));
    await kit.expectRefused('reservation', booking, { reason: 'trashSlotTaken', table: '1' });
    const [row] = await db.select().from(schema.reservations).where(eq(schema.reservations.id, booking));
    expect(row?.deletedAt).not.toBeNull();
  });

  it('a table whose number, an area or a role whose name is used now', async () => {
    const r = await kit.restaurant();
    await services.tables.remove(r.id, r.tableId, kit.by);
    await kit.table(r.id, 'Hall', '1');
    await kit.expectRefused('table', r.tableId, { reason: 'trashNameTaken', name: 'Hall 1' });

    const garden = await kit.area(r.id, 'Garden');
    await services.areas.remove(r.id, garden, kit.by);
    await kit.area(r.id, 'Garden');
    await kit.expectRefused('area', garden, { reason: 'trashNameTaken', name: 'Garden' });

    const role = await kit.role(r.id, 'Sommelier');
    await services.roles.remove(r.id, role, kit.by);
    await kit.role(r.id, 'Sommelier');
    await kit.expectRefused('role', role, { reason: 'trashNameTaken', name: 'Sommelier' });
  });

  it('a user whose email another user signs in with now', async () => {
    const r = await kit.restaurant();
    const email = `taken-${r.id}@example.test`;
    const gone = await services.users.insertUser({ id: `gone-${r.id}`, email, type: 'Affiliate', restaurantId: null, roleId: null });
    await services.users.softDelete(gone.id, kit.by);
    await services.users.insertUser({ id: `new-${r.id}`, email: email.toUpperCase(), type: 'Affiliate', restaurantId: null, roleId: null });
    await kit.expectRefused('user', gone.id, { reason: 'trashEmailTaken', email });
  });

  it('an item not in the trash is 404; an unknown kind is 400', async () => {
    expect((await kit.restore('table', 'no-such-table')).statusCode).toBe(404);
    expect((await kit.restore('voucher', 'x')).statusCode).toBe(400);
    expect((await server.call({ method: 'GET', url: '/api/admin/database-trash?kind=nothing', as: demo.admin })).statusCode).toBe(400);
  });
});

describe('tenants stay apart', () => {
  it('a table of the same name in another restaurant does not block the restore, and neither restaurant sees the other’s items', async () => {
    const a = await kit.restaurant();
    const b = await kit.restaurant();
    await services.tables.remove(a.id, a.tableId, kit.by);
    expect((await kit.inTrash(b.id)).map((item) => item.id)).toEqual([]);
    expect((await kit.restore('table', a.tableId)).statusCode).toBe(200);
    const rows = await db.select().from(schema.diningTables).where(eq(schema.diningTables.id, a.tableId));
    expect(rows.map((row) => row.restaurantId)).toEqual([a.id]);
  });

  it('staff never reach the trash, not even their own restaurant’s', async () => {
    expect((await server.call({ method: 'GET', url: '/api/admin/database-trash?restaurantId=demo', as: demo.owner })).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/admin/database-trash/purges', as: demo.owner })).statusCode).toBe(403);
  });
});
