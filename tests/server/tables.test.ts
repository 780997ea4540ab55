// Tables (spec §3, §5, §7): CRUD in the own restaurant, key, table number 'new', duplicate numbers, areas and symmetric
// combinations, permissions, tenant isolation, and the availability following a change.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../core/time';
import { diningTables } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { uniqueSuffix } from './api-surface';
import { fileServer, listedAs } from './file-server';
import { settingsCalls } from './settings-kit';

const server = await fileServer();

interface TableDto {
  _id: string;
  label: string;
  tableNumber: string;
  key: string;
  level: string;
  bookable: boolean;
  overflow: boolean;
  frontendGroupOrder: number;
  combinations: string[];
  minCovers: number;
  maxCovers: number;
}

const number = () => `N${uniqueSuffix()}`;
const { post, put, del, create } = settingsCalls(server, '/api/tables');
const createTable = (table: Record<string, unknown>, as: string = demo.owner) => create<TableDto>({ table: { level: 'Terrace', tableNumber: number(), ...table } }, as);

const rowsOf = (restaurantId: string) => server.database.db.select().from(diningTables).where(eq(diningTables.restaurantId, restaurantId));
async function combinationsOf(level: string, tableNumber: string, restaurantId = 'demo'): Promise<string[] | undefined> {
  const [row] = await server.database.db
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.level, level), eq(diningTables.tableNumber, tableNumber)));
  return row?.combinations;
}
const sorted = (list: string[] | undefined) => [...(list ?? [])].sort();

