// Areas (spec §3, §5, §7): CRUD, defaults, empty image/video/prompt stored as absent, timeslot validation, rename carried
// to the tables, delete refused while tables remain, unique names, permissions, tenancy and availability.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../core/time';
import { areaGroups, areas, blockers, diningTables, reservations } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { uniqueSuffix } from './api-surface';
import { fileServer, listedAs } from './file-server';
import { expectRefusedUnchanged, settingsCalls } from './settings-kit';

const server = await fileServer();

interface AreaDto {
  _id: string;
  name: string;
  bookable: boolean;
  imageURL?: string;
  videoURL?: string;
  localizedNames: Record<string, string>;
  description: Record<string, string>;
  sorting: number;
  timeslots: Record<string, { start: number; end: number }[]>;
  bookingPrompt?: Record<string, Record<string, string>>;
  type: string;
}

const name = () => `Area ${uniqueSuffix()}`;
const { post, put, del, create } = settingsCalls(server, '/api/areas');
const createArea = (body: Record<string, unknown> = {}, as: string = demo.owner) => create<AreaDto>({ name: name(), localizedNames: { en: 'Area' }, ...body }, as);
const areaRows = (restaurantId: string) => server.database.db.select().from(areas).where(eq(areas.restaurantId, restaurantId));
const tablesIn = (level: string, restaurantId = 'demo') =>
  server.database.db.select().from(diningTables).where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.level, level)));

describe('reading areas', () => {
  it('any staff member lists the own areas by sorting', async () => {
    const res = await server.call({ method: 'GET', url: '/api/areas', as: demo.host });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as AreaDto[];
    expect(items.slice(0, 2).map((a) => a.name)).toEqual(['Terrace', 'Dining Room']);
    expect(items[0]).toMatchObject({ _id: 'terrace', type: 'Outdoor', bookable: true, sorting: 1 });
    expect(items[0]?.timeslots.monday).toHaveLength(4);
    expect(items[0]).not.toHaveProperty('imageURL');
    expect(items[0]).not.toHaveProperty('bookingPrompt');
  });
});

describe('creating and changing areas', () => {
  it('creates an area with the defaults of spec §4 (not bookable, sorting 99, no timeslots, Indoor)', async () => {
    const area = await createArea();
    expect(area).toMatchObject({ bookable: false, sorting: 99, timeslots: {}, type: 'Indoor', description: {} });
  });

  it('stores empty imageURL, videoURL and bookingPrompt as absent and returns them absent (spec §5)', async () => {
    const area = await createArea({ imageURL: '', videoURL: '', bookingPrompt: { title: { en: '  ' }, text: {} } });
    expect(area).not.toHaveProperty('imageURL');
    expect(area).not.toHaveProperty('videoURL');
    expect(area).not.toHaveProperty('bookingPrompt');
    const [row] = await server.database.db.select().from(areas).where(and(eq(areas.restaurantId, 'demo'), eq(areas.id, area._id)));
    expect([row?.imageUrl, row?.videoUrl, row?.bookingPrompt]).toEqual([null, null, null]);
    const withNull = await createArea({ bookingPrompt: null });
    expect(withNull).not.toHaveProperty('bookingPrompt');
  });

  it('keeps image, video, prompt and sorted timeslots when given', async () => {
    const prompt = { title: { en: 'Heads up' }, text: { en: 'Steps only' }, confirmation: { en: 'Understood' } };
    const area = await createArea({
      imageURL: 'https://example.test/a.jpg',
      videoURL: 'https://example.test/a.mp4',
      bookingPrompt: prompt,
      timeslots: { friday: [{ start: 1080, end: 1200 }, { start: 720, end: 840 }] },
      type: 'Outdoor',
    });
    expect(area).toMatchObject({ imageURL: 'https://example.test/a.jpg', videoURL: 'https://example.test/a.mp4', bookingPrompt: prompt, type: 'Outdoor' });
    expect(area.timeslots.friday).toEqual([{ start: 720, end: 840 }, { start: 1080, end: 1200 }]);
  });

  it('refuses empty localizedNames, bad timeslots and script URLs, changing nothing', async () => {
    const before = await areaRows('demo');
    const bad = [
      { localizedNames: {} },
      { localizedNames: { en: ' ' } },
      { timeslots: { monday: [{ start: 600, end: 600 }] } },
      { timeslots: { monday: [{ start: 0, end: 1440 }] } },
      { timeslots: { monday: [{ start: 600, end: 720 }, { start: 700, end: 800 }] } },
      { timeslots: { someday: [{ start: 600, end: 720 }] } },
      { imageURL: 'javascript:alert(1)' },
      { type: 'Rooftop' },
    ];
    for (const body of bad) {
      const res = await post({ name: name(), localizedNames: { en: 'Area' }, ...body });
      expect([res.statusCode, res.json().error], JSON.stringify(body)).toEqual([400, 'invalid_request']);
    }
    const empty = await post({ name: name(), localizedNames: {} });
    expect(empty.json().message).toContain('LocalizedNames cannot be empty');
    expect(await areaRows('demo')).toEqual(before);
  });

  it('says which time slot rule a refused area breaks, as a reason the screens word', async () => {
    const overlapping = await post({ name: name(), localizedNames: { en: 'Area' }, timeslots: { monday: [{ start: 600, end: 720 }, { start: 700, end: 800 }] } });
    expect(overlapping.json().params).toEqual({ reason: 'timeslotsOverlap' });
    const backwards = await post({ name: name(), localizedNames: { en: 'Area' }, timeslots: { monday: [{ start: 720, end: 600 }] } });
    expect(backwards.json().params).toEqual({ reason: 'timeslotBackwards' });
    const unnamed = await post({ name: name(), localizedNames: {} });
    expect(unnamed.json().params).toBeUndefined();
  });

  it('area names are unique per restaurant (409 conflict) but may repeat across restaurants', async () => {
    const dup = await post({ name: 'Terrace', localizedNames: { en: 'Again' } });
    expect([dup.statusCode, dup.json().error]).toEqual([409, 'conflict']);
    const area = await createArea();
    const rename = await put(area._id, { name: 'Dining Room', localizedNames: { en: 'x' } });
    expect([rename.statusCode, rename.json().error]).toEqual([409, 'conflict']);
    const other = await createArea({ name: 'Terrace' }, demo.owner2);
    expect(other.name).toBe('Terrace');
  });

  it("renaming an area renames its tables' level, blockers and upcoming reservations in one go; past reservations keep their area name", async () => {
    const area = await createArea({ name: `Garden ${uniqueSuffix()}` });
    const first = await server.call({ method: 'POST', url: '/api/tables', as: demo.owner, payload: { table: { level: area.name, tableNumber: 'G1' } } });
    await server.call({ method: 'POST', url: '/api/tables', as: demo.owner, payload: { table: { level: area.name, tableNumber: 'G2', combinations: ['G1'] } } });
    const start = new Date(Date.UTC(2099, 5, 1, 12));
    const end = new Date(start.getTime() + 3_600_000);
    await server.database.db.insert(blockers).values({ restaurantId: 'demo', start, end, level: area.name, tableNumbers: ['G1'] });
    await server.database.db.insert(reservations).values({
      restaurantId: 'demo', token: `tok-${uniqueSuffix()}-rename`, customerName: 'Upcoming', level: area.name, tableNumber: 'G1',
      startTime: start, endTime: end, originalStartTime: start, originalEndTime: end, source: 'staff',
    });
    const pastStart = new Date(Date.UTC(2020, 5, 1, 12));
    const pastEnd = new Date(pastStart.getTime() + 3_600_000);
    await server.database.db.insert(reservations).values({
      restaurantId: 'demo', token: `tok-${uniqueSuffix()}-history`, customerName: 'History', level: area.name, tableNumber: 'G1',
      startTime: pastStart, endTime: pastEnd, originalStartTime: pastStart, originalEndTime: pastEnd, source: 'staff',
    });

    const renamed = `Patio ${uniqueSuffix()}`;
    const res = await put(area._id, { name: renamed, localizedNames: { en: 'Patio' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: area._id, name: renamed });
    expect(await tablesIn(area.name)).toEqual([]);
    const moved = await tablesIn(renamed);
    expect(moved.map((t) => [t.tableNumber, t.combinations])).toEqual(expect.arrayContaining([['G1', ['G2']], ['G2', ['G1']]]));
    const list = (await server.call({ method: 'GET', url: '/api/tables', as: demo.owner })).json().items as { _id: string; key: string }[];
    expect(list.find((t) => t._id === first.json()._id)?.key).toBe(`${renamed}-G1`);
    const blocker = await server.database.db.select().from(blockers).where(eq(blockers.restaurantId, 'demo'));
    expect(blocker.map((b) => b.level)).toContain(renamed);
    // An upcoming reservation must keep occupying its table under the new name; the past stays as it was.
    const upcomingRow = await server.database.db.select().from(reservations).where(eq(reservations.customerName, 'Upcoming'));
    expect(upcomingRow[0]?.level).toBe(renamed);
    const history = await server.database.db.select().from(reservations).where(eq(reservations.customerName, 'History'));
    expect(history[0]?.level).toBe(area.name);
  });

  it('PUT of an unknown area is 404', async () => {
    const res = await put('no-such-area', { name: name(), localizedNames: { en: 'x' } });
    expect([res.statusCode, res.json().error]).toEqual([404, 'not_found']);
  });
});

describe('deleting areas', () => {
  it('an area that still has tables cannot be deleted (409 conflict)', async () => {
    await expectRefusedUnchanged(() => areaRows('demo'), [409, 'conflict'], [() => del('terrace')]);
    expect((await areaRows('demo')).map((a) => a.id)).toContain('terrace');
  });

  it('says why with a reason and its figures, from which the screens word it', async () => {
    const refused = await del('terrace');
    expect(refused.json().params).toEqual({ reason: 'areaHasTables', area: 'Terrace', tables: (await tablesIn('Terrace')).length });
  });

  it('an empty area is deleted, returned, and dropped from the area groups naming it', async () => {
    const area = await createArea();
    const group = await server.call({ method: 'POST', url: '/api/area-groups', as: demo.owner, payload: { name: { en: 'G' }, areaIds: ['terrace', area._id] } });
    expect(group.statusCode).toBe(201);
    const res = await del(area._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: area._id, name: area.name });
    const [row] = await server.database.db.select().from(areaGroups).where(and(eq(areaGroups.restaurantId, 'demo'), eq(areaGroups.id, group.json()._id)));
    expect(row?.areaIds).toEqual(['terrace']);
    expect((await del(area._id)).statusCode).toBe(404);
  });
});