describe('reading tables', () => {
  it('any staff member lists the own tables with their keys; anonymous callers are refused', async () => {
    const res = await server.call({ method: 'GET', url: '/api/tables', as: demo.host });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as TableDto[];
    expect(items).toHaveLength(23);
    expect(items.find((t) => t.tableNumber === 'T1')).toMatchObject({ key: 'Terrace-T1', level: 'Terrace', combinations: ['T2'], bookable: true });
    expect(items.find((t) => t.tableNumber === 'B1')).toMatchObject({ key: 'Dining Room-B1', overflow: true, bookable: false });
    const anonymous = await server.call({ method: 'GET', url: '/api/tables', restaurant: 'demo' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('creating tables', () => {
  it('creates a table from { table } with defaults (spec §4: not bookable, no overflow) and the key level-number', async () => {
    const tableNumber = number();
    const res = await post({ table: { level: 'Terrace', tableNumber, label: ' Window ' } });
    expect(res.statusCode).toBe(201);
    const table = res.json() as TableDto;
    expect(table).toMatchObject({ tableNumber, level: 'Terrace', key: `Terrace-${tableNumber}`, label: 'Window', bookable: false, overflow: false, combinations: [] });
    const list = (await server.call({ method: 'GET', url: '/api/tables', as: demo.owner })).json().items as TableDto[];
    expect(list.find((t) => t._id === table._id)).toEqual(table);
  });

  it('also accepts a bare table without the wrapper', async () => {
    const tableNumber = number();
    const res = await post({ level: 'Dining Room', tableNumber, minCovers: 2, maxCovers: 6, bookable: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ key: `Dining Room-${tableNumber}`, minCovers: 2, maxCovers: 6, bookable: true });
  });

  it("refuses table number 'new' with invalid_table (spec §5)", async () => {
    for (const tableNumber of ['new', 'NEW']) {
      const res = await post({ table: { level: 'Terrace', tableNumber } });
      expect([res.statusCode, res.json().error]).toEqual([400, 'invalid_table']);
      expect(res.json().message).toBe("Tables may not use table number 'new'");
    }
    expect((await rowsOf('demo')).some((t) => t.tableNumber.toLowerCase() === 'new')).toBe(false);
  });

  it('a number taken in the same area is duplicate_tableNumber; the same number in another area is fine', async () => {
    const before = await rowsOf('demo');
    const dup = await post({ table: { level: 'Terrace', tableNumber: 'T1' } });
    expect([dup.statusCode, dup.json().error]).toEqual([409, 'duplicate_tableNumber']);
    expect(await rowsOf('demo')).toEqual(before);
    const elsewhere = await post({ table: { level: 'Dining Room', tableNumber: 'T1' } });
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().key).toBe('Dining Room-T1');
  });

  it('the level must name an existing area of the own restaurant', async () => {
    for (const level of ['Cellar', 'Main']) {
      const res = await post({ table: { level, tableNumber: number() } });
      expect([res.statusCode, res.json().error], level).toEqual([400, 'invalid_table']);
    }
  });

  it('combinations must name existing tables of the same area, and not the table itself', async () => {
    const before = await rowsOf('demo');
    const cases = [
      { combinations: ['T99'] },
      { combinations: ['1'] },
      { tableNumber: 'Self1', combinations: ['Self1'] },
    ];
    for (const extra of cases) {
      const res = await post({ table: { level: 'Terrace', tableNumber: number(), ...extra } });
      expect([res.statusCode, res.json().error], JSON.stringify(extra)).toEqual([400, 'invalid_table']);
    }
    expect(await rowsOf('demo')).toEqual(before);
  });

  it('refuses malformed tables: empty number, bad characters, minCovers above maxCovers', async () => {
    for (const table of [
      { level: 'Terrace', tableNumber: '' },
      { level: 'Terrace', tableNumber: 'a b' },
      { level: 'Terrace', tableNumber: number(), minCovers: 5, maxCovers: 2 },
      { tableNumber: number() },
    ]) {
      const res = await post({ table });
      expect([res.statusCode, res.json().error], JSON.stringify(table)).toEqual([400, 'invalid_request']);
    }
  });
});

describe('symmetric combinations', () => {
  it('a new table with combinations is added to its partners', async () => {
    const table = await createTable({ combinations: ['T6', 'T7', 'T6'] });
    expect(sorted(table.combinations)).toEqual(['T6', 'T7']);
    expect(await combinationsOf('Terrace', 'T6')).toContain(table.tableNumber);
    expect(await combinationsOf('Terrace', 'T7')).toContain(table.tableNumber);
  });

  it('changing combinations updates old and new partners', async () => {
    const a = await createTable({});
    const b = await createTable({});
    const c = await createTable({ combinations: [a.tableNumber] });
    expect(await combinationsOf('Terrace', a.tableNumber)).toEqual([c.tableNumber]);
    const res = await put(c._id, { table: { level: 'Terrace', tableNumber: c.tableNumber, combinations: [b.tableNumber] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().combinations).toEqual([b.tableNumber]);
    expect(await combinationsOf('Terrace', a.tableNumber)).toEqual([]);
    expect(await combinationsOf('Terrace', b.tableNumber)).toEqual([c.tableNumber]);
  });

  it('renumbering a table renames it in its partners; moving it to another area drops it from the old partners', async () => {
    const a = await createTable({});
    const b = await createTable({ combinations: [a.tableNumber] });
    const renumbered = number();
    const res = await put(b._id, { level: 'Terrace', tableNumber: renumbered, combinations: [a.tableNumber] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().key).toBe(`Terrace-${renumbered}`);
    expect(await combinationsOf('Terrace', a.tableNumber)).toEqual([renumbered]);
    const moved = await put(b._id, { level: 'Dining Room', tableNumber: renumbered, combinations: ['12'] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await combinationsOf('Terrace', a.tableNumber)).toEqual([]);
    expect(await combinationsOf('Dining Room', '12')).toEqual([renumbered]);
  });

  it('a table cannot name its own old number after renumbering, nor a duplicate number on update', async () => {
    const a = await createTable({});
    const selfOld = await put(a._id, { level: 'Terrace', tableNumber: number(), combinations: [a.tableNumber] });
    expect([selfOld.statusCode, selfOld.json().error]).toEqual([400, 'invalid_table']);
    const dup = await put(a._id, { level: 'Terrace', tableNumber: 'T2' });
    expect([dup.statusCode, dup.json().error]).toEqual([409, 'duplicate_tableNumber']);
    const asNew = await put(a._id, { level: 'Terrace', tableNumber: 'new' });
    expect([asNew.statusCode, asNew.json().error]).toEqual([400, 'invalid_table']);
    // Saving a table unchanged (its own number kept) is no duplicate.
    const same = await put(a._id, { level: 'Terrace', tableNumber: a.tableNumber, label: 'Same' });
    expect([same.statusCode, same.json().label]).toEqual([200, 'Same']);
  });

  it('deleting a table removes it from the combinations of the others and returns it', async () => {
    const a = await createTable({ combinations: ['T8', 'T9'] });
    expect(await combinationsOf('Terrace', 'T8')).toContain(a.tableNumber);
    const res = await del(a._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: a._id, tableNumber: a.tableNumber });
    expect(await combinationsOf('Terrace', 'T8')).not.toContain(a.tableNumber);
    expect(await combinationsOf('Terrace', 'T9')).not.toContain(a.tableNumber);
    const again = await del(a._id);
    expect([again.statusCode, again.json().error]).toEqual([404, 'not_found']);
  });

  it('concurrent edits keep combinations symmetric', async () => {
    const hub = await createTable({});
    const spokes = await Promise.all(Array.from({ length: 6 }, () => createTable({ combinations: [hub.tableNumber] })));
    expect(sorted(await combinationsOf('Terrace', hub.tableNumber))).toEqual(sorted(spokes.map((s) => s.tableNumber)));
    await Promise.all(spokes.slice(0, 3).map((s) => del(s._id)));
    expect(sorted(await combinationsOf('Terrace', hub.tableNumber))).toEqual(sorted(spokes.slice(3).map((s) => s.tableNumber)));
  });
});

describe('permissions and tenancy', () => {
  it('the host holds ManageTables and may create, change and delete tables; an affiliate may not', async () => {
    const table = await createTable({}, demo.host);
    expect((await put(table._id, { level: 'Terrace', tableNumber: table.tableNumber, label: 'Host' }, demo.host)).statusCode).toBe(200);
    expect((await del(table._id, demo.host)).statusCode).toBe(200);
    const creator = await post({ table: { level: 'Terrace', tableNumber: number() } }, demo.creator);
    expect([creator.statusCode, creator.json().error]).toEqual([403, 'access_denied']);
  });

  it("owner2 never sees or changes demo's tables (404), and demo's rows stay as they were", async () => {
    const table = await createTable({ combinations: ['T10'] });
    const before = await rowsOf('demo');
    const list = await listedAs<TableDto>(server, '/api/tables', demo.owner2);
    expect(list.map((t) => t.level)).toEqual(['Main', 'Main', 'Main', 'Main']);
    const changed = await put(table._id, { level: 'Main', tableNumber: 'X1' }, demo.owner2);
    expect([changed.statusCode, changed.json().error]).toEqual([404, 'not_found']);
    const deleted = await del(table._id, demo.owner2);
    expect(deleted.statusCode).toBe(404);
    // demo2 has no Terrace: a table there cannot join demo's area, and demo2's own "1" is not demo's "1".
    const foreignArea = await post({ table: { level: 'Terrace', tableNumber: number() } }, demo.owner2);
    expect([foreignArea.statusCode, foreignArea.json().error]).toEqual([400, 'invalid_table']);
    const own = await post({ table: { level: 'Main', tableNumber: '9', combinations: ['1'] } }, demo.owner2);
    expect(own.statusCode, own.body).toBe(201);
    expect(await combinationsOf('Main', '1', 'demo2')).toEqual(['9']);
    expect(await rowsOf('demo')).toEqual(before);
  });
});

describe('availability follows table changes', () => {
  it("a new bookable table for six in demo2's Main room makes parties of five and six bookable there, until deleted", async () => {
    const tomorrow = addDays(localDateOf(new Date(), 'Europe/Berlin'), 1);
    const sizes = async () => {
      const res = await server.call({ method: 'GET', url: '/api/reservations/availability', restaurant: 'demo2', query: { date: tomorrow } });
      return (res.json().availability[tomorrow]?.Main ?? {}) as Record<string, number[]>;
    };
    expect(Object.values(await sizes())).toEqual([[1, 2, 3, 4], [1, 2, 3, 4]]);
    const table = await createTable({ level: 'Main', bookable: true, minCovers: 5, maxCovers: 6 }, demo.owner2);
    expect(Object.values(await sizes())).toEqual([[1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6]]);
    // The published file follows too, once the coalesced publish has run.
    await server.app.services.publishing.settled('demo2');
    const file = await server.app.inject({ method: 'GET', url: '/files/availability/demo2.json' });
    expect(file.statusCode).toBe(200);
    expect(Object.values(file.json().availability[tomorrow].Main as Record<string, number[]>)[0]).toEqual([1, 2, 3, 4, 5, 6]);
    await del(table._id, demo.owner2);
    expect(Object.values(await sizes())).toEqual([[1, 2, 3, 4], [1, 2, 3, 4]]);
    await server.app.services.publishing.settled('demo2');
    const after = await server.app.inject({ method: 'GET', url: '/files/availability/demo2.json' });
    expect(Object.values(after.json().availability[tomorrow].Main as Record<string, number[]>)[0]).toEqual([1, 2, 3, 4]);
  });
});

describe('tables with upcoming reservations', () => {
  it('a renumbered table takes its upcoming reservations along; a table with upcoming reservations cannot be deleted', async () => {
    const { reservations: reservationsTable, diningTables: tablesTable } = await import('../../server/platform/db/schema');
    const { eq: equals, and: both } = await import('drizzle-orm');
    const created = await server.call({ method: 'POST', url: '/api/tables', as: demo.owner, payload: { table: { level: 'Terrace', tableNumber: 'U1', bookable: true } } });
    expect(created.statusCode, created.body).toBe(201);
    const start = new Date(Date.UTC(2099, 1, 1, 18));
    const end = new Date(start.getTime() + 7_200_000);
    await server.database.db.insert(reservationsTable).values({
      restaurantId: 'demo', token: `tok-upcoming-${Date.now()}`, customerName: 'Later Guest', level: 'Terrace', tableNumber: 'U1',
      startTime: start, endTime: end, originalStartTime: start, originalEndTime: end, source: 'staff',
    });
    const renumbered = await server.call({ method: 'PUT', url: `/api/tables/${created.json()._id}`, as: demo.owner, payload: { table: { level: 'Terrace', tableNumber: 'U2', bookable: true } } });
    expect(renumbered.statusCode, renumbered.body).toBe(200);
    const [row] = await server.database.db.select().from(reservationsTable).where(equals(reservationsTable.customerName, 'Later Guest'));
    expect(row?.tableNumber).toBe('U2');

    const refused = await del(created.json()._id);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'conflict']);
    const still = await server.database.db.select().from(tablesTable).where(both(equals(tablesTable.restaurantId, 'demo'), equals(tablesTable.tableNumber, 'U2')));
    expect(still).toHaveLength(1);
  });
});