describe('permissions and tenancy', () => {
  it('the host lacks ManageAreas: 403 missing_permission on every write, nothing changes', async () => {
    const area = await createArea();
    await expectRefusedUnchanged(() => areaRows('demo'), [403, 'missing_permission'], [
      () => post({ name: name(), localizedNames: { en: 'x' } }, demo.host),
      () => put(area._id, { name: name(), localizedNames: { en: 'x' } }, demo.host),
      () => del(area._id, demo.host),
    ]);
  });

  it("owner2 never sees or changes demo's areas (404), and demo's rows stay as they were", async () => {
    const area = await createArea();
    const list = await listedAs<AreaDto>(server, '/api/areas', demo.owner2);
    expect(list.map((a) => a._id)).not.toContain(area._id);
    expect(list.map((a) => a._id)).not.toContain('terrace');
    await expectRefusedUnchanged(() => areaRows('demo'), [404, 'not_found'], [
      () => put(area._id, { name: 'Stolen', localizedNames: { en: 'x' } }, demo.owner2),
      () => del(area._id, demo.owner2),
      () => put('terrace', { name: 'Stolen', localizedNames: { en: 'x' } }, demo.owner2),
    ]);
  });
});

describe('availability follows area changes', () => {
  it('a new bookable area with timeslots and a bookable table becomes bookable; unbooking the area withdraws it', async () => {
    const tomorrow = addDays(localDateOf(new Date(), 'Europe/Berlin'), 1);
    const offered = async () => {
      const res = await server.call({ method: 'GET', url: '/api/reservations/availability', restaurant: 'demo', query: { date: tomorrow } });
      return res.json().availability[tomorrow] as Record<string, Record<string, number[]>>;
    };
    const everyDay = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, [{ start: 600, end: 690 }]]));
    const body = { name: `Winter Garden ${uniqueSuffix()}`, localizedNames: { en: 'Winter garden' }, bookable: true, timeslots: everyDay };
    const area = await createArea(body);
    // Without a table the area offers no party size yet.
    expect(Object.values((await offered())[area.name] ?? {}).flat()).toEqual([]);
    const table = await server.call({ method: 'POST', url: '/api/tables', as: demo.owner, payload: { table: { level: area.name, tableNumber: 'W1', bookable: true, minCovers: 1, maxCovers: 3 } } });
    expect(table.statusCode).toBe(201);
    expect((await offered())[area.name]).toEqual({ '600-690': [1, 2, 3] });
    await server.app.services.publishing.settled('demo');
    const file = await server.app.inject({ method: 'GET', url: '/files/availability/demo.json' });
    expect(file.json().availability[tomorrow][area.name]).toEqual({ '600-690': [1, 2, 3] });
    expect((file.json().display.areas as { name: string }[]).map((a) => a.name)).toContain(area.name);

    expect((await put(area._id, { ...body, bookable: false })).statusCode).toBe(200);
    expect((await offered())[area.name]).toBeUndefined();
  });
});
